// Online tests after the test, decided once for both modes: the monitor's minutes, when an answer
// key may be published, a challenge and its decision checked, and the test as a decision leaves
// it. The local adapter and the server call these; only how records are read and written differs.
import { refuse, validated } from '../core/validate';
import { EXAM_LIMITS } from '../schemas/exams';
import { challengeDecisionSchema, challengeReasonSchema } from '../schemas/exam-attempts';
import type { ExamTest } from '../schemas/exams';
import type {
  ChallengeDecision,
  ExamAttempt,
  ExamChallenge,
  ExamMonitor,
} from '../schemas/exam-attempts';
import { frozenById } from '../rules/exams';
import { edited } from './audit';
import { refuseExam } from './exams';

/** How many minutes of saves the monitor shows. */
export const MONITOR_MINUTES = 15;
/** How many of the most recently seen attempts the monitor lists. */
export const MONITOR_ATTEMPTS = 50;

/** The start (ms) of each of the monitor's minutes, oldest first, the current minute last. */
export function monitorMinutes(now: Date): number[] {
  const current = Math.floor(now.getTime() / 60_000) * 60_000;
  return Array.from(
    { length: MONITOR_MINUTES },
    (_, index) => current - (MONITOR_MINUTES - 1 - index) * 60_000,
  );
}

/** Saves per minute for the monitor, from (minute ms, saves) counts; minutes without saves are 0. */
export function savesPerMinuteOf(
  now: Date,
  counts: Iterable<{ minute: number; saves: number }>,
): ExamMonitor['savesPerMinute'] {
  const byMinute = new Map<number, number>();
  for (const { minute, saves } of counts) {
    byMinute.set(minute, (byMinute.get(minute) ?? 0) + saves);
  }
  return monitorMinutes(now).map((minute) => ({
    minute: new Date(minute).toISOString(),
    saves: byMinute.get(minute) ?? 0,
  }));
}

/**
 * The test with the key published at `stage`, or a DataValidationError saying why not. A key is
 * shown to no one still writing: the window to start has closed and no attempt is still running
 * (`runningAttempts`: in progress with its deadline and grace not yet passed), so a test everyone
 * submitted early has its key at once. The provisional key may be published again to move the
 * challenge deadline (always in the future); the final key only when no challenge waits for a
 * decision, and nothing after it.
 */
export function withKeyPublished(
  test: ExamTest,
  stage: 'provisional' | 'final',
  challengesCloseAt: string | undefined,
  { openChallenges, runningAttempts }: { openChallenges: number; runningAttempts: number },
  now: Date,
): ExamTest {
  if (test.status !== 'published') refuse('test', 'stage', 'Publish the test first.');
  if (now.getTime() <= Date.parse(test.closesAt)) {
    refuse('test', 'stage', 'The key can be published once the window to start has closed.');
  }
  if (runningAttempts > 0) {
    refuse(
      'test',
      'stage',
      `${runningAttempts === 1 ? 'A candidate is' : `${runningAttempts} candidates are`} still writing the test: publish the key once their time is over.`,
    );
  }
  if (test.keyStage === 'final') refuse('test', 'stage', 'The final key is already published.');
  const updatedAt = now.toISOString();
  if (stage === 'final') {
    if (openChallenges > 0) {
      refuse(
        'test',
        'stage',
        `Decide the ${openChallenges === 1 ? 'open challenge' : `${openChallenges} open challenges`} before publishing the final key.`,
      );
    }
    return { ...test, keyStage: 'final', updatedAt };
  }
  const closes = challengesCloseAt === undefined ? Number.NaN : Date.parse(challengesCloseAt);
  if (Number.isNaN(closes)) {
    refuse('test', 'challengesCloseAt', 'Enter when challenges close.');
  }
  if (closes <= now.getTime()) {
    refuse('test', 'challengesCloseAt', 'Challenges must close in the future.');
  }
  return {
    ...test,
    keyStage: 'provisional',
    challengesCloseAt: new Date(closes).toISOString(),
    updatedAt,
  };
}

/** The audit entry of a key's change: only its stage, challenge deadline and changes. */
export function keyChangeAudit(before: ExamTest, after: ExamTest) {
  const keyOf = (test: ExamTest) => ({
    id: test.id,
    keyStage: test.keyStage,
    challengesCloseAt: test.challengesCloseAt,
    keyChanges: test.keyChanges,
  });
  return edited('examTest', keyOf(before), keyOf(after));
}

