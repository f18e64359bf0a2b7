// Online tests' question bank and tests (part B), decided once for the browser-only mode and the
// server: the bank's filter and order, a new or edited question, an import checked row by row, a
// test's new record, what may change once it is published, and when it may be published.
import { newId } from '../core/ids';
import { refuse } from '../core/validate';
import { DataValidationError } from '../errors';
import { maxMarksOf } from '../rules/exams';
import { EXAM_LIMITS, QUESTIONS_PER_PAGE } from '../schemas/exams';
import type {
  ExamTest,
  ExamTestEdit,
  Question,
  QuestionFilter,
  QuestionPage,
} from '../schemas/exams';
import type { Settings } from '../schemas';
import { edited } from './audit';
import { checkedQuestion, frozenQuestions } from './exams';

/** Newest first; questions of one instant by id, so every adapter lists them in the same order. */
export function byNewest(
  first: { id: string; createdAt: string },
  second: { id: string; createdAt: string },
): number {
  const byTime = Date.parse(second.createdAt) - Date.parse(first.createdAt);
  if (byTime !== 0) return byTime;
  if (first.id === second.id) return 0;
  return first.id < second.id ? 1 : -1;
}

/** The page a filter asks for (1 when none or out of range below). */
export const questionPageNumber = (filter: QuestionFilter) => Math.max(1, filter.page ?? 1);

/** Whether a question passes the bank's filter: subject exactly, kind, difficulty, and the search
 *  in its English or Hindi text or its topic, ignoring case. */
export function questionMatches(question: Question, filter: QuestionFilter): boolean {
  if (filter.subject && question.subject !== filter.subject) return false;
  if (filter.kind && question.kind !== filter.kind) return false;
  if (filter.difficulty && question.difficulty !== filter.difficulty) return false;
  const search = filter.search?.trim().toLowerCase() ?? '';
  if (search === '') return true;
  return [question.text.en, question.text.hi, question.topic].some((text) =>
    text.toLowerCase().includes(search),
  );
}

/** One page of the bank, filtered, newest first (the local adapters' answer; the server's is SQL). */
export function questionPage(questions: readonly Question[], filter: QuestionFilter): QuestionPage {
  const matching = questions.filter((question) => questionMatches(question, filter)).sort(byNewest);
  const start = (questionPageNumber(filter) - 1) * QUESTIONS_PER_PAGE;
  return { rows: matching.slice(start, start + QUESTIONS_PER_PAGE), total: matching.length };
}

export function newQuestionRecord(edit: unknown, now: Date): Question {
  const at = now.toISOString();
  return { ...checkedQuestion(edit), id: newId(), createdAt: at, updatedAt: at };
}

export function editedQuestion(stored: Question, edit: unknown, now: Date): Question {
  return {
    ...checkedQuestion(edit),
    id: stored.id,
    createdAt: stored.createdAt,
    updatedAt: now.toISOString(),
  };
}

export const QUESTION_IN_DRAFT_MESSAGE = (titles: readonly string[]) =>
  `This question is in the draft test ${titles.map((title) => `"${title}"`).join(', ')}. ` +
  'Take it out of the test first.';

/** A question a draft uses stays: deleting it would leave the draft pointing at nothing. */
export function refuseDeleteInDrafts(draftTitles: readonly string[]): void {
  if (draftTitles.length > 0) refuse('question', 'id', QUESTION_IN_DRAFT_MESSAGE(draftTitles));
}

/** Whether a test's sections name this question. */
export const testUsesQuestion = (test: Pick<ExamTest, 'sections'>, questionId: string) =>
  test.sections.some((section) => section.questionIds.includes(questionId));

/**
 * The rows of an import as new questions, all or none: every refused row's problems are named
 * `<row>.<field>` (row 1 the first) in one DataValidationError. Row i is created i ms before
 * `now`, so the bank lists an import newest first in the file's order.
 */
export function importedQuestions(rows: readonly unknown[], now: Date): Question[] {
  if (rows.length === 0) refuse('import', 'rows', 'The file has no questions.');
  if (rows.length > EXAM_LIMITS.importRows) {
    refuse(
      'import',
      'rows',
      `An import takes at most ${EXAM_LIMITS.importRows} questions; this file has ${rows.length}.`,
    );
  }
  const issues: Array<{ path: string; message: string }> = [];
  const questions: Question[] = [];
  rows.forEach((row, index) => {
    try {
      questions.push(newQuestionRecord(row, new Date(now.getTime() - index)));
    } catch (error) {
      if (!(error instanceof DataValidationError)) throw error;
      for (const issue of error.issues) {
        issues.push({ path: `${index + 1}.${issue.path}`, message: issue.message });
      }
    }
  });
  if (issues.length > 0) throw new DataValidationError('import', issues);
  return questions;
}

