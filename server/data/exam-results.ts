// Online tests on the server, after the test: the live monitor (a few indexed aggregates), the
// answer key and its challenges (each change re-scores every finished attempt in one pass, with
// STSE marks, through exam-scoring.ts), a taker's response sheet and a student's results. The
// decisions are the shared ones (src/data/operations/exam-results.ts and exams.ts).
import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import {
  DataValidationError,
  NotFoundError,
  edited,
  lookedUpCandidate,
  newId,
  rollNoKey,
} from '../../src/data/server';
import {
  CHALLENGE_TWICE_MESSAGE,
  EXAM_LIMITS,
  MONITOR_ATTEMPTS,
  ONLINE_CENTRE,
  checkedChallenge,
  checkedDecision,
  decidedChallenges,
  keyChangeAudit,
  keyPublished,
  monitorMinutes,
  newChallenge,
  refuseExam,
  responseSheet,
  savesPerMinuteOf,
  scoreAttempt,
  testSeriesResult,
  withDecision,
  withKeyPublished,
} from '../../src/data/server-exams';
import type {
  ChallengeDecision,
  ExamChallenge,
  ExamCredentials,
  ExamMonitor,
  ExamTaker,
  ExamTest,
  ResponseSheet,
  SavedResponse,
  TestSeriesResult,
} from '../../src/data/server-exams';
import * as t from '../db/schema';
import { audit, docs, firstRow, tidyMarkCounts, violates } from './context';
import type { DataContext, Runner, Tx } from './context';
import { attemptFromRow, challengeRow, examTestRow } from './exam-rows';
import { scoreFinishedAttempts } from './exam-scoring';

async function readTest(
  runner: Runner,
  testId: string,
  lock?: 'update' | 'share',
): Promise<ExamTest> {
  const query = runner
    .select({ doc: t.examTests.doc })
    .from(t.examTests)
    .where(eq(t.examTests.id, testId));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw new NotFoundError('test', testId);
  return row.doc;
}

async function writeTest(tx: Tx, test: ExamTest) {
  await tx.update(t.examTests).set(examTestRow(test)).where(eq(t.examTests.id, test.id));
}

/** How many may take the test: the class's candidates at the Online centre, or its students. */
async function eligibleCount({ db }: DataContext, test: ExamTest): Promise<number> {
  const { audience } = test;
  const row =
    audience.kind === 'stse'
      ? await firstRow<{ count: number }>(
          db.execute(sql`select count(*)::int as count from ${t.candidates}
            where current_class = ${audience.currentClass} and exam_center = ${ONLINE_CENTRE}`),
        )
      : await firstRow<{ count: number }>(
          db.execute(sql`select count(*)::int as count from ${t.students}
            where current_class = ${audience.currentClass} and doc->>'stream' = ${audience.stream}`),
        );
  return row.count;
}

async function getExamMonitor(context: DataContext, testId: string): Promise<ExamMonitor> {
  const { db } = context;
  const test = await readTest(db, testId);
  const now = context.now();
  const [eligible, counts, minutes, recent] = await Promise.all([
    eligibleCount(context, test),
    firstRow<{ started: number; inProgress: number; lastSeen: string | null }>(
      db.execute(sql`select count(*)::int as started,
          (count(*) filter (where status = 'in-progress'))::int as "inProgress",
          max(last_seen_at)::text as "lastSeen"
        from ${t.examAttempts} where test_id = ${testId}`),
    ),
    db
      .select({ minute: t.examSaveMinutes.minute, saves: t.examSaveMinutes.saves })
      .from(t.examSaveMinutes)
      .where(
        and(
          eq(t.examSaveMinutes.testId, testId),
          sql`${t.examSaveMinutes.minute} >= ${monitorMinutes(now)[0]!}`,
        ),
      ),
    db
      .select()
      .from(t.examAttempts)
      .where(eq(t.examAttempts.testId, testId))
      .orderBy(desc(t.examAttempts.lastSeenAt))
      .limit(MONITOR_ATTEMPTS),
  ]);
  return {
    testId,
    eligible,
    started: counts.started,
    inProgress: counts.inProgress,
    submitted: counts.started - counts.inProgress,
    ...(counts.lastSeen === null
      ? {}
      : { lastSeenAt: new Date(Number(counts.lastSeen)).toISOString() }),
    savesPerMinute: savesPerMinuteOf(now, minutes),
    attempts: recent.map(attemptFromRow),
  };
}

/** What may hold the key back: open challenges, and attempts still being written. */
async function keyBlockers(runner: Runner, testId: string, now: Date) {
  return firstRow<{ openChallenges: number; runningAttempts: number }>(
    runner.execute(sql`select
        (select count(*)::int from ${t.examChallenges}
          where test_id = ${testId} and status = 'open') as "openChallenges",
        (select count(*)::int from ${t.examAttempts}
          where test_id = ${testId} and status = 'in-progress'
            and deadline + ${EXAM_LIMITS.graceSeconds * 1000} >= ${now.getTime()}) as "runningAttempts"`),
  );
}

