// Online tests (CBT): the question bank, the tests built from it, a candidate's attempt with its
// responses, and the answer-key challenges. The answer key lives only in `Question` and
// `ExamTest.keyChanges`: what a browser gets during a test (`PaperQuestion`) has no key field at
// all, so no code path can send one by accident.
import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { CHALLENGE_STATUSES, KEY_STAGES } from '../exam-constants';
import type { ChallengeStatus, KeyStage } from '../exam-constants';
import { classField, idField, limited, required, streamField, timestampField } from './fields';

export const QUESTION_KINDS = ['single', 'multiple', 'numerical'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  single: 'Single correct',
  multiple: 'Multiple correct',
  numerical: 'Numerical answer',
};

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

export const EXAM_LANGUAGES = ['en', 'hi'] as const;
export type ExamLanguage = (typeof EXAM_LANGUAGES)[number];
export const EXAM_LANGUAGE_LABELS: Record<ExamLanguage, string> = { en: 'English', hi: 'हिन्दी' };

/** The exam centre whose STSE candidates take the test online. */
export const ONLINE_CENTRE = 'Online';

export const EXAM_LIMITS = {
  /** A question's text or an option's, in LaTeX source; per language. */
  text: 4000,
  option: 1000,
  subject: 60,
  topic: 100,
  minOptions: 2,
  maxOptions: 6,
  /** An image's bytes (before base64). Stored in the database with its question. */
  imageBytes: 200 * 1024,
  sections: 6,
  questionsPerTest: 200,
  instructions: 6000,
  /** Minutes: a test lasts 5 minutes to 6 hours. */
  minDuration: 5,
  maxDuration: 360,
  /** Saves in one request (the offline queue sends what waited, in order). */
  savesPerRequest: 200,
  /** Rows of one import. */
  importRows: 2000,
  challengeReason: 1000,
  /** Seconds after the deadline a save still in flight is accepted. */
  graceSeconds: 10,
} as const;

const localized = (label: string, max: number) =>
  z.object({
    en: required(label, max),
    /** Hindi; blank when the question has none (the paper then shows English). */
    hi: limited(`${label} (Hindi)`, max, z.string().trim()).default(''),
  });
export type LocalizedText = { en: string; hi: string };

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** A question's picture, carried as base64; its type is decided by its bytes (rules/exams.ts). */
export const questionImageSchema = z.object({
  type: z.enum(IMAGE_TYPES),
  base64: z
    .string()
    .max(Math.ceil((EXAM_LIMITS.imageBytes * 4) / 3) + 4, 'The image is over 200 KB.'),
});
export type QuestionImage = z.infer<typeof questionImageSchema>;

/** A numerical answer is right when within `tolerance` of `value` (0: exactly). */
export const numericalAnswerSchema = z.object({
  value: z.number({ error: 'Enter the answer as a number.' }).finite(),
  tolerance: z.number({ error: 'Enter the tolerance as a number.' }).min(0).default(0),
});
export type NumericalAnswer = z.infer<typeof numericalAnswerSchema>;

/** What the question form edits and an import row holds; checked further by `questionProblems`. */
export const questionEditSchema = z.object({
  kind: z.enum(QUESTION_KINDS, { error: 'Choose the kind of question.' }),
  subject: required('Subject', EXAM_LIMITS.subject),
  topic: limited('Topic', EXAM_LIMITS.topic, z.string().trim()).default(''),
  difficulty: z.enum(DIFFICULTIES, { error: 'Choose the difficulty.' }),
  text: localized('Question', EXAM_LIMITS.text),
  /** Empty for a numerical question. */
  options: z.array(localized('Option', EXAM_LIMITS.option)).max(EXAM_LIMITS.maxOptions).default([]),
  /** Indices into `options` (one for single correct, one or more for multiple correct). */
  correctOptions: z.array(z.number().int().min(0)).max(EXAM_LIMITS.maxOptions).default([]),
  numericalAnswer: numericalAnswerSchema.optional(),
  explanation: limited('Explanation', EXAM_LIMITS.text, z.string().trim()).default(''),
  image: questionImageSchema.optional(),
});
export type QuestionEdit = z.infer<typeof questionEditSchema>;
export type QuestionEditInput = z.input<typeof questionEditSchema>;

export const questionSchema = questionEditSchema.extend({
  id: idField,
  createdAt: timestampField,
  updatedAt: timestampField,
});
export type Question = z.infer<typeof questionSchema>;

