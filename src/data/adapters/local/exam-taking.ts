// Online tests in the browser-only mode (practice tests, stories): signing in, starting or resuming
// an attempt, saving responses and submitting, each in one store update over the attempts. The
// decisions (who takes a test, when a start or a save is refused, the newest save winning, the
// score and the STSE marks) are the shared rules of operations/exams.ts, as on the server.
import { NotFoundError } from '../../errors';
import { edited } from '../../operations/audit';
import { lookedUpCandidate, rollNoKey } from '../../operations/candidates';
import {
  answeredCount,
  candidateWithExamMarks,
  examSession,
  examTakerOf,
  isTakerOf,
  refuseExam,
  saveRefusal,
  startOrResumeRefusal,
  submittedStatus,
  takerExams,
} from '../../operations/exams';
import type { TakerRecord } from '../../operations/exams';
import { deadlineOf, mergeSaves, questionIdsOf, scoreAttempt } from '../../rules/exams';
import { examCredentialsSchema, saveBatchSchema } from '../../schemas/exam-attempts';
import type { ExamTest } from '../../schemas/exams';
import type {
  ExamCredentials,
  ExamSession,
  ExamSignIn,
  SaveAck,
  SaveBatch,
} from '../../schemas/exam-attempts';
import type { Candidate, Student } from '../../schemas';
import type { Collections, StoredExamAttempt } from '../../core/collections';
import { newId } from '../../core/ids';
import { refuse, validated } from '../../core/validate';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';

/** The saves-per-minute entries an attempt keeps: the newest hour (the monitor shows 15 minutes). */
const SAVE_MINUTES_KEPT = 60;

/** The candidate these credentials name, or the one refusal for a wrong roll number or date. */
function candidateOf(candidates: readonly Candidate[], credentials: unknown): Candidate {
  const { rollNo, dateOfBirth } = validated(examCredentialsSchema, credentials, 'credentials');
  const wanted = rollNoKey(rollNo);
  const found = lookedUpCandidate(
    candidates.find((candidate) => rollNoKey(candidate.rollNo) === wanted),
    { rollNo, dateOfBirth },
  );
  return found ?? refuseExam('not-eligible');
}

/** The signed-in student (the session's record id), or refused: the call is a student's only. */
function studentOf(context: LocalContext, students: readonly Student[]): Student {
  const actor = context.actor();
  const student =
    actor.role === 'student' ? students.find((record) => record.id === actor.id) : undefined;
  return student ?? refuseExam('not-eligible');
}

/** A signed-in student takes as themselves (their credentials dropped); anyone else by credentials. */
function takerOf(
  context: LocalContext,
  candidates: readonly Candidate[],
  students: readonly Student[],
  credentials: ExamCredentials | undefined,
): TakerRecord {
  return context.actor().role === 'student'
    ? { kind: 'student', record: studentOf(context, students) }
    : { kind: 'candidate', record: candidateOf(candidates, credentials) };
}

const attemptOfTaker = (attempts: readonly StoredExamAttempt[], testId: string, takerId: string) =>
  attempts.find((attempt) => attempt.testId === testId && attempt.taker.id === takerId);

/** The stored attempt this call names, or refused as never started. */
function attemptById(attempts: readonly StoredExamAttempt[], attemptId: string) {
  return attempts.find((attempt) => attempt.id === attemptId) ?? refuseExam('not-started');
}

function testOf(tests: readonly ExamTest[], testId: string): ExamTest {
  const test = tests.find((candidate) => candidate.id === testId);
  if (!test) throw new NotFoundError('test', testId);
  return test;
}

/** The batch's saves applied (after the refusals and the paper's question ids are checked). */
function withSaves(
  attempt: StoredExamAttempt,
  test: ExamTest,
  token: string,
  batch: SaveBatch,
  now: Date,
): StoredExamAttempt {
  const paper = new Set(questionIdsOf(test));
  batch.saves.forEach((save, index) => {
    if (!paper.has(save.questionId)) {
      refuse('saves', `saves.${index}.questionId`, 'This question is not in your paper.');
    }
  });
  const refusal = saveRefusal(attempt, token === attempt.token, now);
  if (refusal) refuseExam(refusal);
  const { responses, lastSeq } = mergeSaves(attempt.responses, batch.saves);
  return {
    ...attempt,
    responses,
    lastSeq,
    answered: answeredCount(responses),
    lastSeenAt: now.toISOString(),
    focusLosses: Math.max(attempt.focusLosses, batch.focusLosses),
    fullscreenExits: Math.max(attempt.fullscreenExits, batch.fullscreenExits),
    savesPerMinute: countedSaves(attempt.savesPerMinute, batch.saves.length, now),
  };
}

/** The attempt's saves per minute with this request's added to the current minute. */
function countedSaves(
  minutes: StoredExamAttempt['savesPerMinute'],
  saves: number,
  now: Date,
): StoredExamAttempt['savesPerMinute'] {
  if (saves === 0) return minutes;
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  const last = minutes.at(-1);
  const counted =
    last?.minute === minute
      ? [...minutes.slice(0, -1), { minute, saves: last.saves + saves }]
      : [...minutes, { minute, saves }];
  return counted.slice(-SAVE_MINUTES_KEPT);
}

const replaced = (attempts: readonly StoredExamAttempt[], attempt: StoredExamAttempt) =>
  attempts.map((stored) => (stored.id === attempt.id ? attempt : stored));

export async function signInToExams(
  context: LocalContext,
  credentials: ExamCredentials,
): Promise<ExamSignIn> {
  const [candidates, tests, attempts] = await Promise.all([
    context.store.read('stseCandidates'),
    context.store.read('examTests'),
    context.store.read('examAttempts'),
  ]);
  const candidate = candidateOf(candidates, credentials);
  return takerExams(tests, { kind: 'candidate', record: candidate }, (testId) =>
    attemptOfTaker(attempts, testId, candidate.id),
  );
}

