// `npm run bench:exam`: STSE online at exam scale, on loopback, with the server as its own process.
// 5,000 candidates (each its own loopback address) sign in and start within 60 s; each then saves
// an answer every 15 s for 3 minutes (about 333 saves a second); then all submit within 60 s.
// Prints start (sign-in + paper), save and submit latency (median / p99), every acknowledged save
// checked against the database (lost: an acknowledged save whose question holds an older one),
// scoring all the attempts, and re-scoring them after a key change (every candidate's marks
// change), and the server's peak memory. Runs on PostgreSQL and on PGlite; then two servers on
// one PostgreSQL, one killed with SIGKILL half-way through the saves: its candidates move to the
// other server and send again what was not acknowledged.
//   BENCH_DB=postgres|pglite          one database only (the two-server run needs postgres)
//   BENCH_TAKERS (5000) · BENCH_START_SECONDS (60) · BENCH_SAVE_SECONDS (180)
//   BENCH_SAVE_EVERY (15) · BENCH_SUBMIT_SECONDS (60) · BENCH_QUESTIONS (60)
//   BENCH_KILL=0                      skip the two-server run
// A quick run: BENCH_DB=pglite BENCH_TAKERS=200 BENCH_START_SECONDS=5 BENCH_SAVE_SECONDS=10
//   BENCH_SAVE_EVERY=2 BENCH_SUBMIT_SECONDS=5 BENCH_KILL=0 npm run bench:exam
// A script, never a timed test: the numbers depend on the machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { freePort, startTempPostgres } from '../../tests/server/postgres';
import { DEFAULT_SETTINGS } from '../../src/data/server';
import { DEFAULT_MARKING, ONLINE_CENTRE, maxMarksOf } from '../../src/data/server-exams';
import type { Candidate } from '../../src/data/server';
import type { ExamTest, Question } from '../../src/data/server-exams';
import { scoreFinishedAttempts } from '../data/exam-scoring';
import { seedDatabase } from '../data/portal-data';
import { openDatabase } from '../db/open';
import * as t from '../db/schema';
import { Taker } from './exam-takers';
import type { Timings } from './exam-takers';
import { candidate } from './fixtures';
import { memoryOf, startServerChild, stopChild } from './processes';
import type { BenchDatabase } from './processes';

const env = process.env;
const TAKERS = Number(env.BENCH_TAKERS || 5000);
const START_SECONDS = Number(env.BENCH_START_SECONDS || 60);
const SAVE_SECONDS = Number(env.BENCH_SAVE_SECONDS || 180);
const SAVE_EVERY = Number(env.BENCH_SAVE_EVERY || 15);
const SUBMIT_SECONDS = Number(env.BENCH_SUBMIT_SECONDS || 60);
const QUESTIONS = Number(env.BENCH_QUESTIONS || 60);
const TEST_ID = 'bench-test';
const at = new Date().toISOString();

/** A paper like JEE Main's: single correct, multiple correct and numerical, in three sections. */
function benchTest(): ExamTest {
  const questions: Question[] = Array.from({ length: QUESTIONS }, (_, index) => {
    const kind = index % 6 === 4 ? 'multiple' : index % 6 === 5 ? 'numerical' : 'single';
    return {
      id: `bq${index}`,
      kind,
      subject: ['Mental Ability', 'Science', 'Mathematics'][index % 3]!,
      topic: '',
      difficulty: 'medium',
      text: {
        en: `Question ${index + 1}: what is $x^2$ when $x = ${index}$?`,
        hi: `प्रश्न ${index + 1}`,
      },
      options: kind === 'numerical' ? [] : ['A', 'B', 'C', 'D'].map((en) => ({ en, hi: en })),
      correctOptions: kind === 'numerical' ? [] : kind === 'multiple' ? [0, 2] : [index % 4],
      ...(kind === 'numerical' ? { numericalAnswer: { value: index % 20, tolerance: 0 } } : {}),
      explanation: '',
      createdAt: at,
      updatedAt: at,
    };
  });
  const sections = ['Mental Ability', 'Science', 'Mathematics'].map((name, part) => ({
    id: `s${part}`,
    name,
    questionIds: questions.filter((_, index) => index % 3 === part).map((q) => q.id),
    marking: DEFAULT_MARKING,
  }));
  return {
    id: TEST_ID,
    title: 'STSE 2026 online, class 10',
    audience: { kind: 'stse', currentClass: 10 },
    sections,
    durationMinutes: 120,
    opensAt: new Date(Date.now() - 3_600_000).toISOString(),
    closesAt: new Date(Date.now() + 3_600_000).toISOString(),
    languages: ['en', 'hi'],
    shuffleQuestions: true,
    shuffleOptions: true,
    instructions: 'The benchmark’s test.',
    status: 'published',
    frozen: questions,
    keyStage: 'hidden',
    keyChanges: {},
    createdAt: at,
    updatedAt: at,
  };
}

