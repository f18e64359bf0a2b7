// Admissions at scale (issue 37), the fourth part of `npm run bench:server`, on PostgreSQL and on
// PGlite: 1,00,000 enquiries with a year of history (the 30,000 STSE registrants among them, each
// linked to its candidate), 10 counsellors across 3 branches (a fourth, just opened, has none),
// seeded as Enquiry documents (the seed validates them as a restore does, then inserts them in
// slices). About 30% are open, their next follow-ups from three days overdue to a fortnight
// ahead. Then, through the server's data layer in this process (the operations the routes call,
// without HTTP):
//   a counsellor's list, open, due first, page 1 of 50 (target p99 < 50 ms) · the office's same
//   list over every branch · the funnel of a branch over a year (< 1 s) · intake of one contact
//   (the dedupe and the insert, in its own transaction, as Add Enquiry): a new person, the same
//   person again (joins their open enquiry), a new person at a branch with no counsellor yet
//   (target p99 < 20 ms; each after 20 not counted), and 10 callers at once.
// Prints p50 / p95 / p99 in ms and each target's pass or fail. A script, never a timed test.
//   BENCH_DB=postgres|pglite   one database only
//   BENCH_ENQUIRIES, BENCH_ENQUIRY_ROUNDS (repetitions of each measure; the funnel's a tenth)
// This part alone, quickly:
//   BENCH_DB=pglite BENCH_ENQUIRIES=20000 BENCH_ENQUIRY_ROUNDS=50 node --import tsx server/bench/enquiries.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startTempPostgres } from '../../tests/server/postgres';
import type { AuditActor, Branch } from '../../src/data/server';
import type { Enquiry, NewContactInput } from '../../src/data/server-enquiries';
import type { DataContext } from '../data/context';
import { enquiryOperations } from '../data/enquiries';
import { intake } from '../data/enquiry-intake';
import { seedDatabase } from '../data/portal-data';
import { openDatabase } from '../db/open';
import * as t from '../db/schema';
import { CLASSES, candidate } from './fixtures';

const env = process.env;
const ENQUIRIES = Number(env.BENCH_ENQUIRIES || 100_000);
/** Three enquiries in ten are STSE registrants (candidates c0, c1, …). */
const STSE_SHARE = 3;
const CANDIDATES = Math.ceil(ENQUIRIES / 10) * STSE_SHARE;
const ROUNDS = Number(env.BENCH_ENQUIRY_ROUNDS || 300);
const FUNNEL_ROUNDS = Math.max(5, Math.round(ROUNDS / 10));
const WARM_UP = 20;
/** 10:00 in India, 30 Nov 2026; the history is the year before. */
const NOW = new Date('2026-11-30T04:30:00.000Z');
const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
const OWNER: AuditActor = { id: 'admin', name: 'Admin', role: 'admin' };
const BRANCHES = ['main', 'branch-1', 'branch-2'] as const;
/** Counsellor i works at branch i % 3: 4 at the first branch, 3 at each other. */
const COUNSELLORS = Array.from({ length: 10 }, (_, index) => ({
  id: `counsellor-${index}`,
  name: `Counsellor ${index}`,
  branch: BRANCHES[index % 3]!,
}));
const ofBranch = (branch: string) => COUNSELLORS.filter((each) => each.branch === branch);
const STAGES = ['new', 'contacted', 'counselling', 'applied'] as const;
const LOST_REASONS = ['Fees', 'Distance', 'Chose another institute', 'No response'];
const SOURCES = ['contact', 'walk-in', 'phone', 'school', 'import'] as const;
const OUTCOMES = ['called', 'no-answer', 'visited', 'sent-details'] as const;

/** A number in [0, 1) fixed by the enquiry and a salt (the same seed on every run). */
function chance(index: number, salt: number) {
  let x = (index + 1) * 0x9e3779b1 + salt * 0x85ebca6b;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return ((x ^ (x >>> 16)) >>> 0) / 4_294_967_296;
}
const iso = (ms: number) => new Date(ms).toISOString();

