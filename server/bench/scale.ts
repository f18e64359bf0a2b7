// `npm run bench:server`: the server at exam scale, on loopback, on PostgreSQL and on PGlite.
// Seeds 1,00,000 STSE candidates (marked, results published) and 20,000 students, starts the real
// server as a child process (so its memory is its own), and drives it:
//   public result lookup (roll number and date of birth) · candidates page 1 with a search term ·
//   the fee table's first page · a merit list page · an STSE registration burst · payments ·
//   assigning a centre to 10,000 selected candidates.
// The public's lookups and registrations come as a crowd from many loopback addresses
// (./crowd.ts), with the server's per-address limits in place; the admin's requests through
// autocannon. Prints median / p99 latency and requests per second for each, how many answers
// were 429 (too many tries: should be none), the server's peak memory, and whether the
// registration burst lost or repeated a roll number.
// A quick run at a small size: BENCH_DB=pglite BENCH_CANDIDATES=2000 BENCH_STUDENTS=500
// BENCH_SECONDS=2 BENCH_BURST=200 npm run bench:server
//   BENCH_DB=postgres|pglite   one database only
//   BENCH_CANDIDATES, BENCH_STUDENTS, BENCH_SECONDS (per load), BENCH_BURST,
//   BENCH_CONNECTIONS (the public's loads), BENCH_ADMIN_CONNECTIONS (the admin pages')
// Requests are built from the shared route table, so the benchmark asks exactly what the browser
// asks. A script, never a timed test: the numbers depend on the machine.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startTempPostgres } from '../../tests/server/postgres';
import {
  DEFAULT_SETTINGS,
  MERIT_ALL_CENTERS,
  OPERATIONS,
  requestPath,
} from '../../src/data/server';
import type {
  Candidate,
  ClassLevel,
  OperationName,
  Repository,
  Student,
} from '../../src/data/server';
import { seedDatabase } from '../data/portal-data';
import { openDatabase } from '../db/open';
import { REQUESTS_PER_ADDRESS, crowdLoad } from './crowd';
import type { CrowdLoad } from './crowd';

const env = process.env;
const CANDIDATES = Number(env.BENCH_CANDIDATES || 100_000);
const STUDENTS = Number(env.BENCH_STUDENTS || 20_000);
const SECONDS = Number(env.BENCH_SECONDS || 10);
// The public (result day, the registration deadline, students paying) comes as a crowd; the
// admin's pages are used by the institute's few staff at a time.
const CONNECTIONS = Number(env.BENCH_CONNECTIONS || 20);
const ADMIN_CONNECTIONS = Number(env.BENCH_ADMIN_CONNECTIONS || 4);
const BURST = Number(env.BENCH_BURST || 3000);
// A tenth of the candidates at a small size.
const ASSIGN_COUNT = Math.min(10_000, Math.floor(CANDIDATES / 10));
const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = 'bench-password-1';
const CLASSES: ClassLevel[] = [9, 10, 11, 12];
const SEARCH_TERM = 'sharma';

const firstNames = ['Aarav', 'Diya', 'Ishaan', 'Kavya', 'Rohan', 'Sneha', 'Vihaan', 'Ananya'];
const lastNames = ['Sharma', 'Verma', 'Iyer', 'Reddy', 'Gupta', 'Nair', 'Singh', 'Khan', 'Das'];
const nameOf = (index: number) =>
  `${firstNames[index % firstNames.length]} ${lastNames[(index * 7) % lastNames.length]}`;
const rollNoOf = (index: number) =>
  `STSE26${CLASSES[index % 4]!}${String(index + 1).padStart(6, '0')}`;

/** What the registration form sends for the index-th candidate. */
function registration(index: number) {
  return {
    name: nameOf(index),
    schoolName: `School ${index % 500}`,
    currentClass: CLASSES[index % 4]!,
    dateOfBirth: '2010-03-12',
    gender: index % 2 ? 'Male' : 'Female',
    guardianName: 'Guardian',
    address: 'Address',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    pinCode: '226001',
    mobile: String(9_000_000_000 + index),
    whatsapp: String(9_000_000_000 + index),
    email: `c${index}@example.com`,
  };
}

function candidate(index: number): Candidate {
  return {
    ...registration(index),
    id: `c${index}`,
    rollNo: rollNoOf(index),
    registrationDate: new Date(Date.UTC(2026, 9, 1) + index * 1000).toISOString(),
    pendingDetails: [],
    // Every 50th candidate was absent; the rest have marks from 0 to 100.
    ...(index % 50 === 0 ? { absent: true } : { marks: (index * 37) % 101 }),
  } as Candidate;
}