const onlineCandidate = (index: number): Candidate => {
  const { marks: _marks, absent: _absent, ...rest } = candidate(index);
  return { ...rest, currentClass: 10, examCenter: ONLINE_CENTRE };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
};
const latency = (values: readonly number[]) =>
  `${values.length.toLocaleString('en-IN')} · ${percentile(values, 0.5).toFixed(1)} / ${percentile(values, 0.99).toFixed(1)} ms`;

/** Every taker starts at its moment of the window, then saves on its beat, then submits. */
async function drive(takers: Taker[], onHalfway: () => Promise<void>) {
  const began = performance.now();
  const waitUntil = (seconds: number) =>
    pause(Math.max(0, began + seconds * 1000 - performance.now()));
  const saveFrom = START_SECONDS;
  const submitFrom = START_SECONDS + SAVE_SECONDS;
  const halfway = waitUntil(saveFrom + SAVE_SECONDS / 2).then(onHalfway);
  let saves = 0;
  await Promise.all(
    takers.map(async (taker, index) => {
      const share = index / takers.length;
      await waitUntil(share * START_SECONDS);
      await taker.start();
      for (let beat = share * SAVE_EVERY; beat < SAVE_SECONDS; beat += SAVE_EVERY) {
        await waitUntil(saveFrom + beat);
        await taker.save();
        saves += 1;
      }
      await waitUntil(submitFrom + share * SUBMIT_SECONDS);
      await taker.submit();
    }),
  );
  await halfway;
  return { saves, seconds: (performance.now() - began) / 1000 };
}

