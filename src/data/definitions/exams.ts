// Online tests (../schemas/exams.ts). The admin's: the question bank, tests, the live monitor, the
// answer key and its challenges. The taker's: sign in (roll number and date of birth; a student by
// their session), start or resume, save, submit, the response sheet, a challenge, and a student's
// test-series results. A taking call is open to anyone because its credential travels in it: the
// roll number with the date of birth, or the attempt's device token (a newer start replaces it,
// which is how the other device learns the test continued elsewhere).
import { z } from 'zod';
import { ADMIN_ONLY, operation, recordOf, refuseAccess } from '../core/operation';
import type { Caller, Callers, PolicyContext } from '../core/operation';
import { recordIdSchema, text } from '../core/wire';
import { DIFFICULTIES, EXAM_LIMITS, QUESTION_KINDS, saveBatchSchema } from '../schemas/exams';
import type {
  ChallengeDecision,
  ExamChallenge,
  ExamCredentials,
  ExamMonitor,
  ExamSession,
  ExamSignIn,
  ExamTest,
  ExamTestEdit,
  ExamTestSummary,
  Question,
  QuestionEdit,
  QuestionFilter,
  QuestionPage,
  ResponseSheet,
  SaveAck,
  SaveBatch,
  TestSeriesResult,
} from '../schemas/exams';

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
const idParams = z.object({ id: recordIdSchema });
/** A question with an image is up to about 270 kB of base64. */
const QUESTION_BODY_BYTES = 400 * 1024;

