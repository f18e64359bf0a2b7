// The question form's values and checks: the shared schema and questionProblems, with what the
// other kinds would carry left out first (a numerical question keeps no options, a choice
// question no numerical answer), so switching the kind back and forth loses nothing typed.
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import {
  DIFFICULTIES,
  QUESTION_KINDS,
  questionEditSchema,
  questionProblems,
} from '@/data/online-tests';
import type {
  Question,
  QuestionEdit,
  QuestionKind,
  Difficulty,
  QuestionImage,
} from '@/data/online-tests';

/** What the form holds while it is typed in: the numerical answer may still be empty. */
export type QuestionFormValues = {
  kind: QuestionKind;
  subject: string;
  topic: string;
  difficulty: Difficulty;
  text: { en: string; hi: string };
  options: { en: string; hi: string }[];
  correctOptions: number[];
  numericalAnswer: { value?: number; tolerance?: number };
  explanation: string;
  image?: QuestionImage;
};

export const emptyOption = () => ({ en: '', hi: '' });

export function emptyQuestionForm(): QuestionFormValues {
  return {
    kind: QUESTION_KINDS[0],
    subject: '',
    topic: '',
    difficulty: DIFFICULTIES[1],
    text: { en: '', hi: '' },
    options: Array.from({ length: 4 }, emptyOption),
    correctOptions: [],
    numericalAnswer: { value: undefined, tolerance: 0 },
    explanation: '',
    image: undefined,
  };
}

export function questionFormOf(question: Question): QuestionFormValues {
  return {
    kind: question.kind,
    subject: question.subject,
    topic: question.topic,
    difficulty: question.difficulty,
    text: { ...question.text },
    options:
      question.kind === 'numerical'
        ? Array.from({ length: 4 }, emptyOption)
        : question.options.map((option) => ({ ...option })),
    correctOptions: [...question.correctOptions],
    numericalAnswer: question.numericalAnswer
      ? { ...question.numericalAnswer }
      : { value: undefined, tolerance: 0 },
    explanation: question.explanation,
    image: question.image,
  };
}

/** The English and Hindi pairs Gemini may draft: the text, then the options (a choice question). */
export function draftPairsOf(values: QuestionFormValues): { english: string; hindi: string }[] {
  const pairs = values.kind === 'numerical' ? [values.text] : [values.text, ...values.options];
  return pairs.map(({ en, hi }) => ({ english: en, hindi: hi }));
}

/** The machine-draft marks once option `removed` is gone: the options after it move up. */
export function machineDraftsAfterRemoving(
  marked: ReadonlySet<string>,
  removed: number,
): ReadonlySet<string> {
  const next = new Set<string>();
  for (const field of marked) {
    const option = /^options\.(\d+)\.hi$/.exec(field);
    const index = option ? Number(option[1]) : undefined;
    if (index === undefined) next.add(field);
    else if (index !== removed) next.add(`options.${index > removed ? index - 1 : index}.hi`);
  }
  return next;
}

/** The edit as saved: only what the chosen kind uses. */
export function questionEditInputOf(values: QuestionFormValues) {
  const numerical = values.kind === 'numerical';
  return {
    ...values,
    options: numerical ? [] : values.options,
    correctOptions: numerical ? [] : values.correctOptions,
    numericalAnswer: numerical ? values.numericalAnswer : undefined,
  };
}

const checkedEditSchema = questionEditSchema.superRefine((edit, context) => {
  for (const problem of questionProblems(edit)) {
    context.addIssue({ code: 'custom', path: problem.path.split('.'), message: problem.message });
  }
});

/** The shared schema and questionProblems, each message beside its field (the first per field). */
export const questionFormResolver: Resolver<QuestionFormValues, unknown, QuestionEdit> = (
  values,
  _context,
  options,
) => {
  const result = checkedEditSchema.safeParse(questionEditInputOf(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(errors, options) };
};
