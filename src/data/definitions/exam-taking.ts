// Taking an online test (../schemas/exams.ts): sign in (roll number and date of birth; a student
// by their session), start or resume, save, submit, the response sheet, a challenge, and a
// student's test-series results. A taking call is open to anyone because its credential travels in
// it: the roll number with the date of birth, or the attempt's device token (a newer start
// replaces it, which is how the other device learns the test continued elsewhere).
import { z } from 'zod';
import { STUDENT_OR_PARENT, operation, recordOf, refuseAccess } from '../core/operation';
import type { Caller, Callers, PolicyContext } from '../core/operation';
import { recordIdSchema, text } from '../core/wire';
import { EXAM_LIMITS } from '../schemas/exams';
import { saveBatchSchema } from '../schemas/exam-attempts';
import type {
  ExamChallenge,
  ExamCredentials,
  ExamSession,
  ExamSignIn,
  ResponseSheet,
  SaveAck,
  SaveBatch,
  TestSeriesResult,
} from '../schemas/exam-attempts';
import { idParams } from './exams';
import { checkSharedWithParent } from './parents';

const STUDENT: Callers = ['student'];
/** A visitor's taking calls count against the lookups' per-address limit (roll number + DOB). */
const visitorLookups = (caller: Caller) => (caller.role === 'visitor' ? 'lookups' : null);
/** Who takes a test: a visitor with credentials, or a signed-in student (whose are dropped). */
function takersOnly<Args extends [string, ...unknown[]]>(
  args: Args,
  { caller }: PolicyContext,
): Args {
  if (caller.role === 'student') {
    const withoutCredentials = [...args] as Args;
    withoutCredentials[1] = undefined;
    return withoutCredentials;
  }
  if (caller.role !== 'visitor') refuseAccess();
  return args;
}
const credentialsBody = z
  .object({ rollNo: text('Roll number', 100), dateOfBirth: text('Date of birth', 100) })
  .optional();
/** A save's and a submit's call: the attempt in the path, its device token and the batch. */
const attemptBatchWire = {
  encode: (attemptId: string, token: string, batch: SaveBatch) => ({
    params: { id: attemptId },
    body: { token, batch },
  }),
  decode: z
    .object({
      params: idParams,
      body: z.object({ token: text('Token', 200), batch: saveBatchSchema }),
    })
    .transform(({ params, body }): [string, string, SaveBatch] => [
      params.id,
      body.token,
      body.batch,
    ]),
};

export const examTakingOperations = {
  /** A candidate's tests (no paper): roll number and date of birth, as the result lookup. */
  signInToExams: operation<[credentials: ExamCredentials], ExamSignIn>({
    verb: 'POST',
    path: '/api/exam/sign-in',
    policy: { callers: 'anyone', rateLimit: visitorLookups },
    changes: [],
    encode: (credentials) => ({ body: { credentials } }),
    decode: z
      .object({ body: z.object({ credentials: recordOf<ExamCredentials>() }) })
      .transform(({ body }): [ExamCredentials] => [body.credentials]),
  }),
  /** A signed-in student's tests of the series (no paper). */
  myExams: operation<[], ExamSignIn>({
    verb: 'GET',
    path: '/api/exam/mine',
    policy: { callers: STUDENT },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /**
   * Starts the attempt (inside the window) or resumes it (any time before its deadline): the paper,
   * what was saved, the deadline and the server's clock, and a new device token that retires the
   * previous device's.
   */
  startExam: operation<[testId: string, credentials?: ExamCredentials], ExamSession>({
    verb: 'POST',
    path: '/api/exam/tests/:id/start',
    maxBodyBytes: 4 * 1024,
    policy: { callers: 'anyone', rateLimit: visitorLookups, scope: takersOnly },
    changes: ['examAttempts'],
    encode: (testId, credentials) => ({
      params: { id: testId },
      body: credentials ? { credentials } : {},
    }),
    decode: z
      .object({ params: idParams, body: z.object({ credentials: credentialsBody }) })
      .transform(({ params, body }): [string, ExamCredentials?] =>
        body.credentials ? [params.id, body.credentials] : [params.id],
      ),
  }),
  /**
   * Saves responses: each question keeps the save with the highest sequence. Refused (nothing
   * saved) with another device's token, after the deadline plus the grace, or once submitted.
   */
  saveExamResponses: operation<[attemptId: string, token: string, batch: SaveBatch], SaveAck>({
    verb: 'POST',
    path: '/api/exam/attempts/:id/responses',
    maxBodyBytes: 64 * 1024,
    policy: { callers: 'anyone' },
    // The monitor hears saves from the server's own ticker, not one change per save.
    changes: [],
    ...attemptBatchWire,
  }),
  /** The last saves, then the attempt is submitted and scored; the answer has no marks. */
  submitExam: operation<
    [attemptId: string, token: string, batch: SaveBatch],
    { status: 'submitted' | 'timed-out' }
  >({
    verb: 'POST',
    path: '/api/exam/attempts/:id/submit',
    maxBodyBytes: 64 * 1024,
    policy: { callers: 'anyone' },
    changes: ['examAttempts'],
    ...attemptBatchWire,
  }),
  /** The taker's responses against the key, once a key (provisional or final) is published. */
  getResponseSheet: operation<[testId: string, credentials?: ExamCredentials], ResponseSheet>({
    verb: 'POST',
    path: '/api/exam/tests/:id/sheet',
    policy: { callers: 'anyone', rateLimit: visitorLookups, scope: takersOnly },
    changes: [],
    encode: (testId, credentials) => ({
      params: { id: testId },
      body: credentials ? { credentials } : {},
    }),
    decode: z
      .object({ params: idParams, body: z.object({ credentials: credentialsBody }) })
      .transform(({ params, body }): [string, ExamCredentials?] =>
        body.credentials ? [params.id, body.credentials] : [params.id],
      ),
  }),
  /** While the provisional key's challenge window is open: one challenge per question. */
  challengeQuestion: operation<
    [testId: string, credentials: ExamCredentials | undefined, questionId: string, reason: string],
    ExamChallenge
  >({
    verb: 'POST',
    path: '/api/exam/tests/:id/challenges',
    policy: { callers: 'anyone', rateLimit: visitorLookups, scope: takersOnly },
    changes: ['examChallenges'],
    encode: (testId, credentials, questionId, reason) => ({
      params: { id: testId },
      body: { ...(credentials ? { credentials } : {}), questionId, reason },
    }),
    decode: z
      .object({
        params: idParams,
        body: z.object({
          credentials: credentialsBody,
          questionId: recordIdSchema,
          reason: text('Reason', EXAM_LIMITS.challengeReason * 3),
        }),
      })
      .transform(({ params, body }): [string, ExamCredentials | undefined, string, string] => [
        params.id,
        body.credentials,
        body.questionId,
        body.reason,
      ]),
  }),
  /** A student's finished tests of the series with a published key: scores, accuracy, rank. */
  myTestSeriesResults: operation<[studentId?: string], TestSeriesResult[]>({
    verb: 'GET',
    path: '/api/exam/my-results',
    policy: {
      callers: STUDENT_OR_PARENT,
      // The student's own (a parent's: their child's, unless kept from them).
      scope: async (_args, context) => {
        if (context.caller.role !== 'student') return refuseAccess();
        await checkSharedWithParent(context.caller.studentId, context);
        return [context.caller.studentId];
      },
    },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
};