async function publishExamKey(
  context: DataContext,
  testId: string,
  stage: 'provisional' | 'final',
  challengesCloseAt?: string,
): Promise<ExamTest> {
  // Read and checked under the row's lock, so two admins' clicks publish once each, in turn.
  let published: ExamTest | undefined;
  const needsScoring = await context.db.transaction(async (tx) => {
    const before = await readTest(tx, testId, 'update');
    const now = context.now();
    const after = withKeyPublished(
      before,
      stage,
      challengesCloseAt,
      await keyBlockers(tx, testId, now),
      now,
    );
    await writeTest(tx, after);
    await audit(context, tx, [keyChangeAudit(before, after)]);
    await scoreFinishedAttempts(context, tx, after);
    published = after;
    return after.audience.kind === 'stse';
  });
  if (needsScoring) await tidyMarkCounts(context.db);
  return published!;
}

async function listExamChallenges({ db }: DataContext, testId: string): Promise<ExamChallenge[]> {
  await readTest(db, testId);
  return docs(
    await db
      .select({ doc: t.examChallenges.doc })
      .from(t.examChallenges)
      .where(eq(t.examChallenges.testId, testId))
      .orderBy(desc(t.examChallenges.createdAt), desc(t.examChallenges.id)),
  );
}

async function decideExamChallenge(
  context: DataContext,
  id: string,
  decision: ChallengeDecision,
): Promise<ExamChallenge> {
  let result: ExamChallenge | undefined;
  let rescoredStse = false;
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ doc: t.examChallenges.doc })
      .from(t.examChallenges)
      .where(eq(t.examChallenges.id, id))
      .for('update');
    if (!row) throw new NotFoundError('challenge', id);
    const challenge = row.doc;
    const before = await readTest(tx, challenge.testId, 'update');
    const checked = checkedDecision(before, challenge, decision);
    const now = context.now();
    const open = docs(
      await tx
        .select({ doc: t.examChallenges.doc })
        .from(t.examChallenges)
        .where(
          and(
            eq(t.examChallenges.testId, challenge.testId),
            eq(t.examChallenges.questionId, challenge.questionId),
            eq(t.examChallenges.status, 'open'),
          ),
        )
        .for('update'),
    );
    const settled = decidedChallenges(challenge, open, checked, now);
    const beforeById = new Map([challenge, ...open].map((item) => [item.id, item]));
    await tx.execute(
      sql`update ${t.examChallenges} c set status = v.status, doc = v.doc
          from jsonb_to_recordset(${JSON.stringify(settled.map((item) => ({ id: item.id, status: item.status, doc: challengeRow(item).doc })))}::jsonb)
            as v(id text, status text, doc jsonb)
          where c.id = v.id`,
    );
    const challengeAudit = settled.map((after) =>
      edited('examChallenge', beforeById.get(after.id)!, after),
    );
    result = settled[0]!;
    if (checked.outcome === 'reject') {
      await audit(context, tx, challengeAudit);
      return;
    }
    const after = withDecision(before, checked, challenge.questionId, now);
    await writeTest(tx, after);
    await audit(context, tx, [keyChangeAudit(before, after), ...challengeAudit]);
    await scoreFinishedAttempts(context, tx, after);
    rescoredStse = after.audience.kind === 'stse';
  });
  if (rescoredStse) await tidyMarkCounts(context.db);
  return result!;
}

/**
 * Who is asking: the signed-in student (the policy dropped any credentials), or the candidate
 * whose roll number and date of birth these are; anyone else is not one of the test's takers.
 */
async function takerOf(
  { db, actor }: DataContext,
  credentials: ExamCredentials | undefined,
): Promise<ExamTaker> {
  if (actor.role === 'student') return { kind: 'student', id: actor.id, name: actor.name };
  const wanted = credentials ? rollNoKey(credentials.rollNo) : '';
  if (!credentials || wanted === '') refuseExam('not-eligible');
  const [row] = await db
    .select({ doc: t.candidates.doc })
    .from(t.candidates)
    .where(eq(t.candidates.rollKey, wanted))
    .limit(1);
  const candidate = lookedUpCandidate(row?.doc, credentials);
  if (!candidate) refuseExam('not-eligible');
  return { kind: 'candidate', id: candidate.id, rollNo: candidate.rollNo, name: candidate.name };
}