/** The index-th enquiry: created in order over the year, moved on, won, lost or still open. */
function enquiry(index: number): Enquiry {
  const branch = BRANCHES[index % 3]!;
  const team = ofBranch(branch);
  const counsellor =
    chance(index, 1) < 0.02 ? undefined : team[Math.floor(index / 3) % team.length]!;
  const created = NOW.getTime() - YEAR_MS + Math.floor((index * YEAR_MS) / ENQUIRIES);
  const stse = index % 10 < STSE_SHARE;
  const registrant = stse ? candidate(Math.floor(index / 10) * STSE_SHARE + (index % 10)) : null;
  const source = stse ? 'stse' : SOURCES[Math.floor(chance(index, 2) * SOURCES.length)]!;
  const mobile = registrant?.mobile ?? (chance(index, 3) < 0.05 ? '' : String(7e9 + index));
  const email =
    registrant?.email ?? (mobile === '' || chance(index, 4) < 0.5 ? `e${index}@example.com` : '');
  const by = source === 'contact' ? 'Website' : (counsellor?.name ?? 'Admin');
  const reached: Record<string, string> = { new: iso(created) };
  const events: Enquiry['events'] = [
    { at: iso(created), by, kind: 'created', source, stageId: 'new' },
  ];
  if (counsellor)
    events.push({ at: iso(created), by, kind: 'assigned', assigneeId: counsellor.id });
  const name = registrant?.name ?? `Enquirer ${index}`;
  const contacts: Enquiry['contacts'] = [
    { at: iso(created), source, name, mobile, email, message: '' },
  ];
  // One in ten called again within the hour: the same person, joined.
  if (chance(index, 11) < 0.1) {
    const again = iso(created + 3_600_000);
    contacts.push({ ...contacts[0]!, at: again, source: 'phone', message: 'Called again.' });
    events.push({ at: again, by: 'Admin', kind: 'joined', source: 'phone' });
  }
  // 30% open (at any stage before Admitted), 8% won, the rest lost after some stage.
  const fate = chance(index, 5);
  const open = fate < 0.3;
  const won = !open && fate < 0.38;
  const last = won ? STAGES.length - 1 : Math.floor(chance(index, 6) * STAGES.length);
  const who = counsellor?.name ?? 'Admin';
  let at = created + 3_600_000;
  let salt = 20;
  /** The next stage, a few days after the last (never after now), with the call before it. */
  const step = (stageId: string, extra: Partial<Enquiry['events'][number]> = {}) => {
    at = Math.min(NOW.getTime() - 60_000, at + (0.2 + chance(index, salt++) * 9) * DAY_MS);
    reached[stageId] = iso(at);
    const outcome = OUTCOMES[Math.floor(chance(index, salt++) * OUTCOMES.length)]!;
    events.push({ at: iso(at), by: who, kind: 'follow-up', outcome, note: 'Spoke to the parent.' });
    events.push({ at: iso(at), by: who, kind: 'stage', stageId, ...extra });
  };
  for (let stage = 1; stage <= last; stage += 1) {
    // One in five skips Counselling booked (a jump counts at every step before it).
    if (stage === 2 && stage < last && chance(index, 8) < 0.2) continue;
    step(STAGES[stage]!);
  }
  const lostReason = LOST_REASONS[Math.floor(chance(index, 9) * LOST_REASONS.length)]!;
  if (!open && !won) step('lost', { lostReason });
  if (won) {
    at = Math.min(NOW.getTime() - 60_000, at + 2 * DAY_MS);
    reached.admitted = iso(at);
    events.push({ at: iso(at), by: who, kind: 'admitted', stageId: 'admitted' });
  }
  const stageId = open ? STAGES[last]! : won ? 'admitted' : 'lost';
  // One in 250 of the open was merged by hand into the enquiry before it.
  const mergedInto = open && index % 250 === 249 ? `enq-${index - 1}` : undefined;
  const due = chance(index, 10);
  const nextFollowUpAt =
    open && !mergedInto && due < 0.85
      ? iso(NOW.getTime() + (-3 + (due / 0.85) * 17) * DAY_MS)
      : undefined;
  // Moving on from New is the first response.
  const firstResponseAt =
    last > 0 || !open ? events.find((e) => e.kind === 'stage')?.at : undefined;
  return {
    id: `enq-${index}`,
    ...(branch === 'main' ? {} : { branchId: branch }),
    name,
    mobile,
    email,
    currentClass:
      registrant?.currentClass ?? (chance(index, 12) < 0.1 ? null : CLASSES[index % 4]!),
    schoolName: registrant?.schoolName ?? `School ${index % 500}`,
    interest: stse ? '' : 'JEE Foundation',
    source,
    stageId,
    open: open && !mergedInto,
    ...(counsellor ? { assigneeId: counsellor.id } : {}),
    ...(nextFollowUpAt ? { nextFollowUpAt } : {}),
    ...(firstResponseAt ? { firstResponseAt } : {}),
    ...(stageId === 'lost' ? { lostReason } : {}),
    ...(registrant ? { candidateId: registrant.id } : {}),
    ...(won ? { studentId: `s-enq-${index}` } : {}),
    ...(mergedInto ? { mergedInto } : {}),
    createdAt: iso(created),
    updatedAt: iso(at),
    reached,
    contacts,
    events,
  };
}

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};
const figures = (values: readonly number[]) =>
  `${[0.5, 0.95, 0.99].map((share) => percentile(values, share).toFixed(1)).join(' / ')} ms (${values.length})`;

