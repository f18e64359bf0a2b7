// Parents signing in by code (issue 36), the third part of `npm run bench:server`, on PostgreSQL
// and on PGlite. Seeds 1,000 students per round, each with its own guardian mobile, starts the
// real server as a child process on 127.0.0.1 with SMS set up (MSG91-style, the login-code
// template's DLT id saved as the office would) and pointed at a fake provider on loopback
// (tests/server/fake-messaging.ts), then three rounds of 1,000 parents, each parent from its own
// loopback address (127.x.y.z, as parents are their own networks, so the per-address limit of 20
// codes in 15 minutes is in place but never reached), at most BENCH_CONCURRENCY requests at once:
//   a minute: 1,000 parents asking for a code spread evenly over 60 s, the provider answering
//     at once · all at once: 1,000 as fast as the concurrency allows (the outbox's own send rate)
//     · all at once, the provider taking 200 ms a send (a real provider is not instant).
// For each: POST /api/auth/parent-code's latency (it answers after at least 300 ms by design),
// how long after asking each code reached the provider, when the last one did, the send rate
// (first to last SMS), and the server's CPU in the round per code. Afterwards every login-code row
// in the outbox is counted by its state. A script, never a timed test: the numbers depend on the
// machine.
//   BENCH_DB=postgres|pglite   one database only
//   BENCH_PARENTS (per round), BENCH_SPREAD_SECONDS (the first round's), BENCH_CONCURRENCY,
//   BENCH_SMS_MS (the slow provider's answer time), BENCH_STUDENTS (more students seeded)
// This part alone, quickly:
//   BENCH_DB=pglite BENCH_PARENTS=100 BENCH_SPREAD_SECONDS=5 node --import tsx server/bench/parent-codes.ts
import { Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { freePort, startTempPostgres } from '../../tests/server/postgres';
import { startFakeProviders } from '../../tests/server/fake-messaging';
import { AUTH_PATHS, defaultTemplate } from '../../src/data/server';
import type { MessageTemplate } from '../../src/data/server';
import { seedDatabase } from '../data/portal-data';
import { openDatabase } from '../db/open';
import * as t from '../db/schema';
import { loopbackAddress, send } from './crowd';
import { student } from './fixtures';
import { cpuMsOf, memoryOf, startServerChild, stopChild } from './processes';
import type { BenchDatabase } from './processes';

const env = process.env;
const PARENTS = Number(env.BENCH_PARENTS || 1000);
const SPREAD_SECONDS = Number(env.BENCH_SPREAD_SECONDS || 60);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY || 50);
const SMS_MS = Number(env.BENCH_SMS_MS || 200);
/** The longest the bench waits for a round's last SMS after its last answer. */
const DRAIN_LIMIT_MS = 120_000;
const DLT_ID = '1107161234567890123';

type Round = { label: string; spreadSeconds: number; providerMs: number };
const ROUNDS: Round[] = [
  {
    label: `${PARENTS.toLocaleString('en-IN')} parents within ${SPREAD_SECONDS} s`,
    spreadSeconds: SPREAD_SECONDS,
    providerMs: 0,
  },
  { label: `${PARENTS.toLocaleString('en-IN')} at once`, spreadSeconds: 0, providerMs: 0 },
  {
    label: `${PARENTS.toLocaleString('en-IN')} at once, provider ${SMS_MS} ms a send`,
    spreadSeconds: 0,
    providerMs: SMS_MS,
  },
];
/** The rounds' parents are students 0 to 2,999; BENCH_STUDENTS seeds more (the institute's
 *  20,000, say: finding a mobile's children is one query on `students`). */
const STUDENTS = Math.max(PARENTS * ROUNDS.length, Number(env.BENCH_STUDENTS || 0));
/** The index-th student's guardian mobile (10 digits, from the fixture). */
const mobileOf = (index: number) => student(index).mobile;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};
const ms = (value: number) => Math.round(value).toLocaleString('en-IN');
const spread = (values: readonly number[]) =>
  `${ms(percentile(values, 0.5))} / ${ms(percentile(values, 0.95))} / ${ms(percentile(values, 0.99))} ms (max ${ms(Math.max(0, ...values))})`;

type Providers = Awaited<ReturnType<typeof startFakeProviders>>;