/** The taker's finished attempt of the test (id and stored score), or a refusal. */
async function finishedAttempt(runner: Runner, testId: string, takerId: string) {
  const [row] = await runner
    .select({ id: t.examAttempts.id, status: t.examAttempts.status, score: t.examAttempts.score })
    .from(t.examAttempts)
    .where(and(eq(t.examAttempts.testId, testId), eq(t.examAttempts.takerId, takerId)));
  if (!row || row.status === 'in-progress') refuseExam('not-started');
  return row;
}

async function responsesOf(runner: Runner, attemptId: string): Promise<SavedResponse[]> {
  // Raw, not through Drizzle's jsonb column: Drizzle parses a jsonb string a second time, so a
  // typed numerical answer "9.8" would come back as the number 9.8 (and score as unanswered).
  const { rows } = (await runner.execute(
    sql`select seq, question_id as "questionId", answer, marked_for_review as "markedForReview",
          time_ms as "timeMs"
        from ${t.examResponses} where attempt_id = ${attemptId}`,
  )) as {
    rows: Array<Omit<SavedResponse, 'markedForReview'> & { markedForReview: number }>;
  };
  return rows.map((row) => ({ ...row, markedForReview: row.markedForReview === 1 }));
}

async function getResponseSheet(
  context: DataContext,
  testId: string,
  credentials?: ExamCredentials,
): Promise<ResponseSheet> {
  const taker = await takerOf(context, credentials);
  const { db } = context;
  const test = await readTest(db, testId);
  if (!keyPublished(test)) refuseExam('no-key');
  const attempt = await finishedAttempt(db, testId, taker.id);
  const [responses, challenges] = await Promise.all([
    responsesOf(db, attempt.id),
    db
      .select({ doc: t.examChallenges.doc })
      .from(t.examChallenges)
      .where(and(eq(t.examChallenges.testId, testId), eq(t.examChallenges.takerId, taker.id))),
  ]);
  const score =
    attempt.score ??
    scoreAttempt(
      test,
      new Map(responses.map((response) => [response.questionId, response.answer])),
    );
  return responseSheet(test, score, responses, docs(challenges));
}

async function challengeQuestion(
  context: DataContext,
  testId: string,
  credentials: ExamCredentials | undefined,
  questionId: string,
  reason: string,
): Promise<ExamChallenge> {
  const taker = await takerOf(context, credentials);
  try {
    // Under a shared lock on the test: a final key being published waits for this challenge,
    // or this challenge waits for it and is then refused, so none is left open under a final key.
    return await context.db.transaction(async (tx) => {
      const test = await readTest(tx, testId, 'share');
      const now = context.now();
      const checkedReason = checkedChallenge(test, questionId, reason, now);
      await finishedAttempt(tx, testId, taker.id);
      const challenge = newChallenge(test, taker, questionId, checkedReason, newId(), now);
      await tx.insert(t.examChallenges).values(challengeRow(challenge));
      return challenge;
    });
  } catch (error) {
    if (violates(error, 'exam_challenges_taker')) {
      throw new DataValidationError('challenge', [
        { path: 'questionId', message: CHALLENGE_TWICE_MESSAGE },
      ]);
    }
    throw error;
  }
}

async function myTestSeriesResults(
  { db }: DataContext,
  studentId?: string,
): Promise<TestSeriesResult[]> {
  if (studentId === undefined) return [];
  const mine = await db
    .select({ attempt: t.examAttempts, test: t.examTests.doc })
    .from(t.examAttempts)
    .innerJoin(t.examTests, eq(t.examTests.id, t.examAttempts.testId))
    .where(
      and(
        eq(t.examAttempts.takerId, studentId),
        ne(t.examAttempts.status, 'in-progress'),
        sql`${t.examTests.doc}->'audience'->>'kind' = 'students'`,
        sql`${t.examTests.doc}->>'keyStage' <> 'hidden'`,
      ),
    )
    .orderBy(desc(t.examAttempts.submittedAt));
  if (mine.length === 0) return [];
  const totals = await db
    .select({
      testId: t.examAttempts.testId,
      attemptId: t.examAttempts.id,
      total: sql<number>`(${t.examAttempts.score}->>'total')::float8`,
    })
    .from(t.examAttempts)
    .where(
      and(
        inArray(
          t.examAttempts.testId,
          mine.map(({ attempt }) => attempt.testId),
        ),
        isNotNull(t.examAttempts.score),
      ),
    );
  return Promise.all(
    mine.map(async ({ attempt, test }) =>
      testSeriesResult(
        test,
        attemptFromRow(attempt),
        await responsesOf(db, attempt.id),
        totals.filter((row) => row.testId === test.id),
      ),
    ),
  );
}

export const examResultsOperations = {
  getExamMonitor,
  publishExamKey,
  listExamChallenges,
  decideExamChallenge,
  getResponseSheet,
  challengeQuestion,
  myTestSeriesResults,
};
