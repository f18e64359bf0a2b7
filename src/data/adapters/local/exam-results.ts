// Online tests in the browser-only mode, after the test: the live monitor, the answer key, its
// challenges, a taker's response sheet and a student's test-series results. The decisions are the
// shared ones (operations/exam-results.ts, operations/exams.ts); publishing a key or accepting a
// challenge scores every finished attempt again in the same store write, with STSE marks.
import type { Collections, StoredExamAttempt } from '../../core/collections';
import { newId } from '../../core/ids';
import { DataValidationError, NotFoundError } from '../../errors';
import { edited } from '../../operations/audit';
import type { AuditedChange } from '../../operations/audit';
import { lookedUpCandidate, rollNoKey } from '../../operations/candidates';
import {
  CHALLENGE_TWICE_MESSAGE,
  MONITOR_ATTEMPTS,
  checkedChallenge,
  checkedDecision,
  decidedChallenges,
  keyChangeAudit,
  keyPublished,
  newChallenge,
  savesPerMinuteOf,
  stillRunning,
  withDecision,
  withKeyPublished,
} from '../../operations/exam-results';
import {
  candidateWithExamMarks,
  isTakerOf,
  refuseExam,
  responseSheet,
  scoredAttempts,
  testSeriesResult,
} from '../../operations/exams';
import type { ExamTest } from '../../schemas/exams';
import type {
  ChallengeDecision,
  ExamAttempt,
  ExamChallenge,
  ExamCredentials,
  ExamMonitor,
  ExamTaker,
  ResponseSheet,
  TestSeriesResult,
} from '../../schemas/exam-attempts';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';

async function storedTest(context: LocalContext, testId: string): Promise<ExamTest> {
  const test = (await context.store.read('examTests')).find((item) => item.id === testId);
  if (!test) throw new NotFoundError('test', testId);
  return test;
}

/** An attempt as the admin sees it: no token, responses or minute counts. */
function adminAttempt({
  token: _token,
  responses: _responses,
  savesPerMinute: _minutes,
  ...attempt
}: StoredExamAttempt): ExamAttempt {
  return attempt;
}

export async function getExamMonitor(context: LocalContext, testId: string): Promise<ExamMonitor> {
  const [test, attempts, candidates, students] = await Promise.all([
    storedTest(context, testId),
    context.store.read('examAttempts'),
    context.store.read('stseCandidates'),
    context.store.read('students'),
  ]);
  const ofTest = attempts.filter((attempt) => attempt.testId === testId);
  const eligible =
    test.audience.kind === 'stse'
      ? candidates.filter((record) => isTakerOf(test, { kind: 'candidate', record })).length
      : students.filter((record) => isTakerOf(test, { kind: 'student', record })).length;
  const recent = [...ofTest].sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
  const inProgress = ofTest.filter((attempt) => attempt.status === 'in-progress').length;
  return {
    testId,
    eligible,
    started: ofTest.length,
    inProgress,
    submitted: ofTest.length - inProgress,
    ...(recent[0] ? { lastSeenAt: recent[0].lastSeenAt } : {}),
    savesPerMinute: savesPerMinuteOf(
      context.now(),
      ofTest.flatMap((attempt) =>
        attempt.savesPerMinute.map(({ minute, saves }) => ({ minute: Date.parse(minute), saves })),
      ),
    ),
    attempts: recent.slice(0, MONITOR_ATTEMPTS).map(adminAttempt),
  };
}

/**
 * The test's finished attempts scored afresh and, for an STSE test, the takers' marks set from
 * them (audited like marks typed in): what publishing a key and accepting a challenge both write.
 */
