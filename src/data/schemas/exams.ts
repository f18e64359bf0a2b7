// Online tests (CBT): the question bank and the tests built from it (a taker's attempt and what
// follows it are in ./exam-attempts.ts). The answer key lives only in `Question` and
// `ExamTest.keyChanges`: what a browser gets during a test (`PaperQuestion`) has no key field at
// all, so no code path can send one by accident.
import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { KEY_STAGES } from '../exam-constants';
import {
  classField,
  idField,
  limited,
  required,
  streamField,
  timestampField,
  wholeNumber,
} from './fields';

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

/** An option's index in its question (the question's own check says whether it has one). */
const optionIndex = wholeNumber('An option’s number', 0);

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
  correctOptions: z.array(optionIndex).max(EXAM_LIMITS.maxOptions).default([]),
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
  z.object({
    kind: z.literal('options'),
    correctOptions: z.array(optionIndex).min(1).max(EXAM_LIMITS.maxOptions),
  }),
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