/** Each run's time in ms, one run after another, after `warmUp` runs not counted. */
async function repeated(times: number, work: (round: number) => Promise<unknown>, warmUp = 0) {
  const into: number[] = [];
  for (let round = 0; round < warmUp + times; round += 1) {
    const started = performance.now();
    await work(round);
    if (round >= warmUp) into.push(performance.now() - started);
  }
  return into;
}

async function seed(context: DataContext) {
  const branches: Branch[] = [
    { id: 'branch-1', code: 'BRA', name: 'Branch 1', address: '', active: true },
    { id: 'branch-2', code: 'BRB', name: 'Branch 2', address: '', active: true },
    // Opened this week: no counsellor and no enquiry yet.
    { id: 'branch-3', code: 'BRC', name: 'Branch 3', address: '', active: true },
  ];
  await seedDatabase(context.db, context.now, {
    stseCandidates: Array.from({ length: CANDIDATES }, (_, index) => candidate(index)),
    branches,
    enquiries: Array.from({ length: ENQUIRIES }, (_, index) => enquiry(index)),
  });
  await context.db.insert(t.users).values(
    COUNSELLORS.map(({ id, name }) => ({
      id,
      role: 'admin' as const,
      email: `${id}@example.com`,
      subjectId: null,
      name,
      passwordHash: null,
      createdAt: NOW.getTime() - YEAR_MS,
    })),
  );
  await context.db.insert(t.staff).values(
    COUNSELLORS.map(({ id, branch }) => ({
      userId: id,
      staffRole: 'counsellor' as const,
      active: true,
      branchIds: [branch],
      createdAt: NOW.getTime() - YEAR_MS,
    })),
  );
  // Statistics, as an installation's tables have them (autovacuum's).
  await context.db.execute(sql`analyze`);
}

/** One contact through intake in its own transaction, as Add Enquiry sends it. */
const intakeOne = (context: DataContext, contact: NewContactInput, at: number) =>
  context.db.transaction((tx) => intake(tx, [contact], OWNER.name, iso(at)));

const walkIn = (name: string, mobile: string, branch: string): NewContactInput => ({
  source: 'walk-in',
  name,
  mobile,
  email: '',
  currentClass: 11,
  schoolName: 'School 7',
  interest: 'JEE Foundation',
  message: '',
  ...(branch === 'main' ? {} : { branchId: branch }),
});

async function measureReads(context: DataContext) {
  let listed = 0;
  const list = await repeated(ROUNDS, async (round) => {
    const { total } = await enquiryOperations.listEnquiries(
      context,
      { status: 'open', page: 1, pageSize: 50 },
      { assigneeId: COUNSELLORS[round % COUNSELLORS.length]!.id },
    );
    listed = Math.max(listed, total);
  });
  const office = await repeated(Math.max(5, ROUNDS / 5), () =>
    enquiryOperations.listEnquiries(context, { status: 'open', page: 1, pageSize: 50 }),
  );
  let funnelTotal = 0;
  const funnel = await repeated(FUNNEL_ROUNDS, async (round) => {
    const branchId = BRANCHES[round % 3]!;
    const query = { from: '2025-12-01', to: '2026-11-30', branchId };
    funnelTotal = Math.max(
      funnelTotal,
      (await enquiryOperations.enquiryFunnel(context, query)).total,
    );
  });
  return { list, listed, office, funnel, funnelTotal };
}

