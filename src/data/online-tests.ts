// The online tests' (CBT) public names: what the screens that set, sit and mark a test use.
// Their own entry, so the data layer's index stays a list one can read.
export {
  DEFAULT_MARKING,
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  EXAM_LANGUAGES,
  EXAM_LANGUAGE_LABELS,
  EXAM_LIMITS,
  KEY_STAGE_LABELS,
  QUESTIONS_PER_PAGE,
  QUESTION_KINDS,
  QUESTION_KIND_LABELS,
  examTestEditSchema,
  questionEditSchema,
} from './schemas/exams';
export type {
  Difficulty,
  ExamAudience,
  ExamLanguage,
  ExamSection,
  ExamTest,
  ExamTestEdit,
  ExamTestSummary,
  KeyChange,
  LocalizedText,
  NumericalAnswer,
  Question,
  QuestionEdit,
  QuestionEditInput,
  QuestionFilter,
  QuestionImage,
  QuestionKind,
} from './schemas/exams';
export {
  ATTEMPT_STATUS_LABELS,
  CHALLENGE_STATUS_LABELS,
  challengeDecisionSchema,
  challengeReasonSchema,
  examCredentialsSchema,
} from './schemas/exam-attempts';
export type {
  AttemptStatus,
  AvailableExam,
  ChallengeDecision,
  ChallengeStatus,
  ExamAttempt,
  ExamChallenge,
  ExamCredentials,
  ExamMonitor,
  ExamSession,
  ExamSignIn,
  ExamTaker,
  PaperQuestion,
  PaperSection,
  ResponseAnswer,
  ResponseSave,
  ResponseSheet,
  SaveAck,
  SaveBatch,
  SavedResponse,
  SheetQuestion,
  TestSeriesResult,
} from './schemas/exam-attempts';
export {
  effectiveKey,
  imageTypeOf,
  maxMarksOf,
  mergeSaves,
  paletteState,
  questionIdsOf,
  questionProblems,
  startRefusal,
  timeLeftMs,
} from './rules/exams';
export type { PaletteState } from './rules/exams';
export type { ExamRefusal } from './errors';
export { EXAM_REFUSAL_MESSAGES } from './operations/exams';
export { CHALLENGE_TWICE_MESSAGE } from './operations/exam-results';
