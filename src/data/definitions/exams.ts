// Online tests (../schemas/exams.ts), the admin's operations: the question bank, tests, the live
// monitor, the answer key and its challenges. The taker's are in ./exam-taking.ts.
import { z } from 'zod';
import { ADMIN_ONLY, operation, recordOf } from '../core/operation';
import { filterQuery, recordIdSchema, text } from '../core/wire';
import { DIFFICULTIES, EXAM_LIMITS, QUESTION_KINDS } from '../schemas/exams';
import type {
  ExamTest,
  ExamTestEdit,
  ExamTestSummary,
  Question,
  QuestionEdit,
  QuestionFilter,
  QuestionPage,
} from '../schemas/exams';
import type { ChallengeDecision, ExamChallenge, ExamMonitor } from '../schemas/exam-attempts';

export const idParams = z.object({ id: recordIdSchema });
/** A question with an image is up to about 270 kB of base64. */
const QUESTION_BODY_BYTES = 400 * 1024;

export const examOperations = {
  // ----- the question bank (admin) -----
  listQuestions: operation<[filter?: QuestionFilter], QuestionPage>({
    verb: 'GET',
    path: '/api/questions',
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
    changes: [],
    encode: (filter = {}) => ({
      query: filterQuery(filter),
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
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParams }).transform(({ params }): [string] => [params.id]),
  }),
  addQuestion: operation<[edit: QuestionEdit], Question>({
    verb: 'POST',
    path: '/api/questions',
    maxBodyBytes: QUESTION_BODY_BYTES,
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
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
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
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
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
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
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
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
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),

  // ----- tests (admin) -----
  listExamTests: operation<[], ExamTestSummary[]>({
    verb: 'GET',
    path: '/api/exam-tests',
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  getExamTest: operation<[id: string], ExamTest | undefined>({
    verb: 'GET',
    path: '/api/exam-tests/:id',
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParams }).transform(({ params }): [string] => [params.id]),
  }),
  addExamTest: operation<[edit: ExamTestEdit], ExamTest>({
    verb: 'POST',
    path: '/api/exam-tests',
    maxBodyBytes: 64 * 1024,
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
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
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
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
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
    changes: ['examTests', 'auditLog'],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParams }).transform(({ params }): [string] => [params.id]),
  }),
  /** Freezes the paper (a copy of its questions) and opens it to its takers in its window. */
  publishExamTest: operation<[id: string], ExamTest>({
    verb: 'POST',
    path: '/api/exam-tests/:id/publish',
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
    changes: ['examTests', 'auditLog'],
    encode: (id) => ({ params: { id }, body: {} }),
    decode: z.object({ params: idParams }).transform(({ params }): [string] => [params.id]),
  }),
  /**
   * Close start window now: a published test's window closes at once (everyone finished early);
   * attempts in progress keep their own deadlines, and the key may then be published.
   */
  closeExamWindow: operation<[id: string], ExamTest>({
    verb: 'POST',
    path: '/api/exam-tests/:id/close-window',
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
    changes: ['examTests', 'auditLog'],
    encode: (id) => ({ params: { id }, body: {} }),
    decode: z.object({ params: idParams }).transform(({ params }): [string] => [params.id]),
  }),
  /** Started, in progress, submitted, last seen and saves per minute; live on the event stream. */
  getExamMonitor: operation<[testId: string], ExamMonitor>({
    verb: 'GET',
    path: '/api/exam-tests/:id/monitor',
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
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
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
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
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
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
    policy: { callers: ADMIN_ONLY, permission: 'tests.manage' },
    changes: ['examChallenges', 'examTests', 'examAttempts', 'stseCandidates', 'auditLog'],
    encode: (id, decision) => ({ params: { id }, body: { decision } }),
    decode: z
      .object({ params: idParams, body: z.object({ decision: recordOf<ChallengeDecision>() }) })
      .transform(({ params, body }): [string, ChallengeDecision] => [params.id, body.decision]),
  }),
};