function rescored(
  current: Pick<Collections, 'examAttempts' | 'stseCandidates' | 'settings'>,
  test: ExamTest,
): {
  examAttempts: StoredExamAttempt[];
  stseCandidates?: Collections['stseCandidates'];
  audit: AuditedChange[];
} {
  const scored = new Map(
    scoredAttempts(
      test,
      current.examAttempts.filter((attempt) => attempt.testId === test.id),
    ).map((attempt) => [attempt.id, attempt]),
  );
  const examAttempts = current.examAttempts.map((attempt) => scored.get(attempt.id) ?? attempt);
  if (test.audience.kind !== 'stse') return { examAttempts, audit: [] };
  const scoreOf = new Map(
    [...scored.values()].flatMap((attempt) =>
      attempt.taker.kind === 'candidate' && attempt.score
        ? [[attempt.taker.id, attempt.score]]
        : [],
    ),
  );
  const audit: AuditedChange[] = [];
  const stseCandidates = current.stseCandidates.map((candidate) => {
    const score = scoreOf.get(candidate.id);
    if (!score) return candidate;
    const after = candidateWithExamMarks(candidate, score, current.settings);
    if (after.marks === candidate.marks && after.scholarship === candidate.scholarship) {
      return candidate;
    }
    audit.push(edited('candidate', candidate, after));
    return after;
  });
  return { examAttempts, stseCandidates, audit };
}

export async function publishExamKey(
  context: LocalContext,
  testId: string,
  stage: 'provisional' | 'final',
  challengesCloseAt?: string,
): Promise<ExamTest> {
  return auditedUpdate(
    context,
    ['examTests', 'examAttempts', 'examChallenges', 'stseCandidates', 'settings'],
    (current) => {
      const before = current.examTests.find((test) => test.id === testId);
      if (!before) throw new NotFoundError('test', testId);
      const now = context.now();
      const openChallenges = current.examChallenges.filter(
        (challenge) => challenge.testId === testId && challenge.status === 'open',
      ).length;
      const runningAttempts = current.examAttempts.filter(
        (attempt) => attempt.testId === testId && stillRunning(attempt, now),
      ).length;
      const after = withKeyPublished(
        before,
        stage,
        challengesCloseAt,
        { openChallenges, runningAttempts },
        now,
      );
      const { audit, ...scores } = rescored(current, after);
      return {
        write: {
          ...scores,
          examTests: current.examTests.map((test) => (test.id === testId ? after : test)),
        },
        result: after,
        audit: [keyChangeAudit(before, after), ...audit],
      };
    },
  );
}

