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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startTempPostgres } from '../../tests/server/postgres';
import { DEFAULT_SETTINGS, MERIT_ALL_CENTERS } from '../../src/data/server';
import type { Candidate } from '../../src/data/server';
import { seedDatabase } from '../data/portal-data';
import { openDatabase } from '../db/open';
import { REQUESTS_PER_ADDRESS, crowdLoad } from './crowd';
import type { CrowdLoad } from './crowd';
import { candidate, registration, requestOf, rollNoOf, student } from './fixtures';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  cpuMsOf,
  memoryOf,
  startFloorChild,
  startServerChild,
  stopChild,
} from './processes';
import type { BenchDatabase } from './processes';

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
const SEARCH_TERM = 'sharma';

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

const random = (count: number) => Math.floor(Math.random() * count);

/**
 * The public's requests, the same for the server and its floor: result lookups and admit-card
 * lookups for SECONDS each, then a burst of BURST registrations from the `firstIndex`-th on.
 */
function publicLoads(base: string, pid: number) {
  const headers = { 'content-type': 'application/json', origin: base };
  // The CPU the process answering spent per request: steadier than requests per second when
  // others share the machine's cores.
  const measured = async <T extends CrowdLoad>(load: Promise<T>) => {
    const before = cpuMsOf(pid);
    const result = await load;
    return { ...result, cpuMsPerRequest: (cpuMsOf(pid) - before) / result.requests };
  };
  const anyLookup = () => {
    const index = random(CANDIDATES);
    return { rollNo: rollNoOf(index), dateOfBirth: registration(index).dateOfBirth };
  };
  return {
    lookup: () =>
      measured(
        crowdLoad({
          base,
          connections: CONNECTIONS,
          seconds: SECONDS,
          headers,
          next: () => requestOf('lookupResult', anyLookup()),
        }),
      ),
    admitCard: () =>
      measured(
        crowdLoad({
          base,
          connections: CONNECTIONS,
          seconds: SECONDS,
          headers,
          next: () => requestOf('lookupAdmitCard', anyLookup()),
        }),
      ),
    async registrations(firstIndex: number) {
      const rollNumbers: string[] = [];
      let sent = 0;
      const load = await measured(
        crowdLoad({
          base,
          connections: CONNECTIONS,
          amount: BURST,
          headers,
          next: () => {
            const index = firstIndex + sent;
            sent += 1;
            return requestOf('addCandidate', registration(index));
          },
          onResponse: (status, body) => {
            if (status === 200) {
              rollNumbers.push((JSON.parse(body) as { data: Candidate }).data.rollNo);
            }
          },
        }),
      );
      return { load, rollNumbers };
    },
  };
}

/** The floor's figures for the public requests, after the server has stopped (PGlite: one
 *  process per folder), on the same database. */
async function floorRun(database: BenchDatabase) {
  const { child, base } = await startFloorChild(database, await freePort());
  try {
    const loads = publicLoads(base, child.pid!);
    const lookup = await loads.lookup();
    const admitCard = await loads.admitCard();
    const burst = await loads.registrations(CANDIDATES + 2 * BURST);
    return {
      lookup,
      admitCard,
      registrationBurst: {
        ...burst.load,
        saved: burst.rollNumbers.length,
        uniqueRollNumbers: new Set(burst.rollNumbers).size,
      },
    };
  } finally {
    await stopChild(child);
  }
}

/** The admin's session cookie. The server answers before its first start has made the admin
 *  (a password hash takes a moment), so a refusal is tried again for a few seconds. */