export const examOperations = {
  // ----- the question bank (admin) -----
  listQuestions: operation<[filter?: QuestionFilter], QuestionPage>({
    verb: 'GET',
    path: '/api/questions',
    policy: { callers: ADMIN_ONLY },
    changes: [],
    encode: (filter = {}) => ({
      query: Object.fromEntries(
        Object.entries(filter)
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([name, value]) => [name, String(value)]),
      ),
    }),
    decode: z
      .object({
        query: z.object({
          subject: text('Subject', EXAM_LIMITS.subject).optional(),
          kind: z.enum(QUESTION_KINDS).optional(),
          difficulty: z.enum(DIFFICULTIES).optional(),
          search: text('Search', 200).optional(),
          page: z.coerce.number().int().min(1).max(100_000).optional(),
        }),
      })
      .transform(({ query }): [QuestionFilter] => [
        Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
      ]),
  }),
  getQuestion: operation<[id: string], Question | undefined>({
    verb: 'GET',
    path: '/api/questions/:id',
    policy: { callers: ADMIN_ONLY },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParams }).transform(({ params }): [string] => [params.id]),
  }),
  addQuestion: operation<[edit: QuestionEdit], Question>({
    verb: 'POST',
    path: '/api/questions',
    maxBodyBytes: QUESTION_BODY_BYTES,
    policy: { callers: ADMIN_ONLY },
    changes: ['questions', 'auditLog'],
    encode: (edit) => ({ body: { question: edit } }),
    decode: z
      .object({ body: z.object({ question: recordOf<QuestionEdit>() }) })
      .transform(({ body }): [QuestionEdit] => [body.question]),
  }),
  updateQuestion: operation<[id: string, edit: QuestionEdit], Question>({
    verb: 'PUT',
    path: '/api/questions/:id',
    maxBodyBytes: QUESTION_BODY_BYTES,
    policy: { callers: ADMIN_ONLY },
    changes: ['questions', 'auditLog'],
    encode: (id, edit) => ({ params: { id }, body: { question: edit } }),
    decode: z
      .object({ params: idParams, body: z.object({ question: recordOf<QuestionEdit>() }) })
      .transform(({ params, body }): [string, QuestionEdit] => [params.id, body.question]),
  }),
  /** Refused while a draft test uses the question (published tests keep their own copy). */
  deleteQuestion: operation<[id: string], void>({
    verb: 'DELETE',
    path: '/api/questions/:id',
    policy: { callers: ADMIN_ONLY },
    changes: ['questions', 'auditLog'],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParams }).transform(({ params }): [string] => [params.id]),
  }),
  /**
   * Many questions at once, all or nothing: one refused row saves none, and the error names each
   * refused row's fields as `<row>.<field>` (row 1 is the first).
   */
  importQuestions: operation<[rows: readonly unknown[]], { imported: number }>({
    verb: 'POST',
    path: '/api/questions/import',
    maxBodyBytes: 8 * 1024 * 1024,
    policy: { callers: ADMIN_ONLY },
    changes: ['questions', 'auditLog'],
    encode: (rows) => ({ body: { rows } }),
    decode: z
      .object({ body: z.object({ rows: z.array(z.unknown()).max(EXAM_LIMITS.importRows) }) })
      .transform(({ body }): [readonly unknown[]] => [body.rows]),
  }),
  /** Every question, for the export (JSON or CSV, made in the browser). */
  exportQuestions: operation<[], Question[]>({
    verb: 'GET',
    path: '/api/questions/export',
    policy: { callers: ADMIN_ONLY },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),

  // ----- tests (admin) -----
  listExamTests: operation<[], ExamTestSummary[]>({
    verb: 'GET',
    path: '/api/exam-tests',
    policy: { callers: ADMIN_ONLY },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  getExamTest: operation<[id: string], ExamTest | undefined>({
    verb: 'GET',
    path: '/api/exam-tests/:id',
    policy: { callers: ADMIN_ONLY },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParams }).transform(({ params }): [string] => [params.id]),
  }),
  addExamTest: operation<[edit: ExamTestEdit], ExamTest>({
    verb: 'POST',
    path: '/api/exam-tests',
    maxBodyBytes: 64 * 1024,
    policy: { callers: ADMIN_ONLY },
    changes: ['examTests', 'auditLog'],
    encode: (edit) => ({ body: { test: edit } }),
    decode: z
      .object({ body: z.object({ test: recordOf<ExamTestEdit>() }) })
      .transform(({ body }): [ExamTestEdit] => [body.test]),
  }),
  /** A draft's every field; a published test's window and instructions only. */
  updateExamTest: operation<[id: string, edit: ExamTestEdit], ExamTest>({
    verb: 'PUT',
    path: '/api/exam-tests/:id',
    maxBodyBytes: 64 * 1024,
    policy: { callers: ADMIN_ONLY },
    changes: ['examTests', 'auditLog'],
    encode: (id, edit) => ({ params: { id }, body: { test: edit } }),
    decode: z
      .object({ params: idParams, body: z.object({ test: recordOf<ExamTestEdit>() }) })
      .transform(({ params, body }): [string, ExamTestEdit] => [params.id, body.test]),
  }),
  /** A draft only. */
  deleteExamTest: operation<[id: string], void>({
    verb: 'DELETE',
    path: '/api/exam-tests/:id',
    policy: { callers: ADMIN_ONLY },
    changes: ['examTests', 'auditLog'],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParams }).transform(({ params }): [string] => [params.id]),
  }),
  /** Freezes the paper (a copy of its questions) and opens it to its takers in its window. */
  publishExamTest: operation<[id: string], ExamTest>({
    verb: 'POST',
    path: '/api/exam-tests/:id/publish',
    policy: { callers: ADMIN_ONLY },
    changes: ['examTests', 'auditLog'],
    encode: (id) => ({ params: { id }, body: {} }),
    decode: z.object({ params: idParams }).transform(({ params }): [string] => [params.id]),
  }),
  /** Started, in progress, submitted, last seen and saves per minute; live on the event stream. */
  getExamMonitor: operation<[testId: string], ExamMonitor>({
    verb: 'GET',
    path: '/api/exam-tests/:id/monitor',
    policy: { callers: ADMIN_ONLY },
    changes: [],
    encode: (testId) => ({ params: { id: testId } }),
    decode: z.object({ params: idParams }).transform(({ params }): [string] => [params.id]),
  }),
  /**
   * Publishes the provisional key (with the time challenges close) or the final key. Publishing
   * any key scores every finished attempt again and sets an STSE test's candidates' marks.
   */
  publishExamKey: operation<
    [testId: string, stage: 'provisional' | 'final', challengesCloseAt?: string],
    ExamTest
  >({
    verb: 'POST',
    path: '/api/exam-tests/:id/key',
    policy: { callers: ADMIN_ONLY },
    changes: ['examTests', 'examAttempts', 'stseCandidates', 'auditLog'],
    encode: (testId, stage, challengesCloseAt) => ({
      params: { id: testId },
      body: { stage, ...(challengesCloseAt ? { challengesCloseAt } : {}) },
    }),
    decode: z
      .object({
        params: idParams,
        body: z.object({
          stage: z.enum(['provisional', 'final']),
          challengesCloseAt: text('Challenges close', 40).optional(),
        }),
      })
      .transform(({ params, body }): [string, 'provisional' | 'final', string?] =>
        body.challengesCloseAt === undefined
          ? [params.id, body.stage]
          : [params.id, body.stage, body.challengesCloseAt],
      ),
  }),
  listExamChallenges: operation<[testId: string], ExamChallenge[]>({
    verb: 'GET',
    path: '/api/exam-tests/:id/challenges',
    policy: { callers: ADMIN_ONLY },
    changes: [],
    encode: (testId) => ({ params: { id: testId } }),
    decode: z.object({ params: idParams }).transform(({ params }): [string] => [params.id]),
  }),
  /**
   * Accepting changes the test's key for that question (or drops it): every attempt is scored
   * again, an STSE test's marks (so ranks) follow, and the change is in the audit log. Every open
   * challenge of the same question is decided with it.
   */
  decideExamChallenge: operation<[id: string, decision: ChallengeDecision], ExamChallenge>({
    verb: 'POST',
    path: '/api/exam-challenges/:id/decision',
    policy: { callers: ADMIN_ONLY },
    changes: ['examChallenges', 'examTests', 'examAttempts', 'stseCandidates', 'auditLog'],
    encode: (id, decision) => ({ params: { id }, body: { decision } }),
    decode: z
      .object({ params: idParams, body: z.object({ decision: recordOf<ChallengeDecision>() }) })
      .transform(({ params, body }): [string, ChallengeDecision] => [params.id, body.decision]),
  }),

  // ----- taking a test -----
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
    encode: (attemptId, token, batch) => ({ params: { id: attemptId }, body: { token, batch } }),
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
    encode: (attemptId, token, batch) => ({ params: { id: attemptId }, body: { token, batch } }),
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
  myTestSeriesResults: operation<[], TestSeriesResult[]>({
    verb: 'GET',
    path: '/api/exam/my-results',
    policy: { callers: STUDENT },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
};