/** Why a taker may not challenge this question now, or nothing: the window, then the question. */
export function checkedChallenge(
  test: ExamTest,
  questionId: string,
  reason: unknown,
  now: Date,
): string {
  if (
    test.keyStage !== 'provisional' ||
    test.challengesCloseAt === undefined ||
    now.getTime() >= Date.parse(test.challengesCloseAt)
  ) {
    refuseExam('challenges-closed');
  }
  if (!frozenById(test).has(questionId)) {
    refuse('challenge', 'questionId', 'This question is not in the test.');
  }
  const parsed = challengeReasonSchema.safeParse(reason);
  if (!parsed.success) {
    refuse('challenge', 'reason', parsed.error.issues[0]?.message ?? 'Enter the reason.');
  }
  return parsed.data;
}

export const CHALLENGE_TWICE_MESSAGE = 'You have already challenged this question.';

export function newChallenge(
  test: ExamTest,
  taker: ExamAttempt['taker'],
  questionId: string,
  reason: string,
  id: string,
  now: Date,
): ExamChallenge {
  return {
    id,
    testId: test.id,
    questionId,
    taker,
    reason,
    status: 'open',
    createdAt: now.toISOString(),
  };
}

/**
 * A decision checked against its challenge and question: only an open challenge is decided, and
 * an accepted change must fit the question (options it has, or a number for a numerical one).
 */
export function checkedDecision(
  test: ExamTest,
  challenge: ExamChallenge,
  decision: unknown,
): ChallengeDecision {
  if (challenge.status !== 'open') {
    refuse('challenge', 'outcome', 'This challenge has already been decided.');
  }
  const parsed = validated(challengeDecisionSchema, decision, 'challenge');
  if (parsed.outcome === 'reject') return parsed;
  const question = frozenById(test).get(challenge.questionId);
  if (!question) refuse('challenge', 'questionId', 'This question is not in the test.');
  const { change } = parsed;
  if (change.kind === 'numerical' && question.kind !== 'numerical') {
    refuse('challenge', 'change', 'This question has options: choose the right ones.');
  }
  if (change.kind === 'options') {
    if (question.kind === 'numerical') {
      refuse('challenge', 'change', 'This question has a numerical answer: enter it.');
    }
    const distinct = new Set(change.correctOptions);
    if (
      distinct.size !== change.correctOptions.length ||
      change.correctOptions.some((index) => index >= question.options.length)
    ) {
      refuse('challenge', 'change', 'Choose the right options from the question’s options.');
    }
  }
  return parsed;
}

/** The challenges a decision settles: the one decided and every open one of the same question. */
export function decidedChallenges(
  challenge: ExamChallenge,
  openOfQuestion: readonly ExamChallenge[],
  decision: ChallengeDecision,
  now: Date,
): ExamChallenge[] {
  const settled = [challenge, ...openOfQuestion.filter((other) => other.id !== challenge.id)];
  return settled.map((other) => ({
    ...other,
    status: decision.outcome === 'accept' ? 'accepted' : 'rejected',
    decidedAt: now.toISOString(),
    ...(decision.note ? { decisionNote: decision.note } : {}),
  }));
}

/** The test with an accepted decision's key change (a rejection leaves it as it was). */
export function withDecision(
  test: ExamTest,
  decision: ChallengeDecision,
  questionId: string,
  now: Date,
) {
  if (decision.outcome !== 'accept') return test;
  return {
    ...test,
    keyChanges: { ...test.keyChanges, [questionId]: decision.change },
    updatedAt: now.toISOString(),
  };
}

/** Whether an attempt is still being written: in progress, its deadline and grace not passed. */
export const stillRunning = (attempt: Pick<ExamAttempt, 'status' | 'deadline'>, now: Date) =>
  attempt.status === 'in-progress' &&
  now.getTime() <= Date.parse(attempt.deadline) + EXAM_LIMITS.graceSeconds * 1000;

/** Whether a test's results may be shown to its takers: a key is published. */
export const keyPublished = (test: Pick<ExamTest, 'keyStage'>) => test.keyStage !== 'hidden';