async function run(kind: 'postgres' | 'pglite', servers: number, kill: boolean) {
  const postgres = kind === 'postgres' ? await startTempPostgres() : undefined;
  const folder = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'sankalp-exam-')) : '';
  const database: BenchDatabase = postgres
    ? { url: postgres.url }
    : { dataDir: path.join(folder, 'db') };
  const open = () =>
    openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir: database.dataDir });
  try {
    const test = benchTest();
    const seeding = await open();
    await seedDatabase(seeding.db, () => new Date(), {
      stseCandidates: Array.from({ length: TAKERS }, (_, index) => onlineCandidate(index)),
      settings: {
        ...DEFAULT_SETTINGS,
        stse: {
          ...DEFAULT_SETTINGS.stse,
          maxMarks: maxMarksOf(test),
          examCenters: [ONLINE_CENTRE],
        },
      },
    });
    await seeding.db
      .insert(t.examTests)
      .values({ id: test.id, status: 'published', updatedAt: Date.now(), doc: test });
    await seeding.close();

    const children: Array<Awaited<ReturnType<typeof startServerChild>>> = [];
    for (let i = 0; i < servers; i += 1)
      children.push(await startServerChild(database, await freePort()));
    const timings: Timings = { start: [], save: [], submit: [] };
    const takers = Array.from(
      { length: TAKERS },
      (_, index) =>
        new Taker(
          index,
          children.map((child) => child.base),
          TEST_ID,
          timings,
        ),
    );
    let killedAt: string | undefined;
    const driven = await drive(takers, async () => {
      if (!kill) return;
      children[0]!.child.kill('SIGKILL');
      killedAt = `${(START_SECONDS + SAVE_SECONDS / 2).toFixed(0)} s`;
    });
    const memory = children.map(({ child }) =>
      child.exitCode === null && child.signalCode === null ? memoryOf(child.pid!) : undefined,
    );
    for (const { child } of children) await stopChild(child);
    takers.forEach((taker) => taker.close());

    // Every acknowledged save against the database, then scoring measured in this process.
    const checking = await open();
    try {
      const rows = (
        (await checking.db.execute(
          sql`select attempt_id as "attemptId", question_id as "questionId", seq from exam_responses`,
        )) as { rows: Array<{ attemptId: string; questionId: string; seq: number }> }
      ).rows;
      const stored = new Map(rows.map((row) => [`${row.attemptId}:${row.questionId}`, row.seq]));
      let acknowledged = 0;
      let lost = 0;
      for (const taker of takers) {
        for (const save of taker.acknowledged.values()) {
          acknowledged += 1;
          if ((stored.get(`${taker.attemptId}:${save.questionId}`) ?? 0) < save.seq) lost += 1;
        }
      }
      const statuses = (
        (await checking.db.execute(
          sql`select status, count(*)::int as n from exam_attempts group by status order by status`,
        )) as { rows: Array<{ status: string; n: number }> }
      ).rows;
      const context = {
        db: checking.db,
        actor: { id: 'bench', name: 'Bench', role: 'admin' as const },
        now: () => new Date(),
      };
      const timed = async (keyed: ExamTest) => {
        const began = performance.now();
        const scored = await checking.db.transaction((tx) =>
          scoreFinishedAttempts(context, tx, keyed),
        );
        return { scored, ms: Math.round(performance.now() - began) };
      };
      const scoring = await timed(test);
      // A challenge accepted: the first question dropped, so every candidate's marks change.
      const rescoring = await timed({ ...test, keyChanges: { bq0: { kind: 'dropped' } } });
      return {
        database: kind,
        servers,
        killedAt,
        seconds: Math.round(driven.seconds),
        timings,
        saveRate: Math.round(timings.save.length / SAVE_SECONDS),
        acknowledged,
        lost,
        statuses: statuses.map(({ status, n }) => `${n} ${status}`).join(', '),
        failures: takers.reduce((sum, taker) => sum + taker.failures, 0),
        refused: takers.reduce((sum, taker) => sum + taker.refused, 0),
        resent: takers.reduce((sum, taker) => sum + taker.resent, 0),
        moved: takers.filter((taker) => taker.moved > 0).length,
        scoring,
        rescoring,
        memory: memory.map((figure) => (figure ? `${figure.peakMb} MB` : 'killed')).join(' / '),
      };
    } finally {
      await checking.close();
    }
  } finally {
    postgres?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

const runs: Array<['postgres' | 'pglite', number, boolean]> = [];
if (env.BENCH_DB !== 'pglite') runs.push(['postgres', 1, false]);
if (env.BENCH_DB !== 'postgres') runs.push(['pglite', 1, false]);
if (env.BENCH_DB !== 'pglite' && env.BENCH_KILL !== '0') runs.push(['postgres', 2, true]);
const results: Array<Awaited<ReturnType<typeof run>>> = [];
for (const [kind, servers, kill] of runs) results.push(await run(kind, servers, kill));

type Result = (typeof results)[number];
const row = (name: string, pick: (result: Result) => string) =>
  `| ${name} | ${results.map(pick).join(' | ')} |`;
console.log(
  [
    `Node ${process.version}; ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB; ${TAKERS.toLocaleString('en-IN')} candidates start within ${START_SECONDS} s, each saves an answer every ${SAVE_EVERY} s for ${SAVE_SECONDS} s, then all submit within ${SUBMIT_SECONDS} s; ${QUESTIONS} questions; count · median / p99.`,
    '',
    `| | ${results.map((r) => `${r.database}, ${r.servers === 1 ? 'one server' : `${r.servers} servers, one killed at ${r.killedAt}`}`).join(' | ')} |`,
    `|---|${results.map(() => '---').join('|')}|`,
    row('Start (sign-in + paper)', (r) => latency(r.timings.start)),
    row('Save', (r) => `${latency(r.timings.save)} · ${r.saveRate} saves/s`),
    row('Submit (scored in the database)', (r) => latency(r.timings.submit)),
    row('Acknowledged saves lost', (r) => `${r.lost} of ${r.acknowledged.toLocaleString('en-IN')}`),
    row('Attempts', (r) => r.statuses),
    row('Requests failed / refused', (r) => `${r.failures} / ${r.refused}`),
    row('Saves re-sent · candidates moved server', (r) => `${r.resent} · ${r.moved}`),
    row(
      'Scoring every attempt',
      (r) => `${r.scoring.scored.toLocaleString('en-IN')} in ${r.scoring.ms} ms`,
    ),
    row('Re-scoring after a dropped question (marks change)', (r) => `${r.rescoring.ms} ms`),
    row('Server peak memory', (r) => r.memory),
    row('Whole run', (r) => `${r.seconds} s`),
  ].join('\n'),
);