async function signInAsAdmin(base: string) {
  for (let tries = 0; ; tries += 1) {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ role: 'admin', email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    if (login.ok) return (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    if (tries >= 50) throw new Error(`sign-in failed: ${login.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function serverRun(database: BenchDatabase) {
  const { child, base } = await startServerChild(database, await freePort());
  try {
    const cookie = await signInAsAdmin(base);
    const admin = { cookie, origin: base, 'content-type': 'application/json' };

    const loads = publicLoads(base, child.pid!);
    const lookup = await loads.lookup();
    const admitCard = await loads.admitCard();
    const search = await load(base, {
      connections: ADMIN_CONNECTIONS,
      duration: SECONDS,
      headers: admin,
      requests: [requestOf('queryCandidates', { search: SEARCH_TERM, page: 1, pageSize: 50 })],
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
        }),
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
        }),
      ],
    });

    // A registration burst: BURST public registrations as fast as they go.
    const burst = await loads.registrations(CANDIDATES);
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
      lookup,
      admitCard,
      searchPage: search.load,
      feeTablePage: feeTable.load,
      meritPage: meritPage.load,
      registrationBurst: {
        ...burst.load,
        sent: BURST,
        saved: burst.rollNumbers.length,
        uniqueRollNumbers: new Set(burst.rollNumbers).size,
        totalGrewBy: totalAfter - CANDIDATES,
      },
      payment: payment.load,
      assign: { candidates: ASSIGN_COUNT, ms: assignMs, each: assignTimes },
      serverMemory: memoryOf(child.pid!),
    };
  } finally {
    await stopChild(child);
  }
}

async function run(kind: 'postgres' | 'pglite') {
  const postgres = kind === 'postgres' ? await startTempPostgres() : undefined;
  const folder = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'sankalp-bench-')) : '';
  const database = postgres ? { url: postgres.url } : { dataDir: path.join(folder, 'db') };
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
    const server = await serverRun(database);
    const floor = await floorRun(database);
    return { database: kind, seedSeconds, ...server, floor };
  } finally {
    postgres?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

const kinds = env.BENCH_DB ? [env.BENCH_DB as 'postgres'] : (['postgres', 'pglite'] as const);
const results: Array<Awaited<ReturnType<typeof run>>> = [];
for (const kind of kinds) results.push(await run(kind));

type Result = (typeof results)[number];
const row = (name: string, pick: (result: Result) => string) =>
  `| ${name} | ${results.map(pick).join(' | ')} |`;
const cells = (item: Load | CrowdLoad) =>
  `${item.requestsPerSecond} req/s · ${item.medianMs} / ${item.p99Ms} ms${item.failures ? ` · ${item.failures} failed` : ''}${'addresses' in item ? ` · ${item.tooMany} × 429 from ${item.addresses} addresses` : ''}`;
type MeasuredLoad = CrowdLoad & { cpuMsPerRequest: number };
/** The server's figure beside its floor's: requests per second as a share of the floor's, the
 *  p99s, and the CPU each process spent per request. */
const againstFloor = (server: MeasuredLoad, floor: MeasuredLoad) =>
  `${(server.requestsPerSecond / floor.requestsPerSecond).toFixed(2)} of ${floor.requestsPerSecond} req/s · p99 ${server.p99Ms} vs ${floor.p99Ms} ms · CPU per request ${server.cpuMsPerRequest.toFixed(2)} vs ${floor.cpuMsPerRequest.toFixed(2)} ms`;
console.log(
  [
    `Node ${process.version}; ${CANDIDATES.toLocaleString('en-IN')} candidates, ${STUDENTS.toLocaleString('en-IN')} students; ${SECONDS} s per load; ${CONNECTIONS} connections for the public's requests (lookups, registration, payment; lookups and registrations from many loopback addresses, ${REQUESTS_PER_ADDRESS} requests each, under the per-address limits), ${ADMIN_CONNECTIONS} for the admin's pages; latency median / p99. The floor: the same SQL behind a bare node:http server (server/bench/floor.ts), same crowd, same database.`,
    '',
    `| | ${results.map((result) => result.database).join(' | ')} |`,
    `|---|${results.map(() => '---').join('|')}|`,
    row('Result lookup', (result) => cells(result.lookup)),
    row('  its floor', (result) => cells(result.floor.lookup)),
    row('  server / floor', (result) => againstFloor(result.lookup, result.floor.lookup)),
    row('Admit-card lookup', (result) => cells(result.admitCard)),
    row('  its floor', (result) => cells(result.floor.admitCard)),
    row('  server / floor', (result) => againstFloor(result.admitCard, result.floor.admitCard)),
    row(
      'Registration burst',
      (result) =>
        `${cells(result.registrationBurst)} · ${result.registrationBurst.saved}/${result.registrationBurst.sent} saved, ${result.registrationBurst.uniqueRollNumbers} unique, total +${result.registrationBurst.totalGrewBy}`,
    ),
    row(
      '  its floor',
      (result) =>
        `${cells(result.floor.registrationBurst)} · ${result.floor.registrationBurst.saved} saved, ${result.floor.registrationBurst.uniqueRollNumbers} unique`,
    ),
    row('  server / floor', (result) =>
      againstFloor(result.registrationBurst, result.floor.registrationBurst),
    ),
    row('Candidates page 1, search', (result) => cells(result.searchPage)),
    row('Fee table page, by pending', (result) => cells(result.feeTablePage)),
    row('Merit list page, class 10', (result) => cells(result.meritPage)),
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