export function newTestRecord(edit: ExamTestEdit, now: Date): ExamTest {
  const at = now.toISOString();
  return {
    ...edit,
    id: newId(),
    status: 'draft',
    frozen: [],
    keyStage: 'hidden',
    keyChanges: {},
    createdAt: at,
    updatedAt: at,
  };
}

/** The same value, whatever the order of object keys (a stored document's may differ). */
function sameValue(first: unknown, second: unknown): boolean {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, item]) => item !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, item]) => [key, canonical(item)]),
      );
    }
    return value;
  };
  return JSON.stringify(canonical(first)) === JSON.stringify(canonical(second));
}

export const PUBLISHED_TEST_FROZEN_MESSAGE =
  'This test is published, so its paper is frozen: only the closing time and the instructions can change.';

/**
 * A published test edited: only its window's close (never earlier) and its instructions change;
 * every other field must be as stored, or the edit is refused naming the first that is not.
 */
export function editedPublishedTest(stored: ExamTest, edit: ExamTestEdit, now: Date): ExamTest {
  const frozenFields = [
    'title',
    'audience',
    'sections',
    'durationMinutes',
    'languages',
    'shuffleQuestions',
    'shuffleOptions',
  ] as const;
  for (const field of frozenFields) {
    if (!sameValue(stored[field], edit[field]))
      refuse('test', field, PUBLISHED_TEST_FROZEN_MESSAGE);
  }
  if (Date.parse(edit.opensAt) !== Date.parse(stored.opensAt)) {
    refuse('test', 'opensAt', PUBLISHED_TEST_FROZEN_MESSAGE);
  }
  if (Date.parse(edit.closesAt) < Date.parse(stored.closesAt)) {
    refuse(
      'test',
      'closesAt',
      'A published test’s window can only be made longer: choose a closing time after the current one.',
    );
  }
  return {
    ...stored,
    closesAt: edit.closesAt,
    instructions: edit.instructions,
    updatedAt: now.toISOString(),
  };
}

/**
 * A published test's window to start closed now (Close start window now): nothing new starts,
 * attempts already running keep their own deadlines, and the key may be published. It closes a
 * millisecond before now, so a start at this very instant is refused too, never before it opened.
 */
export function withWindowClosed(stored: ExamTest, now: Date): ExamTest {
  if (stored.status !== 'published') {
    refuse('test', 'status', 'This test is not published, so it has no window to close.');
  }
  if (now.getTime() < Date.parse(stored.opensAt)) {
    refuse('test', 'closesAt', 'The window to start has not opened yet.');
  }
  if (now.getTime() > Date.parse(stored.closesAt)) {
    refuse('test', 'closesAt', 'The window to start has already closed.');
  }
  const closesAt = Math.max(Date.parse(stored.opensAt), now.getTime() - 1);
  return { ...stored, closesAt: new Date(closesAt).toISOString(), updatedAt: now.toISOString() };
}

/** A draft edited: every field of the edit, the rest (id, status, key) as stored. */
export const editedDraftTest = (stored: ExamTest, edit: ExamTestEdit, now: Date): ExamTest => ({
  ...stored,
  ...edit,
  updatedAt: now.toISOString(),
});

export function refuseUnlessDraft(test: ExamTest, action: string): void {
  if (test.status !== 'draft') {
    refuse('test', 'status', `This test is published, so it cannot be ${action}.`);
  }
}

/**
 * The test published: its questions copied in (frozen), refused with no question, or an STSE
 * test whose full marks are more than the settings' STSE maximum marks.
 */
export function withPaperFrozen(
  test: ExamTest,
  bank: ReadonlyMap<string, Question>,
  settings: Settings,
  now: Date,
): ExamTest {
  if (test.status === 'published') refuse('test', 'status', 'This test is already published.');
  const frozen = frozenQuestions(test, bank);
  if (frozen.length === 0) {
    refuse('test', 'sections', 'Add at least one question before publishing the test.');
  }
  const withFrozen = { ...test, frozen };
  const maxMarks = maxMarksOf(withFrozen);
  if (test.audience.kind === 'stse' && maxMarks > settings.stse.maxMarks) {
    refuse(
      'test',
      'sections',
      `The paper's full marks are ${maxMarks}, more than the STSE maximum marks of ${settings.stse.maxMarks} in Settings. ` +
        'Take out questions, lower the marks, or raise the maximum in Settings.',
    );
  }
  return { ...withFrozen, status: 'published', updatedAt: now.toISOString() };
}

/** A test as the audit log records it: without its frozen questions (the bank's entries have them). */
export const auditedTest = ({ frozen, ...test }: ExamTest) => ({
  ...test,
  frozenQuestions: frozen.length,
});

export const testEdited = (before: ExamTest, after: ExamTest) =>
  edited('examTest', auditedTest(before), auditedTest(after));