function student(index: number): Student {
  const installments = Array.from({ length: 4 }, (_, part) => ({
    id: `s${index}-i${part + 1}`,
    amount: 30_000,
    paidAmount: part === 0 ? 30_000 : 0,
    dueDate: ['2026-04-10', '2026-07-10', '2026-10-10', '2027-01-10'][part]!,
    status: (part === 0 ? 'Paid' : 'Pending') as 'Paid' | 'Pending',
    ...(part === 0 ? { paymentDate: '2026-04-05T05:00:00.000Z' } : {}),
  }));
  return {
    id: `s${index}`,
    rollNo: `SANK26${CLASSES[index % 4]!}${String(index + 1).padStart(5, '0')}`,
    name: nameOf(index + 3),
    schoolName: `School ${index % 500}`,
    currentClass: CLASSES[index % 4]!,
    stream: index % 2 ? 'Medical' : 'Non-Medical',
    dateOfBirth: '2009-01-01',
    gender: index % 2 ? 'Male' : 'Female',
    guardianName: 'Guardian',
    address: '',
    city: '',
    state: '',
    pinCode: '',
    mobile: String(8_000_000_000 + index),
    whatsapp: '',
    email: `s${index}@example.com`,
    enrollmentDate: '2026-04-01T05:00:00.000Z',
    feeDetails: { totalFee: 120_000, installments },
  } as Student;
}

/** One repository call as the browser's HTTP adapter sends it. */
function requestOf<M extends OperationName>(name: M, ...args: Parameters<Repository[M]>) {
  const route = OPERATIONS[name];
  const parts = route.encode(...args);
  return {
    method: route.verb,
    path: requestPath(route.path, parts),
    ...(parts.body === undefined ? {} : { body: JSON.stringify(parts.body) }),
  };
}

/** Peak and current resident memory of a process, in MB (Linux). */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peakMb: Math.round(kb('VmHWM') / 1024), nowMb: Math.round(kb('VmRSS') / 1024) };
}

