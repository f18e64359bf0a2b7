// @vitest-environment node
// The online tests' clock (server/data/exam-clock.ts) on a fake clock: the time-out sweep leaves an
// attempt alone until its deadline plus the grace, then times it out at its deadline and scores it
// (the STSE marks set once, even when two sweeps run at once); the monitor's tick adds the saves
// accepted since the last tick to the test's minute.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ExamRefusedError } from '@/data';
import { recordSaveCounts, sweepTimedOutAttempts } from '../../../server/data/exam-clock';
import { createPortalData, seedDatabase } from '../../../server/data/portal-data';
import { openDatabase } from '../../../server/db/open';
import type { Database } from '../../../server/db/open';
import {
  batch,
  credentials,
  examSeed,
  onlineCandidate,
  save,
} from '../contract/exam-taking-contract';
import { START, createClock, storedCandidate } from '../contract/fixtures';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => database.close());

const second = storedCandidate('STSE0004', { examCenter: 'Online', dateOfBirth: '2010-06-01' });

async function setup() {
  const clock = createClock();
  // The saves an earlier test left uncounted are counted before the tables are emptied.
  await recordSaveCounts(createPortalData({ db: database.db, now: clock.now }).context);
  const seed = examSeed();
  await seedDatabase(database.db, clock.now, {
    ...seed,
    stseCandidates: [...(seed.stseCandidates ?? []), second],
  });
  return { clock, data: createPortalData({ db: database.db, now: clock.now }) };
}

const rows = async <Row>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as { rows: Row[] }).rows;

test('an attempt past its deadline and grace is timed out at its deadline and scored once, however many sweeps run', async () => {
  const { clock, data } = await setup();
  const first = await data.startExam('test-stse', credentials);
  const other = await data.startExam('test-stse', {
    rollNo: 'STSE0004',
    dateOfBirth: '2010-06-01',
  });
  // Right single (+4), a wrong multiple (−2), right numerical (+4): 6.
  await data.saveExamResponses(
    first.attemptId,
    first.token,
    batch([save(1, 'q-single', [1]), save(2, 'q-multiple', [1]), save(3, 'q-numerical', '2.5')]),
  );
  clock.advanceMinutes(60);
  clock.advanceSeconds(10);
  expect(await sweepTimedOutAttempts(data.context)).toBe(0);
  clock.advanceSeconds(1);
  const swept = await Promise.all([
    sweepTimedOutAttempts(data.context),
    sweepTimedOutAttempts(data.context),
  ]);
  expect(swept[0] + swept[1]).toBe(2);

  const attempts = await rows<{
    id: string;
    status: string;
    submittedAt: number;
    answered: number;
    total: number;
  }>(
    sql`select id, status, submitted_at::float8 as "submittedAt", answered,
          (score->>'total')::float8 as total
        from exam_attempts order by answered desc`,
  );
  const deadline = START.getTime() + 60 * 60_000;
  expect(attempts).toEqual([
    { id: first.attemptId, status: 'timed-out', submittedAt: deadline, answered: 3, total: 6 },
    { id: other.attemptId, status: 'timed-out', submittedAt: deadline, answered: 0, total: 0 },
  ]);
  expect((await data.getCandidate(onlineCandidate.id))?.marks).toBe(6);
  const entries = await rows<{ count: number }>(
    sql`select count(*)::int as count from audit_log where entity_id = ${onlineCandidate.id}`,
  );
  expect(entries).toEqual([{ count: 1 }]);

  const late = await data
    .saveExamResponses(first.attemptId, first.token, batch([save(4, 'q-single', [0])]))
    .catch((error: unknown) => error);
  expect(late).toBeInstanceOf(ExamRefusedError);
  expect((late as ExamRefusedError).reason).toBe('submitted');
  expect(await sweepTimedOutAttempts(data.context)).toBe(0);
});

test('the tick adds the saves since the last one to the test’s minute, and says when there were none', async () => {
  const { clock, data } = await setup();
  const session = await data.startExam('test-stse', credentials);
  await data.saveExamResponses(session.attemptId, session.token, batch([save(1, 'q-single', [1])]));
  await data.saveExamResponses(
    session.attemptId,
    session.token,
    batch([save(2, 'q-single', [2]), save(3, 'q-numerical', '1')]),
  );
  // A refused save is not counted.
  await data
    .saveExamResponses(session.attemptId, 'another', batch([save(4, 'q-single', [3])]))
    .catch(() => {});
  expect(await recordSaveCounts(data.context)).toBe(true);
  expect(await recordSaveCounts(data.context)).toBe(false);
  await data.saveExamResponses(session.attemptId, session.token, batch([save(5, 'q-single', [0])]));
  expect(await recordSaveCounts(data.context)).toBe(true);
  clock.advanceMinutes(1);
  await data.saveExamResponses(session.attemptId, session.token, batch([save(6, 'q-single', [1])]));
  expect(await recordSaveCounts(data.context)).toBe(true);
  const minute = Math.floor(START.getTime() / 60_000) * 60_000;
  expect(
    await rows(sql`select test_id as "testId", minute::float8 as minute, saves
      from exam_save_minutes order by minute`),
  ).toEqual([
    { testId: 'test-stse', minute, saves: 4 },
    { testId: 'test-stse', minute: minute + 60_000, saves: 1 },
  ]);
});
