// The server's entry for online tests (CBT): the schemas, rules and operations its exam routes use.
// Apart from src/data/server.ts so each entry stays a list one can read.
export {
  DEFAULT_MARKING,
  EXAM_LIMITS,
  ONLINE_CENTRE,
  QUESTIONS_PER_PAGE,
  examTestEditSchema,
  examTestSchema,
} from './schemas/exams';
export type {
  ExamTest,
  ExamTestEdit,
  ExamTestSummary,
  Question,
  QuestionEdit,
  QuestionFilter,
  QuestionPage,
} from './schemas/exams';
export { examCredentialsSchema, saveBatchSchema } from './schemas/exam-attempts';
export type {
  AttemptScore,
  AttemptStatus,
  ChallengeDecision,
  ExamAttempt,
  ExamChallenge,
  ExamCredentials,
  ExamMonitor,
  ExamSession,
  ExamSignIn,
  ExamTaker,
  ResponseAnswer,
  ResponseSave,
  ResponseSheet,
  SaveAck,
  SaveBatch,
  SavedResponse,
  TestSeriesResult,
} from './schemas/exam-attempts';
export { deadlineOf, maxMarksOf, mergeSaves, questionIdsOf, scoreAttempt } from './rules/exams';
export {
  candidateWithExamMarks,
  checkedTest,
  examSession,
  examTakerOf,
  isTakerOf,
  refuseExam,
  responseSheet,
  saveRefusal,
  startOrResumeRefusal,
  submittedStatus,
  takerExams,
  testSeriesResult,
  testSummary,
} from './operations/exams';
export type { TakerRecord } from './operations/exams';
export {
  CHALLENGE_TWICE_MESSAGE,
  MONITOR_ATTEMPTS,
  checkedChallenge,
  checkedDecision,
  decidedChallenges,
  keyChangeAudit,
  keyPublished,
  monitorMinutes,
  newChallenge,
  savesPerMinuteOf,
  withDecision,
  withKeyPublished,
} from './operations/exam-results';
export {
  auditedTest,
  editedDraftTest,
  editedPublishedTest,
  editedQuestion,
  importedQuestions,
  newQuestionRecord,
  newTestRecord,
  questionPageNumber,
  refuseDeleteInDrafts,
  refuseUnlessDraft,
  testEdited,
  withPaperFrozen,
  withWindowClosed,
} from './operations/exam-bank';
