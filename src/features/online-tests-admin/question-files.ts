// The question bank's files: an import read in the browser (CSV or JSON) into rows for
// importQuestions, and the whole bank exported as JSON or CSV in the same shape, so an export
// imports back. The rows are only shaped here: the repository checks every one (row 1 the first).
import { CsvParseError, parseCsv, toCsv } from '@/lib';
import { EXAM_LIMITS } from '@/data/online-tests';
import type { Question, QuestionEditInput } from '@/data/online-tests';

/** The CSV's columns, in order (docs/online-tests.md documents them). */
export const QUESTION_CSV_COLUMNS = [
  'kind',
  'subject',
  'topic',
  'difficulty',
  'text_en',
  'text_hi',
  ...Array.from({ length: EXAM_LIMITS.maxOptions }, (_, index) => [
    `option${index + 1}_en`,
    `option${index + 1}_hi`,
  ]).flat(),
  'correct',
  'numerical_value',
  'numerical_tolerance',
  'explanation',
  'image_type',
  'image_base64',
] as const;

export type QuestionFileReading =
  | { status: 'unreadable'; message: string }
  /** `lines[i]` is row i + 1's place in the file: a CSV's spreadsheet row (the header is 1); JSON: i + 1. */
  | { status: 'read'; rows: unknown[]; lines: number[] };

export const EMPTY_QUESTION_FILE_MESSAGE = 'The file has no questions.';

/** What an import refused, row by row: "Row 3: …" from an issue path such as `3.options`. */
export function importIssueRows(
  issues: ReadonlyArray<{ path: string; message: string }>,
): Array<{ row: number | undefined; field: string; message: string }> {
  return issues.map(({ path, message }) => {
    const [first = '', ...rest] = path.split('.');
    const row = /^\d+$/.test(first) ? Number(first) : undefined;
    return { row, field: row === undefined ? path : rest.join('.'), message };
  });
}

/** Reads an import: `.json` (an array of questions) or else CSV with the header row. */
export function readQuestionFile(fileName: string, text: string): QuestionFileReading {
  return /\.json$/i.test(fileName.trim()) ? readQuestionJson(text) : readQuestionCsv(text);
}

export function readQuestionJson(text: string): QuestionFileReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { status: 'unreadable', message: 'The file is not valid JSON.' };
  }
  if (!Array.isArray(parsed)) {
    return {
      status: 'unreadable',
      message: 'The JSON file must hold a list of questions: [ { … }, { … } ].',
    };
  }
  if (parsed.length === 0) return { status: 'unreadable', message: EMPTY_QUESTION_FILE_MESSAGE };
  return { status: 'read', rows: parsed, lines: parsed.map((_, index) => index + 1) };
}

// The export writes text a spreadsheet would run as a formula with a leading ' (src/lib/csv.ts):
// reading it back drops that quote, so the text imports as it was.
const FORMULA_START = /^'[=+\-@\t\r]/;
const unprotected = (cell: string) => (FORMULA_START.test(cell) ? cell.slice(1) : cell);

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/** A number cell: the number, or the text as written so the check names the field. */
function numberCell(cell: string): number | string {
  const trimmed = cell.trim();
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) ? value : cell;
}

/** "1;3" (option numbers from 1) → [0, 2]; a part that is no number is kept for the check. */
function correctCell(cell: string): Array<number | string> {
  return cell
    .split(/[;,\s]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) - 1 : part));
}