export type QuestionFilter = {
  subject?: string;
  kind?: QuestionKind;
  difficulty?: Difficulty;
  /** In the text (English or Hindi) or the topic. */
  search?: string;
  page?: number;
};
export const QUESTIONS_PER_PAGE = 25;
export type QuestionPage = { rows: Question[]; total: number };

// ----- tests -----

/** Marks for one kind of question: right, wrong (negative or 0), and per right option chosen
 *  when not all were (multiple correct only; 0 = no partial marks). Unanswered is always 0. */
export const markingSchema = z.object({
  correct: z.number().min(0).max(100),
  wrong: z.number().min(-100).max(0),
  partialPerOption: z.number().min(0).max(100).default(0),
});
export type Marking = z.infer<typeof markingSchema>;
export const markingSchemeSchema = z.object({
  single: markingSchema,
  multiple: markingSchema,
  numerical: markingSchema,
});
export type MarkingScheme = z.infer<typeof markingSchemeSchema>;
/** +4/−1 single correct, JEE Advanced's +4/−2 with +1 per right option for multiple, +4/0 numerical. */
export const DEFAULT_MARKING: MarkingScheme = {
  single: { correct: 4, wrong: -1, partialPerOption: 0 },
  multiple: { correct: 4, wrong: -2, partialPerOption: 1 },
  numerical: { correct: 4, wrong: 0, partialPerOption: 0 },
};

export const examSectionSchema = z.object({
  id: idField,
  name: required('Section name', EXAM_LIMITS.subject),
  questionIds: z.array(idField).min(1, 'Add at least one question to the section.'),
  marking: markingSchemeSchema,
});
export type ExamSection = z.infer<typeof examSectionSchema>;

export const examAudienceSchema = z.discriminatedUnion('kind', [
  /** STSE candidates of a class seated at the Online centre. */
  z.object({ kind: z.literal('stse'), currentClass: classField }),
  /** Enrolled students of a class and stream: the institute's test series. */
  z.object({ kind: z.literal('students'), currentClass: classField, stream: streamField }),
]);
export type ExamAudience = z.infer<typeof examAudienceSchema>;

/** What the test form edits (a draft's every field). */
export const examTestEditSchema = z.object({
  title: required('Title', TEXT_LIMITS.title),
  audience: examAudienceSchema,
  sections: z
    .array(examSectionSchema)
    .min(1, 'Add at least one section.')
    .max(EXAM_LIMITS.sections, `A test has at most ${EXAM_LIMITS.sections} sections.`),
  durationMinutes: z
    .number({ error: 'Enter the duration in minutes.' })
    .int('Enter the duration in whole minutes.')
    .min(
      EXAM_LIMITS.minDuration,
      `A test lasts ${EXAM_LIMITS.minDuration} to ${EXAM_LIMITS.maxDuration} minutes.`,
    )
    .max(
      EXAM_LIMITS.maxDuration,
      `A test lasts ${EXAM_LIMITS.minDuration} to ${EXAM_LIMITS.maxDuration} minutes.`,
    ),
  /** The window in which a candidate may START (instants, ISO). */
  opensAt: timestampField,
  closesAt: timestampField,
  languages: z.array(z.enum(EXAM_LANGUAGES)).min(1, 'Choose at least one language.'),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  instructions: required('Instructions', EXAM_LIMITS.instructions),
});
export type ExamTestEdit = z.infer<typeof examTestEditSchema>;
export type ExamTestEditInput = z.input<typeof examTestEditSchema>;

// The key's stages and the challenges' statuses live in ../exam-constants.ts (no zod), so the
// public answer-key page can name them without downloading zod.
export { KEY_STAGES, KEY_STAGE_LABELS } from '../exam-constants';
export type { KeyStage } from '../exam-constants';

/** A key changed after a challenge: the right options or the numerical answer, or dropped. */
export const keyChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('options'), correctOptions: z.array(z.number().int().min(0)).min(1) }),
  z.object({ kind: z.literal('numerical'), numericalAnswer: numericalAnswerSchema }),
  /** Everyone gets the question's full marks (NTA's practice for a dropped question). */
  z.object({ kind: z.literal('dropped') }),
]);
export type KeyChange = z.infer<typeof keyChangeSchema>;