export async function myExams(context: LocalContext): Promise<ExamSignIn> {
  const [students, tests, attempts] = await Promise.all([
    context.store.read('students'),
    context.store.read('examTests'),
    context.store.read('examAttempts'),
  ]);
  const student = studentOf(context, students);
  return takerExams(tests, { kind: 'student', record: student }, (testId) =>
    attemptOfTaker(attempts, testId, student.id),
  );
}

/**
 * Starts the taker's attempt, or resumes it with a new token: the device that started before
 * holds the old one, and its next save is refused as continued elsewhere.
 */
export async function startExam(
  context: LocalContext,
  testId: string,
  credentials?: ExamCredentials,
): Promise<ExamSession> {
  const started = await auditedUpdate(
    context,
    ['settings', 'stseCandidates', 'students', 'examTests', 'examAttempts'],
    ({ settings, stseCandidates, students, examTests, examAttempts }) => {
      const now = context.now();
      const taker = takerOf(context, stseCandidates, students, credentials);
      const test = testOf(examTests, testId);
      if (!isTakerOf(test, taker)) refuseExam('not-eligible');
      const existing = attemptOfTaker(examAttempts, test.id, taker.record.id);
      const refusal = startOrResumeRefusal(test, existing, now);
      // This mode has no server sweeping attempts left running (a tab closed before the end):
      // one is timed out at its deadline and scored when its taker comes back, then refused.
      if (refusal === 'time-over' && existing?.status === 'in-progress') {
        const deadline = new Date(existing.deadline);
        const closed = finished(existing, test, 'timed-out', deadline, {
          settings,
          stseCandidates,
          examAttempts,
        });
        return { ...closed, result: null };
      }
      if (refusal) refuseExam(refusal);
      const token = newId();
      const attempt: StoredExamAttempt = existing
        ? { ...existing, token, lastSeenAt: now.toISOString() }
        : {
            id: newId(),
            testId: test.id,
            taker: examTakerOf(taker),
            status: 'in-progress',
            startedAt: now.toISOString(),
            deadline: deadlineOf(now, test.durationMinutes).toISOString(),
            lastSeenAt: now.toISOString(),
            lastSeq: 0,
            answered: 0,
            focusLosses: 0,
            fullscreenExits: 0,
            token,
            responses: [],
            savesPerMinute: [],
          };
      return {
        write: {
          examAttempts: existing ? replaced(examAttempts, attempt) : [...examAttempts, attempt],
        },
        result: examSession(
          test,
          { ...attempt, takerId: attempt.taker.id },
          token,
          attempt.responses,
          now,
        ),
      };
    },
  );
  return started ?? refuseExam('time-over');
}

export async function saveExamResponses(
  context: LocalContext,
  attemptId: string,
  token: string,
  batch: SaveBatch,
): Promise<SaveAck> {
  const input = validated(saveBatchSchema, batch, 'saves');
  return context.store.update(['examTests', 'examAttempts'], ({ examTests, examAttempts }) => {
    const now = context.now();
    const stored = attemptById(examAttempts, attemptId);
    const saved = withSaves(stored, testOf(examTests, stored.testId), token, input, now);
    return {
      write: { examAttempts: replaced(examAttempts, saved) },
      result: { savedSeq: saved.lastSeq, serverNow: now.toISOString() },
    };
  });
}

/**
 * The last saves, then the attempt submitted (timed out when it came inside the grace) and scored,
 * and an STSE candidate's marks set, in one store update. A submit retried after its answer was
 * lost answers the attempt's status again.
 */
export async function submitExam(
  context: LocalContext,
  attemptId: string,
  token: string,
  batch: SaveBatch,
): Promise<{ status: 'submitted' | 'timed-out' }> {
  const input = validated(saveBatchSchema, batch, 'saves');
  return auditedUpdate(
    context,
    ['settings', 'stseCandidates', 'examTests', 'examAttempts'],
    ({ settings, stseCandidates, examTests, examAttempts }) => {
      const now = context.now();
      const stored = attemptById(examAttempts, attemptId);
      if (stored.status !== 'in-progress' && stored.token === token) {
        return { result: { status: stored.status } };
      }
      const test = testOf(examTests, stored.testId);
      const saved = withSaves(stored, test, token, input, now);
      const status = submittedStatus(saved.deadline, now);
      const finish = finished(saved, test, status, now, { settings, stseCandidates, examAttempts });
      return { ...finish, result: { status } };
    },
  );
}

/**
 * The attempt ended (submitted, or timed out) and scored, with an STSE candidate's marks set:
 * the store's changes and their audit entry.
 */
function finished(
  attempt: StoredExamAttempt,
  test: ExamTest,
  status: StoredExamAttempt['status'],
  at: Date,
  {
    settings,
    stseCandidates,
    examAttempts,
  }: Pick<Collections, 'settings' | 'stseCandidates' | 'examAttempts'>,
) {
  const answers = new Map(
    attempt.responses.map((response) => [response.questionId, response.answer]),
  );
  const score = scoreAttempt(test, answers);
  const ended = { ...attempt, status, submittedAt: at.toISOString(), score };
  const write = { examAttempts: replaced(examAttempts, ended) };
  const before = stseCandidates.find((candidate) => candidate.id === attempt.taker.id);
  if (test.audience.kind !== 'stse' || !before) return { write };
  const after = candidateWithExamMarks(before, score, settings);
  return {
    write: {
      ...write,
      stseCandidates: stseCandidates.map((candidate) =>
        candidate.id === after.id ? after : candidate,
      ),
    },
    audit: [edited('candidate', before, after)],
  };
}