function rowFromRecord(cellOf: (column: string) => string): Record<string, unknown> {
  const options: Array<{ en: string; hi: string }> = [];
  for (let number = 1; number <= EXAM_LIMITS.maxOptions; number += 1) {
    options.push({ en: cellOf(`option${number}_en`), hi: cellOf(`option${number}_hi`) });
  }
  // Options up to the last one written: a blank one between is kept, and refused by the check.
  while (options.length > 0 && options.at(-1)!.en.trim() === '' && options.at(-1)!.hi.trim() === '')
    options.pop();
  const value = cellOf('numerical_value');
  const tolerance = cellOf('numerical_tolerance');
  const imageType = cellOf('image_type').trim();
  const imageBase64 = cellOf('image_base64').trim();
  // The shape is checked by the repository; cells are handed over as written (numbers parsed).
  return {
    kind: cellOf('kind').trim().toLowerCase(),
    subject: cellOf('subject'),
    topic: cellOf('topic'),
    difficulty: cellOf('difficulty').trim().toLowerCase(),
    text: { en: cellOf('text_en'), hi: cellOf('text_hi') },
    options,
    correctOptions: correctCell(cellOf('correct')),
    ...(value.trim() === '' && tolerance.trim() === ''
      ? {}
      : {
          numericalAnswer: {
            value: numberCell(value),
            tolerance: tolerance.trim() === '' ? 0 : numberCell(tolerance),
          },
        }),
    explanation: cellOf('explanation'),
    ...(imageType === '' && imageBase64 === ''
      ? {}
      : { image: { type: imageType, base64: imageBase64 } }),
  };
}

/**
 * Reads a CSV whose first row names the columns (QUESTION_CSV_COLUMNS, any order, any case;
 * missing ones are blank, unknown ones refused). Blank lines are skipped.
 */
export function readQuestionCsv(text: string): QuestionFileReading {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvParseError) return { status: 'unreadable', message: error.message };
    throw error;
  }
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) return { status: 'unreadable', message: EMPTY_QUESTION_FILE_MESSAGE };
  const header = records[headerIndex]!.map((cell) => cell.trim().toLowerCase());
  const known = new Set<string>(QUESTION_CSV_COLUMNS);
  const unknown = header.filter((column) => column !== '' && !known.has(column));
  if (unknown.length > 0 || !header.includes('kind')) {
    return {
      status: 'unreadable',
      message:
        unknown.length > 0
          ? `The first row must name the columns; these are not known: ${unknown.join(', ')}.`
          : 'The first row must name the columns (kind, subject, topic, difficulty, text_en, …).',
    };
  }
  const columnIndex = new Map(header.map((column, index) => [column, index]));
  const rows: unknown[] = [];
  const lines: number[] = [];
  records.forEach((record, index) => {
    if (index <= headerIndex || isBlank(record)) return;
    const cellOf = (column: string) => {
      const at = columnIndex.get(column);
      return at === undefined ? '' : unprotected(record[at] ?? '');
    };
    rows.push(rowFromRecord(cellOf));
    lines.push(index + 1);
  });
  if (rows.length === 0) return { status: 'unreadable', message: EMPTY_QUESTION_FILE_MESSAGE };
  return { status: 'read', rows, lines };
}

/** A question as an import row: what the form edits, without id and times. */
export function questionFileRow({
  id: _id,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...edit
}: Question): QuestionEditInput {
  return edit;
}

/** The bank as JSON: an array of questions in the import's shape. */
export const questionsToJson = (questions: readonly Question[]) =>
  `${JSON.stringify(questions.map(questionFileRow), null, 2)}\n`;

/** The bank as CSV: the header row, then one question a row (option numbers from 1). */
export function questionsToCsv(questions: readonly Question[]): string {
  const rows = questions.map((question) => {
    const cells: Record<string, string | number> = {
      kind: question.kind,
      subject: question.subject,
      topic: question.topic,
      difficulty: question.difficulty,
      text_en: question.text.en,
      text_hi: question.text.hi,
      correct: question.correctOptions.map((index) => index + 1).join(';'),
      numerical_value: question.numericalAnswer?.value ?? '',
      numerical_tolerance: question.numericalAnswer?.tolerance ?? '',
      explanation: question.explanation,
      image_type: question.image?.type ?? '',
      image_base64: question.image?.base64 ?? '',
    };
    question.options.forEach((option, index) => {
      cells[`option${index + 1}_en`] = option.en;
      cells[`option${index + 1}_hi`] = option.hi;
    });
    return QUESTION_CSV_COLUMNS.map((column) => cells[column] ?? '');
  });
  return toCsv([[...QUESTION_CSV_COLUMNS], ...rows]);
}