export async function listExamChallenges(
  context: LocalContext,
  testId: string,
): Promise<ExamChallenge[]> {
  await storedTest(context, testId);
  return (await context.store.read('examChallenges'))
    .filter((challenge) => challenge.testId === testId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function decideExamChallenge(
  context: LocalContext,
  id: string,
  decision: ChallengeDecision,
): Promise<ExamChallenge> {
  return auditedUpdate(
    context,
    ['examTests', 'examAttempts', 'examChallenges', 'stseCandidates', 'settings'],
    (current) => {
      const challenge = current.examChallenges.find((item) => item.id === id);
      if (!challenge) throw new NotFoundError('challenge', id);
      const before = current.examTests.find((test) => test.id === challenge.testId);
      if (!before) throw new NotFoundError('test', challenge.testId);
      const checked = checkedDecision(before, challenge, decision);
      const now = context.now();
      const settled = decidedChallenges(
        challenge,
        current.examChallenges.filter(
          (other) =>
            other.testId === challenge.testId &&
            other.questionId === challenge.questionId &&
            other.status === 'open',
        ),
        checked,
        now,
      );
      const settledById = new Map(settled.map((item) => [item.id, item]));
      const examChallenges = current.examChallenges.map((item) => settledById.get(item.id) ?? item);
      const challengeAudit = settled.map((after) =>
        edited(
          'examChallenge',
          current.examChallenges.find((item) => item.id === after.id)!,
          after,
        ),
      );
      if (checked.outcome === 'reject') {
        return { write: { examChallenges }, result: settled[0]!, audit: challengeAudit };
      }
      const after = withDecision(before, checked, challenge.questionId, now);
      const { audit, ...scores } = rescored(current, after);
      return {
        write: {
          ...scores,
          examChallenges,
          examTests: current.examTests.map((test) => (test.id === after.id ? after : test)),
        },
        result: settled[0]!,
        audit: [keyChangeAudit(before, after), ...challengeAudit, ...audit],
      };
    },
  );
}

/**
 * Who is asking: the signed-in student (their session), or the candidate whose roll number and
 * date of birth these are; anyone else is not one of the test's takers.
 */
async function takerOf(
  context: LocalContext,
  credentials: ExamCredentials | undefined,
): Promise<ExamTaker> {
  const actor = context.actor();
  if (actor.role === 'student') return { kind: 'student', id: actor.id, name: actor.name };
  if (!credentials || rollNoKey(credentials.rollNo) === '') refuseExam('not-eligible');
  const wanted = rollNoKey(credentials.rollNo);
  const candidate = lookedUpCandidate(
    (await context.store.read('stseCandidates')).find(
      (record) => rollNoKey(record.rollNo) === wanted,
    ),
    credentials,
  );
  if (!candidate) refuseExam('not-eligible');
  return { kind: 'candidate', id: candidate.id, rollNo: candidate.rollNo, name: candidate.name };
}

/** The taker's finished attempt of the test, or a refusal: they did not take it. */
function finishedAttemptOf(
  attempts: readonly StoredExamAttempt[],
  testId: string,
  takerId: string,
): StoredExamAttempt {
  const attempt = attempts.find((item) => item.testId === testId && item.taker.id === takerId);
  if (!attempt || attempt.status === 'in-progress') refuseExam('not-started');
  return attempt;
}

export async function getResponseSheet(
  context: LocalContext,
  testId: string,
  credentials?: ExamCredentials,
): Promise<ResponseSheet> {
  const taker = await takerOf(context, credentials);
  const [test, attempts, challenges] = await Promise.all([
    storedTest(context, testId),
    context.store.read('examAttempts'),
    context.store.read('examChallenges'),
  ]);
  if (!keyPublished(test)) refuseExam('no-key');
  const [attempt] = scoredAttempts(test, [finishedAttemptOf(attempts, testId, taker.id)]);
  return responseSheet(
    test,
    attempt!.score!,
    attempt!.responses,
    challenges.filter((item) => item.testId === testId && item.taker.id === taker.id),
  );
}

export async function challengeQuestion(
  context: LocalContext,
  testId: string,
  credentials: ExamCredentials | undefined,
  questionId: string,
  reason: string,
): Promise<ExamChallenge> {
  const taker = await takerOf(context, credentials);
  return context.store.update(['examTests', 'examAttempts', 'examChallenges'], (current) => {
    const test = current.examTests.find((item) => item.id === testId);
    if (!test) throw new NotFoundError('test', testId);
    const now = context.now();
    const checkedReason = checkedChallenge(test, questionId, reason, now);
    finishedAttemptOf(current.examAttempts, testId, taker.id);
    const twice = current.examChallenges.some(
      (item) =>
        item.testId === testId && item.questionId === questionId && item.taker.id === taker.id,
    );
    if (twice) {
      throw new DataValidationError('challenge', [
        { path: 'questionId', message: CHALLENGE_TWICE_MESSAGE },
      ]);
    }
    const challenge = newChallenge(test, taker, questionId, checkedReason, newId(), now);
    return {
      write: { examChallenges: [...current.examChallenges, challenge] },
      result: challenge,
    };
  });
}

export async function myTestSeriesResults(
  context: LocalContext,
  studentId?: string,
): Promise<TestSeriesResult[]> {
  // The policy names the student (a parent's child); the demo's own student calls with none.
  const actor = context.actor();
  const takerId = studentId ?? (actor.role === 'student' ? actor.id : undefined);
  if (takerId === undefined) return [];
  const [tests, attempts] = await Promise.all([
    context.store.read('examTests'),
    context.store.read('examAttempts'),
  ]);
  const testsById = new Map(tests.map((test) => [test.id, test]));
  const mine = attempts.filter((attempt) => {
    const test = testsById.get(attempt.testId);
    return (
      attempt.taker.id === takerId &&
      attempt.status !== 'in-progress' &&
      test !== undefined &&
      test.audience.kind === 'students' &&
      keyPublished(test)
    );
  });
  return mine
    .map((attempt) => {
      const test = testsById.get(attempt.testId)!;
      const classTotals = attempts.flatMap((other) =>
        other.testId === test.id && other.score
          ? [{ attemptId: other.id, total: other.score.total }]
          : [],
      );
      return testSeriesResult(test, attempt, attempt.responses, classTotals);
    })
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}
