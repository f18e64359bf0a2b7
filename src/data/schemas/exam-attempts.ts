// Online tests: a taker's attempt (credentials, responses and saves, the paper as sent, the
// session, scores) and what follows it (the response sheet, challenges, the monitor, a student's
// results). The bank and tests are in ./exams.ts.
import { z } from 'zod';
import { CHALLENGE_STATUSES } from '../exam-constants';
import type { ChallengeStatus, KeyStage } from '../exam-constants';
import { idField, limited, required, timestampField, wholeNumber } from './fields';
import { EXAM_LIMITS, keyChangeSchema } from './exams';
import type {
  ExamLanguage,
  LocalizedText,
  MarkingScheme,
  NumericalAnswer,
  QuestionImage,
  QuestionKind,
} from './exams';

// ----- taking a test -----

/** Who takes a test: an STSE candidate (roll number and date of birth) or a signed-in student. */
export type ExamTaker =
  | { kind: 'candidate'; id: string; rollNo: string; name: string }
  | { kind: 'student'; id: string; name: string };

/** A candidate's proof of identity for every taking call; a signed-in student sends none. */
export const examCredentialsSchema = z.object({
  rollNo: limited('Roll number', 100, z.string().trim()).min(1, 'Roll number is required.'),
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
  seq: wholeNumber('The save’s number', 1),
  questionId: idField,
  answer: responseAnswerSchema,
  markedForReview: z.boolean(),
  /** Milliseconds spent on the question so far (its running total). */
  timeMs: wholeNumber('The time on a question (ms)', 0, 24 * 3600 * 1000),
});
export type ResponseSave = z.infer<typeof responseSaveSchema>;

/** What a saves request carries: the saves that waited, and the page's running counters. */
export const saveBatchSchema = z.object({
  saves: z.array(responseSaveSchema).max(EXAM_LIMITS.savesPerRequest),
  focusLosses: wholeNumber('The times the page lost focus', 0, 100_000),
  fullscreenExits: wholeNumber('The times full screen was left', 0, 100_000),
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