async function measureIntake(context: DataContext) {
  // Each intake a minute after the last (the next counsellor in turn each time).
  let clock = NOW.getTime();
  const next = (contact: NewContactInput) => intakeOne(context, contact, (clock += 60_000));
  // Each kind's first WARM_UP are not counted: a fresh process's first intakes wait for
  // PGlite's WebAssembly to warm up (10 to 60 ms each, the very first 130 ms or more).
  let freshJoined = 0;
  const fresh = await repeated(
    ROUNDS,
    async (round) => {
      const branch = BRANCHES[round % 3]!;
      const [result] = await next(walkIn(`New Person ${round}`, String(6e9 + round), branch));
      if (result!.joined) freshJoined += 1;
    },
    WARM_UP,
  );
  // A new person at the branch opened this week (no counsellor: left unassigned).
  const newBranch = await repeated(
    Math.max(1, ROUNDS / 3),
    (round) => next(walkIn(`Newcomer ${round}`, String(6.5e9 + round), 'branch-3')),
    WARM_UP,
  );
  // The same person again: the mobile of a different open enquiry each time.
  const openOnes: Enquiry[] = [];
  for (let index = 0; openOnes.length < WARM_UP + ROUNDS && index < ENQUIRIES; index += 1) {
    const each = enquiry(index);
    if (each.open && each.mobile !== '') openOnes.push(each);
  }
  let againJoined = 0;
  const again = await repeated(
    openOnes.length - WARM_UP,
    async (round) => {
      const known = openOnes[round]!;
      const [result] = await next(walkIn(known.name, known.mobile, BRANCHES[round % 3]!));
      if (round >= WARM_UP && result!.joined && result!.enquiry.id === known.id) againJoined += 1;
    },
    WARM_UP,
  );
  // Ten callers at once (a school's desk and the Contact form): one intake at a time by design.
  const together: number[] = [];
  for (let round = 0; round < Math.max(1, ROUNDS / 10); round += 1) {
    clock += 60_000;
    await Promise.all(
      Array.from({ length: 10 }, async (_, caller) => {
        const mobile = String(5e9 + round * 10 + caller);
        const contact = walkIn(`Caller ${round}-${caller}`, mobile, BRANCHES[caller % 3]!);
        const started = performance.now();
        await intakeOne(context, contact, clock + caller);
        together.push(performance.now() - started);
      }),
    );
  }
  return { fresh, freshJoined, newBranch, again, againJoined, together };
}

async function run(kind: 'postgres' | 'pglite') {
  const postgres = kind === 'postgres' ? await startTempPostgres() : undefined;
  const folder = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'sankalp-enquiries-')) : '';
  try {
    const database = await openDatabase(
      postgres ? { databaseUrl: postgres.url } : { dataDir: path.join(folder, 'db') },
    );
    const context: DataContext = { db: database.db, actor: OWNER, now: () => NOW };
    const seedStarted = Date.now();
    await seed(context);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const reads = await measureReads(context);
    const intakes = await measureIntake(context);
    await database.close();
    return { kind, seedSeconds, ...reads, ...intakes };
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
/** A target met or missed, by the p99 (or the slowest, for the funnel's few runs). */
const verdict = (values: readonly number[], limitMs: number, share = 0.99) =>
  percentile(values, share) < limitMs ? 'pass' : '**FAIL**';
console.log(
  [
    `\nNode ${process.version}; ${ENQUIRIES.toLocaleString('en-IN')} enquiries over a year (${CANDIDATES.toLocaleString('en-IN')} STSE registrants), ${COUNSELLORS.length} counsellors in ${BRANCHES.length} branches (and a fourth, new, with none); ${ROUNDS} runs of each measure (the funnel ${FUNNEL_ROUNDS}; the intakes after ${WARM_UP} of each not counted); through the data layer in this process.`,
    '',
    `| Admissions (p50 / p95 / p99) | ${results.map((result) => result.kind).join(' | ')} |`,
    `|---|${results.map(() => '---').join('|')}|`,
    row('Seeded', (r) => `${r.seedSeconds.toFixed(0)} s`),
    row(
      'A counsellor’s list, open, due first, page 1 of 50 (p99 < 50 ms)',
      (r) =>
        `${figures(r.list)} · ${r.listed.toLocaleString('en-IN')} open at most · ${verdict(r.list, 50)}`,
    ),
    row('The office’s open list, every branch, page 1', (r) => figures(r.office)),
    row(
      'The funnel of a branch over a year (< 1 s)',
      (r) =>
        `${figures(r.funnel)} · ${r.funnelTotal.toLocaleString('en-IN')} enquiries at most · ${verdict(r.funnel, 1000, 1)}`,
    ),
    row(
      'Intake, a new person: dedupe + insert (p99 < 20 ms)',
      (r) => `${figures(r.fresh)} · ${r.freshJoined} joined · ${verdict(r.fresh, 20)}`,
    ),
    row('Intake, a new person at a branch with no counsellor yet (p99 < 20 ms)', (r) =>
      [figures(r.newBranch), verdict(r.newBranch, 20)].join(' · '),
    ),
    row(
      'Intake, the same mobile again: joins the open enquiry (p99 < 20 ms)',
      (r) =>
        `${figures(r.again)} · ${r.againJoined}/${r.again.length} joined their own · ${verdict(r.again, 20)}`,
    ),
    row('Intake, 10 callers at once (one intake at a time)', (r) => figures(r.together)),
  ].join('\n'),
);