async function startChild(database: { url?: string; dataDir?: string }, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      STATIC_DIR: '',
      ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/settings`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    if (tries > 600) throw new Error('the server did not start in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopChild(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

type Load = {
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
  requests: number;
  failures: number;
};

async function load(
  base: string,
  options: Omit<autocannon.Options, 'url'>,
): Promise<{ load: Load; result: autocannon.Result }> {
  const result = await autocannon({ url: base, connections: CONNECTIONS, ...options });
  return {
    result,
    load: {
      // Over the whole run (a burst of a fixed count ends part-way through its last second).
      requestsPerSecond: Math.round(result.requests.total / result.duration),
      medianMs: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      failures: result.non2xx + result.errors + result.timeouts,
    },
  };
}

async function run(kind: 'postgres' | 'pglite') {
  const postgres = kind === 'postgres' ? await startTempPostgres() : undefined;
  const folder = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'sankalp-bench-')) : '';
  const database = postgres ? { url: postgres.url } : { dataDir: path.join(folder, 'db') };
  let child: ChildProcess | undefined;
  try {
    // Seed straight into the database first (PGlite: one process per folder at a time).
    const seedStarted = Date.now();
    const opened = await openDatabase(
      postgres ? { databaseUrl: postgres.url } : { dataDir: database.dataDir },
    );
    await seedDatabase(opened.db, () => new Date(), {
      stseCandidates: Array.from({ length: CANDIDATES }, (_, index) => candidate(index)),
      students: Array.from({ length: STUDENTS }, (_, index) => student(index)),
      settings: {
        ...DEFAULT_SETTINGS,
        stse: { ...DEFAULT_SETTINGS.stse, resultsPublished: true, examCenters: ['Centre A'] },
      },
    });
    await opened.close();
    const seedSeconds = (Date.now() - seedStarted) / 1000;

    const started = await startChild(database, await freePort());
    child = started.child;
    const { base } = started;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ role: 'admin', email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const admin = { cookie, origin: base, 'content-type': 'application/json' };

    const random = (count: number) => Math.floor(Math.random() * count);
    const publicHeaders = { 'content-type': 'application/json', origin: base };
    const lookup = await crowdLoad({
      base,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: publicHeaders,
      next: () => {
        const index = random(CANDIDATES);
        return requestOf('lookupResult', {
          rollNo: rollNoOf(index),
          dateOfBirth: registration(index).dateOfBirth,
        });
      },
    });
    const search = await load(base, {
      connections: ADMIN_CONNECTIONS,
      duration: SECONDS,
      headers: admin,
      requests: [
        requestOf('queryCandidates', { search: SEARCH_TERM, page: 1, pageSize: 50 }) as never,
      ],
    });
    const feeTable = await load(base, {
      connections: ADMIN_CONNECTIONS,
      duration: SECONDS,
      headers: admin,
      requests: [
        requestOf('queryFeeTable', {
          page: 1,
          pageSize: 50,
          today: '2026-11-25',
          sort: { by: 'pending', direction: 'descending' },
        }) as never,
      ],
    });

    const meritPage = await load(base, {
      connections: ADMIN_CONNECTIONS,
      duration: SECONDS,
      headers: admin,
      requests: [
        requestOf('queryMeritList', {
          classLevel: 10,
          examCenter: MERIT_ALL_CENTERS,
          page: 2,
          pageSize: 50,
        }) as never,
      ],
    });

    // A registration burst: BURST public registrations as fast as they go.
    const rollNumbers: string[] = [];
    let sent = 0;
    const burst = await crowdLoad({
      base,
      connections: CONNECTIONS,
      amount: BURST,
      headers: publicHeaders,
      next: () => {
        const index = CANDIDATES + sent;
        sent += 1;
        return requestOf('addCandidate', registration(index) as never);
      },
      onResponse: (status, body) => {
        if (status === 200) rollNumbers.push((JSON.parse(body) as { data: Candidate }).data.rollNo);
      },
    });
    const totalAfter = await fetch(
      base + requestOf('queryCandidates', { page: 1, pageSize: 1 }).path,
      { headers: admin },
    ).then(async (response) => ((await response.json()) as { data: { total: number } }).data.total);

    const payment = await load(base, {
      duration: SECONDS,
      headers: admin,
      requests: [
        {
          setupRequest: (request) => {
            const index = random(STUDENTS);
            return {
              ...request,
              ...requestOf('recordPayment', {
                studentId: `s${index}`,
                installmentId: `s${index}-i${2 + random(3)}`,
                amount: 1,
                mode: 'Cash',
                reference: '',
                receivedBy: 'Bench',
              }),
            };
          },
        },
      ],
    });

    // Select all of class 9 (25,000), then assign a centre to 10,000 of them, three times over
    // different candidates: the median, as one request alone says little on a busy machine.
    const idsResponse = await fetch(base + requestOf('candidateIds', { classLevel: 9 }).path, {
      headers: admin,
    });
    const classNine = ((await idsResponse.json()) as { data: string[] }).data;
    const assignTimes: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const from = (round * ASSIGN_COUNT) / 2;
      const ids = classNine.slice(from, from + ASSIGN_COUNT);
      const assign = requestOf('assignExamCenter', ids, 'Centre A');
      const started = performance.now();
      const assigned = await fetch(base + assign.path, {
        method: assign.method,
        headers: admin,
        body: assign.body ?? null,
      });
      if (!assigned.ok) throw new Error(`assigning failed: ${assigned.status}`);
      assignTimes.push(Math.round(performance.now() - started));
    }
    const assignMs = [...assignTimes].sort((a, b) => a - b)[1]!;

    return {
      database: kind,
      seedSeconds,
      lookup,
      searchPage: search.load,
      feeTablePage: feeTable.load,
      meritPage: meritPage.load,
      registrationBurst: {
        ...burst,
        sent: BURST,
        saved: rollNumbers.length,
        uniqueRollNumbers: new Set(rollNumbers).size,
        totalGrewBy: totalAfter - CANDIDATES,
      },
      payment: payment.load,
      assign: { candidates: ASSIGN_COUNT, ms: assignMs, each: assignTimes },
      serverMemory: memoryOf(child.pid!),
    };
  } finally {
    if (child) await stopChild(child);
    postgres?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

const kinds = env.BENCH_DB ? [env.BENCH_DB as 'postgres'] : (['postgres', 'pglite'] as const);
const results: Array<Awaited<ReturnType<typeof run>>> = [];
for (const kind of kinds) results.push(await run(kind));

const row = (name: string, pick: (result: (typeof results)[number]) => string) =>
  `| ${name} | ${results.map(pick).join(' | ')} |`;
const cells = (item: Load | CrowdLoad) =>
  `${item.requestsPerSecond} req/s · ${item.medianMs} / ${item.p99Ms} ms${item.failures ? ` · ${item.failures} failed` : ''}${'addresses' in item ? ` · ${item.tooMany} × 429 from ${item.addresses} addresses` : ''}`;
console.log(
  [
    `Node ${process.version}; ${CANDIDATES.toLocaleString('en-IN')} candidates, ${STUDENTS.toLocaleString('en-IN')} students; ${SECONDS} s per load; ${CONNECTIONS} connections for the public's requests (lookup, registration, payment; lookups and registrations from many loopback addresses, ${REQUESTS_PER_ADDRESS} requests each, under the per-address limits), ${ADMIN_CONNECTIONS} for the admin's pages; latency median / p99`,
    '',
    `| | ${results.map((result) => result.database).join(' | ')} |`,
    `|---|${results.map(() => '---').join('|')}|`,
    row('Result lookup', (result) => cells(result.lookup)),
    row('Candidates page 1, search', (result) => cells(result.searchPage)),
    row('Fee table page, by pending', (result) => cells(result.feeTablePage)),
    row('Merit list page, class 10', (result) => cells(result.meritPage)),
    row(
      'Registration burst',
      (result) =>
        `${cells(result.registrationBurst)} · ${result.registrationBurst.saved}/${result.registrationBurst.sent} saved, ${result.registrationBurst.uniqueRollNumbers} unique, total +${result.registrationBurst.totalGrewBy}`,
    ),
    row('Payment', (result) => cells(result.payment)),
    row(
      `Assign ${ASSIGN_COUNT.toLocaleString('en-IN')} to a centre (median of 3)`,
      (result) => `${result.assign.ms} ms (${result.assign.each.join(', ')})`,
    ),
    row(
      'Server memory (peak / end)',
      (result) => `${result.serverMemory.peakMb} / ${result.serverMemory.nowMb} MB`,
    ),
    row('Seeding', (result) => `${result.seedSeconds.toFixed(1)} s`),
  ].join('\n'),
);