export const examTestSchema = examTestEditSchema.extend({
  id: idField,
  /** Draft: being written. Published: the paper is frozen and candidates may start in the window. */
  status: z.enum(['draft', 'published']),
  /** The questions as they were when published (the bank may change afterwards). */
  frozen: z.array(questionSchema).default([]),
  keyStage: z.enum(KEY_STAGES).default('hidden'),
  /** Until when candidates may challenge the provisional key. */
  challengesCloseAt: timestampField.optional(),
  keyChanges: z.record(z.string(), keyChangeSchema).default({}),
  createdAt: timestampField,
  updatedAt: timestampField,
});
export type ExamTest = z.infer<typeof examTestSchema>;
/** A test without its frozen questions: lists carry this. */
export type ExamTestSummary = Omit<ExamTest, 'frozen'> & { questionCount: number };

// ----- taking a test -----

/** Who takes a test: an STSE candidate (roll number and date of birth) or a signed-in student. */
export type ExamTaker =
  | { kind: 'candidate'; id: string; rollNo: string; name: string }
  | { kind: 'student'; id: string; name: string };

/** A candidate's proof of identity for every taking call; a signed-in student sends none. */
export const examCredentialsSchema = z.object({
  rollNo: z.string().trim().min(1, 'Roll number is required.').max(100),
  dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of birth.'),
});
export type ExamCredentials = z.infer<typeof examCredentialsSchema>;

/**
 * A response: the options chosen (their indices in the question as written, whatever order the
 * candidate saw), the number typed for a numerical question (as typed), or null when cleared.
 */
export const responseAnswerSchema = z.union([
  z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(EXAM_LIMITS.maxOptions - 1),
    )
    .max(EXAM_LIMITS.maxOptions),
  z.string().trim().max(20),
  z.null(),
]);
export type ResponseAnswer = z.infer<typeof responseAnswerSchema>;

/** One save: the newest state of one question, numbered by the attempt's sequence. */
export const responseSaveSchema = z.object({
  seq: z.number().int().min(1),
  questionId: idField,
  answer: responseAnswerSchema,
  markedForReview: z.boolean(),
  /** Milliseconds spent on the question so far (its running total). */
  timeMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000),
});
export type ResponseSave = z.infer<typeof responseSaveSchema>;

/** What a saves request carries: the saves that waited, and the page's running counters. */
export const saveBatchSchema = z.object({
  saves: z.array(responseSaveSchema).max(EXAM_LIMITS.savesPerRequest),
  focusLosses: z.number().int().min(0).max(100_000),
  fullscreenExits: z.number().int().min(0).max(100_000),
});
export type SaveBatch = z.infer<typeof saveBatchSchema>;

/** A question's stored response (the save with the highest sequence). */
export type SavedResponse = ResponseSave;

export type PaperOption = LocalizedText & {
  /** The option's index in the question as written: what a response names. */
  index: number;
};
/** A question as the candidate sees it: no key, no explanation; options in their own order. */
export type PaperQuestion = {
  id: string;
  kind: QuestionKind;
  subject: string;
  text: LocalizedText;
  options: PaperOption[];
  image?: QuestionImage;
};
export type PaperSection = {
  id: string;
  name: string;
  marking: MarkingScheme;
  questions: PaperQuestion[];
};

export const ATTEMPT_STATUSES = ['in-progress', 'submitted', 'timed-out'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
export const ATTEMPT_STATUS_LABELS: Record<AttemptStatus, string> = {
  'in-progress': 'In progress',
  submitted: 'Submitted',
  'timed-out': 'Submitted at time-out',
};

export type SectionScore = z.infer<typeof sectionScoreSchema>;
export type AttemptScore = z.infer<typeof attemptScoreSchema>;

const sectionScoreSchema = z.object({
  sectionId: z.string(),
  name: z.string(),
  score: z.number(),
  correct: z.number().int(),
  partial: z.number().int(),
  wrong: z.number().int(),
  unanswered: z.number().int(),
});
export const attemptScoreSchema = z.object({
  total: z.number(),
  sections: z.array(sectionScoreSchema),
});

export const examTakerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('candidate'), id: z.string(), rollNo: z.string(), name: z.string() }),
  z.object({ kind: z.literal('student'), id: z.string(), name: z.string() }),
]);

