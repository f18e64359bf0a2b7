// The test form's values and checks. The window is typed as India's date and time
// (`datetime-local`, read as +05:30 whatever the browser's zone); the rest is the shared schema's.
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { DEFAULT_MARKING, examTestEditSchema } from '@/data/online-tests';
import type { ClassLevel } from '@/data';
import type {
  ExamAudience,
  ExamLanguage,
  ExamSection,
  ExamTest,
  ExamTestEdit,
} from '@/data/online-tests';

export type TestFormValues = {
  title: string;
  audience: {
    kind: 'stse' | 'students';
    currentClass: ClassLevel;
    stream: Extract<ExamAudience, { kind: 'students' }>['stream'];
  };
  durationMinutes: number | undefined;
  /** YYYY-MM-DDTHH:MM in India time. */
  opensAt: string;
  closesAt: string;
  languages: ExamLanguage[];
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  instructions: string;
  sections: ExamSection[];
};

const INDIA_OFFSET_MS = 330 * 60_000;

/** A `datetime-local` value read as India time, as an instant; or null when it is not one. */
export function instantOfIndiaTime(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}:00+05:30`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** An instant as India's `datetime-local` value. */
export function indiaTimeOf(instant: string): string {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? '' : new Date(time + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

export const DEFAULT_INSTRUCTIONS = [
  'The test has sections; move between them with the tabs above the question.',
  'Each answer is saved as soon as you choose it. The clock is the server’s: the test is submitted when the time is up.',
  'Use Mark for Review to come back to a question. Do not leave full screen or switch windows: the office sees it.',
].join('\n');

export function newSection(id: string, name: string): ExamSection {
  return { id, name, questionIds: [], marking: structuredClone(DEFAULT_MARKING) };
}

/** A new test's form; its one section is named `sectionName` (in the admin's language). */
export function emptyTestForm(now: Date, sectionId: string, sectionName: string): TestFormValues {
  const opens = new Date(now.getTime() + 24 * 3_600_000);
  return {
    title: '',
    audience: { kind: 'stse', currentClass: 10, stream: 'Foundation' },
    durationMinutes: 60,
    opensAt: `${indiaTimeOf(opens.toISOString()).slice(0, 10)}T10:00`,
    closesAt: `${indiaTimeOf(opens.toISOString()).slice(0, 10)}T17:00`,
    languages: ['en', 'hi'],
    shuffleQuestions: true,
    shuffleOptions: true,
    instructions: DEFAULT_INSTRUCTIONS,
    sections: [newSection(sectionId, sectionName)],
  };
}

export function testFormOf(test: ExamTest): TestFormValues {
  return {
    title: test.title,
    audience:
      test.audience.kind === 'stse'
        ? { kind: 'stse', currentClass: test.audience.currentClass, stream: 'Foundation' }
        : { ...test.audience },
    durationMinutes: test.durationMinutes,
    opensAt: indiaTimeOf(test.opensAt),
    closesAt: indiaTimeOf(test.closesAt),
    languages: [...test.languages],
    shuffleQuestions: test.shuffleQuestions,
    shuffleOptions: test.shuffleOptions,
    instructions: test.instructions,
    sections: structuredClone(test.sections),
  };
}

/** The edit as saved: an STSE test names no stream; the window as instants. */
export function testEditInputOf(values: TestFormValues) {
  const { kind, currentClass, stream } = values.audience;
  return {
    ...values,
    audience: kind === 'stse' ? { kind, currentClass } : { kind, currentClass, stream },
    opensAt: instantOfIndiaTime(values.opensAt) ?? values.opensAt,
    closesAt: instantOfIndiaTime(values.closesAt) ?? values.closesAt,
  };
}

const WINDOW_MESSAGE = 'Enter the date and the time.';

/** The shared schema, with the window read as India time and in order. */
export const testFormResolver: Resolver<TestFormValues, unknown, ExamTestEdit> = (
  values,
  _context,
  options,
) => {
  const errors: Record<string, FieldError> = {};
  const add = (path: string, message: string) => {
    errors[path] ??= { type: 'custom', message };
  };
  const opens = instantOfIndiaTime(values.opensAt);
  const closes = instantOfIndiaTime(values.closesAt);
  if (!opens) add('opensAt', WINDOW_MESSAGE);
  if (!closes) add('closesAt', WINDOW_MESSAGE);
  if (opens && closes && Date.parse(closes) <= Date.parse(opens)) {
    add('closesAt', 'The window must close after it opens.');
  }
  const result = examTestEditSchema.safeParse(testEditInputOf(values));
  if (!result.success) {
    for (const issue of result.error.issues) add(issue.path.join('.'), issue.message);
  }
  if (!result.success || Object.keys(errors).length > 0) {
    return { values: {}, errors: toNestErrors(errors, options) };
  }
  return { values: result.data, errors: {} };
};