/** When each number's SMS reached the fake provider (Date.now()), and any that came twice. */
function arrivals(providers: Providers) {
  const first = new Map<string, number>();
  let repeated = 0;
  let wrongText = 0;
  for (const request of providers.requests) {
    const body = request.body as { sms?: Array<{ message: string; to: string[] }> } | undefined;
    for (const sms of body?.sms ?? []) {
      if (!/^\d{6} is your Sankalp portal sign-in code\./.test(sms.message)) wrongText += 1;
      for (const to of sms.to) {
        const mobile = to.replace(/^91/, '');
        if (first.has(mobile)) repeated += 1;
        else first.set(mobile, request.at);
      }
    }
  }
  return { first, repeated, wrongText };
}

/** One round: PARENTS parents from `firstIndex` on ask for a code; then the outbox drains. */
async function round(
  base: string,
  pid: number,
  providers: Providers,
  firstIndex: number,
  { spreadSeconds, providerMs }: Round,
) {
  providers.answerWith(() => ({
    status: 200,
    body: { type: 'success', message: 'queued' },
    delayMs: providerMs,
  }));
  const url = new URL(base);
  const headers = { 'content-type': 'application/json', origin: base };
  const gapMs = (spreadSeconds * 1000) / PARENTS;
  const latencies: number[] = [];
  const askedAt = new Map<string, number>();
  const answered: string[] = [];
  let tooMany = 0;
  let failures = 0;
  let next = 0;
  const cpuBefore = cpuMsOf(pid);
  const began = performance.now();
  const beganAt = Date.now();

  async function lane() {
    while (next < PARENTS) {
      const index = firstIndex + next;
      const wait = began + next * gapMs - performance.now();
      next += 1;
      if (wait > 0) await pause(wait);
      const mobile = mobileOf(index);
      // A parent's own connection from a loopback address no one else uses.
      const agent = new Agent({ keepAlive: false, localAddress: loopbackAddress(index) });
      askedAt.set(mobile, Date.now());
      const at = performance.now();
      try {
        const answer = await send(agent, url, headers, {
          method: 'POST',
          path: AUTH_PATHS.parentCode,
          body: JSON.stringify({ mobile }),
        });
        latencies.push(performance.now() - at);
        if (answer.status === 200) answered.push(mobile);
        else if (answer.status === 429) tooMany += 1;
        else failures += 1;
      } catch {
        failures += 1;
      } finally {
        agent.destroy();
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  const askingSeconds = (performance.now() - began) / 1000;
  const lastAnswerAt = Date.now();

  // The outbox: until every answered number's SMS has reached the provider, or the limit.
  let arrived = arrivals(providers);
  while (answered.some((mobile) => !arrived.first.has(mobile))) {
    if (Date.now() - lastAnswerAt > DRAIN_LIMIT_MS) break;
    await pause(20);
    arrived = arrivals(providers);
  }
  const cpuMs = cpuMsOf(pid) - cpuBefore;
  const sentAt = answered.flatMap((mobile) => {
    const at = arrived.first.get(mobile);
    return at === undefined ? [] : [at];
  });
  const waited = answered.flatMap((mobile) => {
    const at = arrived.first.get(mobile);
    return at === undefined ? [] : [at - askedAt.get(mobile)!];
  });
  const firstSms = Math.min(...sentAt);
  const lastSms = Math.max(...sentAt);
  return {
    answered: answered.length,
    tooMany,
    failures,
    askingSeconds,
    latencies,
    waited,
    delivered: sentAt.length,
    repeated: arrived.repeated,
    wrongText: arrived.wrongText,
    allSentSeconds: (lastSms - beganAt) / 1000,
    afterLastAskSeconds: (lastSms - Math.max(...askedAt.values())) / 1000,
    smsPerSecond: sentAt.length / Math.max(0.001, (lastSms - firstSms) / 1000),
    cpuMsPerCode: cpuMs / PARENTS,
  };
}

async function run(kind: 'postgres' | 'pglite') {
  const postgres = kind === 'postgres' ? await startTempPostgres() : undefined;
  const folder = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'sankalp-codes-')) : '';
  const database: BenchDatabase = postgres
    ? { url: postgres.url }
    : { dataDir: path.join(folder, 'db') };
  const open = () =>
    openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir: database.dataDir! });
  const providers = await startFakeProviders();
  try {
    // Seeded before the server starts (PGlite: one process per folder at a time).
    const seeding = await open();
    await seedDatabase(seeding.db, () => new Date(), {
      students: Array.from({ length: STUDENTS }, (_, index) => student(index)),
    });
    // The office has entered the login-code SMS's DLT template id (Messages → Templates).
    const template: MessageTemplate = {
      ...defaultTemplate('login-code', 'sms'),
      dltTemplateId: DLT_ID,
    };
    await seeding.db
      .insert(t.messageTemplates)
      .values({ template: template.template, channel: 'sms', doc: template });
    // Statistics, as an installation's tables have them (autovacuum's): without them PostgreSQL
    // misjudges the children query over 20,000 fresh rows and JIT-compiles it (~200 ms) each time.
    await seeding.db.execute(sql`analyze`);
    await seeding.close();

    const { child, base } = await startServerChild(database, await freePort(), {
      SMS_BASE_URL: providers.url,
      SMS_AUTH_KEY: 'bench-sms-key',
      SMS_SENDER_ID: 'SNKLPI',
    });
    const rounds: Array<Awaited<ReturnType<typeof round>>> = [];
    let memory: ReturnType<typeof memoryOf>;
    try {
      for (const [index, each] of ROUNDS.entries()) {
        rounds.push(await round(base, child.pid!, providers, index * PARENTS, each));
      }
      memory = memoryOf(child.pid!);
    } finally {
      await stopChild(child);
    }

    // Every login-code row in the outbox, by its state (all should be sent).
    const after = await open();
    const { rows } = (await after.db.execute(
      sql`select status, count(*)::int as count from outbox_messages
        where template = 'login-code' group by status order by status`,
    )) as { rows: Array<{ status: string; count: number }> };
    await after.close();
    return { kind, rounds, memory, outbox: rows };
  } finally {
    await providers.stop();
    postgres?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

const kinds = env.BENCH_DB ? [env.BENCH_DB as 'postgres'] : (['postgres', 'pglite'] as const);
const results: Array<Awaited<ReturnType<typeof run>>> = [];
for (const kind of kinds) results.push(await run(kind));

type Result = (typeof results)[number];
type RoundResult = Result['rounds'][number];
const row = (name: string, pick: (result: Result) => string) =>
  `| ${name} | ${results.map(pick).join(' | ')} |`;
const roundRows = (index: number) => {
  const of = (pick: (measured: RoundResult) => string) => (result: Result) =>
    pick(result.rounds[index]!);
  return [
    row(
      `**${ROUNDS[index]!.label}**: answered · 429 · failed`,
      of(
        (r) =>
          `${r.answered.toLocaleString('en-IN')} · ${r.tooMany} · ${r.failures} in ${r.askingSeconds.toFixed(1)} s`,
      ),
    ),
    row(
      '  asking for a code (p50 / p95 / p99)',
      of((r) => spread(r.latencies)),
    ),
    row(
      '  the SMS at the provider, after asking',
      of((r) => spread(r.waited)),
    ),
    row(
      '  the last SMS: after the first ask · after the last',
      of((r) => `${r.allSentSeconds.toFixed(1)} s · ${r.afterLastAskSeconds.toFixed(1)} s`),
    ),
    row(
      '  SMS sent · send rate (first to last)',
      of(
        (r) =>
          `${r.delivered.toLocaleString('en-IN')}${r.repeated ? ` (+${r.repeated} twice)` : ''}${r.wrongText ? ` (${r.wrongText} wrong text)` : ''} · ${r.smsPerSecond.toFixed(0)} SMS/s`,
      ),
    ),
    row(
      '  server CPU in the round, per code',
      of((r) => `${r.cpuMsPerCode.toFixed(1)} ms`),
    ),
  ];
};
console.log(
  [
    `\nNode ${process.version}; ${STUDENTS.toLocaleString('en-IN')} students, ${PARENTS.toLocaleString('en-IN')} parents a round, each from its own loopback address; at most ${CONCURRENCY} requests at once; the fake SMS provider on loopback; the outbox worker as the server runs it (polls every second, 50 a claim, 8 sends at once).`,
    '',
    `| Parents' sign-in codes | ${results.map((result) => result.kind).join(' | ')} |`,
    `|---|${results.map(() => '---').join('|')}|`,
    ...ROUNDS.flatMap((_, index) => roundRows(index)),
    row('Outbox login-code rows afterwards', (result) =>
      result.outbox.map(({ status, count }) => `${count} ${status}`).join(', '),
    ),
    row(
      'Server memory (peak / end)',
      (result) => `${result.memory.peakMb} / ${result.memory.nowMb} MB`,
    ),
  ].join('\n'),
);