/** An attempt as the admin sees it (the device token never leaves the server). */
export const examAttemptSchema = z.object({
  id: idField,
  testId: idField,
  taker: examTakerSchema,
  status: z.enum(ATTEMPT_STATUSES),
  startedAt: timestampField,
  /** The server's deadline: start + duration. */
  deadline: timestampField,
  submittedAt: timestampField.optional(),
  lastSeenAt: timestampField,
  /** The highest sequence saved. */
  lastSeq: z.number().int().min(0),
  answered: z.number().int().min(0),
  focusLosses: z.number().int().min(0),
  fullscreenExits: z.number().int().min(0),
  score: attemptScoreSchema.optional(),
});
export type ExamAttempt = z.infer<typeof examAttemptSchema>;

/** What starting (or resuming) answers: the paper, what was saved, and the server's clock. */
export type ExamSession = {
  attemptId: string;
  /** This device's token: every save and the submit carry it; a newer start replaces it. */
  token: string;
  testId: string;
  title: string;
  deadline: string;
  /** The server's clock when it answered: the page counts down from deadline − serverNow. */
  serverNow: string;
  status: AttemptStatus;
  languages: ExamLanguage[];
  sections: PaperSection[];
  responses: SavedResponse[];
  lastSeq: number;
};

export type SaveAck = { savedSeq: number; serverNow: string };

/** A test a candidate or student may take (or has taken), before its paper is sent. */
export type AvailableExam = {
  testId: string;
  title: string;
  durationMinutes: number;
  opensAt: string;
  closesAt: string;
  languages: ExamLanguage[];
  instructions: string;
  sections: Array<{ name: string; questionCount: number }>;
  attempt?: { status: AttemptStatus; deadline: string };
  keyStage: KeyStage;
  challengesCloseAt?: string;
};
export type ExamSignIn = { taker: ExamTaker; exams: AvailableExam[] };

// ----- after the test -----

/** One question of a response sheet: the key against the response, and its marks. */
export type SheetQuestion = {
  questionId: string;
  sectionName: string;
  kind: QuestionKind;
  subject: string;
  text: LocalizedText;
  options: LocalizedText[];
  image?: QuestionImage;
  correctOptions: number[];
  numericalAnswer?: NumericalAnswer;
  dropped: boolean;
  explanation: string;
  answer: ResponseAnswer;
  marks: number;
  timeMs: number;
  /** The taker's own challenge of this question, if any. */
  challenge?: { status: ChallengeStatus; reason: string };
};
export type ResponseSheet = {
  testId: string;
  title: string;
  keyStage: KeyStage;
  challengesCloseAt?: string;
  score: AttemptScore;
  questions: SheetQuestion[];
};

export { CHALLENGE_STATUSES, CHALLENGE_STATUS_LABELS } from '../exam-constants';
export type { ChallengeStatus } from '../exam-constants';

export const challengeReasonSchema = required('Reason', EXAM_LIMITS.challengeReason);

export const examChallengeSchema = z.object({
  id: idField,
  testId: idField,
  questionId: idField,
  taker: examTakerSchema,
  reason: z.string(),
  status: z.enum(CHALLENGE_STATUSES),
  createdAt: timestampField,
  decidedAt: timestampField.optional(),
  /** Why, as the admin wrote it (shown to the candidate). */
  decisionNote: z.string().optional(),
});
export type ExamChallenge = z.infer<typeof examChallengeSchema>;

/** The admin's decision on a challenge: accept (with the key's change) or reject. */
export const challengeDecisionSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('accept'),
    change: keyChangeSchema,
    note: limited('Note', 1000, z.string().trim()).default(''),
  }),
  z.object({ outcome: z.literal('reject'), note: required('Note', 1000) }),
]);
export type ChallengeDecision = z.infer<typeof challengeDecisionSchema>;

/** The admin's live view of one test. */
export type ExamMonitor = {
  testId: string;
  eligible: number;
  started: number;
  inProgress: number;
  submitted: number;
  lastSeenAt?: string;
  /** Saves in each of the last 15 minutes, oldest first (minute start ISO). */
  savesPerMinute: Array<{ minute: string; saves: number }>;
  /** The 50 most recently seen attempts. */
  attempts: ExamAttempt[];
};

/** A student's result in one test of the series. */
export type TestSeriesResult = {
  testId: string;
  title: string;
  submittedAt: string;
  score: AttemptScore;
  maxMarks: number;
  /** Competition rank among the class's takers, and how many took it. */
  rank: number;
  takers: number;
  /** Per subject: right answers ÷ answered, as a percentage with one decimal. */
  subjects: Array<{ subject: string; answered: number; correct: number; accuracy: number }>;
  /** Seconds spent per question, in paper order. */
  timePerQuestion: Array<{ questionId: string; seconds: number }>;
};
