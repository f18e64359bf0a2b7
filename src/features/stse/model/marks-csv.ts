// Marks entry by CSV: one row per candidate, "roll number, marks" (or Absent). Every row is
// checked against the candidates and the exam's maximum before anything is saved, and each
// problem is named with its line, so the admin fixes the file and chooses it again.
import { CsvParseError, parseCsv } from '@/lib';
import { parseMarksValue } from '@/data';
import type { Candidate, MarksEntry, MarksValue } from '@/data';

export type MarksCsvRow = {
  /** The line of the file (a spreadsheet's row number). */
  line: number;
  rollNo: string;
  /** The marks cell as written. */
  marksText: string;
} & (
  | { status: 'ready'; candidateId: string; name: string; marks: MarksValue }
  | { status: 'error'; name: string | undefined; message: string }
);

export type MarksCsvReading =
  | { status: 'unreadable'; message: string }
  | { status: 'read'; rows: MarksCsvRow[]; errorCount: number };

export const EMPTY_FILE_MESSAGE =
  'The file has no rows. Put one candidate on each line: roll number, marks (or Absent).';

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/** A first row such as "Roll Number, Marks" is a header, not a candidate. */
const isHeader = (record: readonly string[]) =>
  /roll/i.test(record[0] ?? '') && /marks|result|score/i.test(record[1] ?? '');

/** The file's records, or why they cannot be read (an unclosed quote, say). */
function recordsOf(text: string): string[][] | CsvParseError {
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvParseError) return error;
    throw error;
  }
}

/** The roll numbers a marks CSV names (its first column), to look up before reading it. */
export function rollNumbersIn(text: string): string[] {
  const records = recordsOf(text);
  // Nothing to look up: readMarksCsv says why the file cannot be read.
  if (records instanceof CsvParseError) return [];
  const rollNos = records.map((record) => (record[0] ?? '').trim());
  return [...new Set(rollNos)].filter((rollNo) => rollNo !== '');
}

/**
 * Reads a marks CSV against the candidates (roll numbers matched ignoring case) and the
 * exam's maximum. Blank lines are skipped; extra empty columns (a spreadsheet's trailing
 * commas) are allowed.
 */
export function readMarksCsv(
  text: string,
  candidates: readonly Candidate[],
  maxMarks: number,
): MarksCsvReading {
  const records = recordsOf(text);
  if (records instanceof CsvParseError) return { status: 'unreadable', message: records.message };
  const byRollNo = new Map(
    candidates.map((candidate) => [candidate.rollNo.trim().toLowerCase(), candidate]),
  );
  const firstLine = new Map<string, number>();
  const rows: MarksCsvRow[] = [];
  let firstRecord = true;
  records.forEach((record, index) => {
    const line = index + 1;
    if (isBlank(record)) return;
    const header = firstRecord && isHeader(record);
    firstRecord = false;
    if (header) return;
    const rollNo = (record[0] ?? '').trim();
    const marksText = (record[1] ?? '').trim();
    const candidate = byRollNo.get(rollNo.toLowerCase());
    const name = candidate?.name;
    const error = (message: string) =>
      rows.push({ line, rollNo, marksText, status: 'error', name, message });

    if (record.slice(2).some((cell) => cell.trim() !== '')) {
      return error('Only two columns are read: roll number, then marks (or Absent).');
    }
    if (rollNo === '') return error('The roll number is missing.');
    if (!candidate) return error(`No candidate has the roll number ${rollNo}.`);
    const key = rollNo.toLowerCase();
    const earlier = firstLine.get(key);
    if (earlier !== undefined) return error(`${rollNo} is also on line ${earlier}; keep one.`);
    firstLine.set(key, line);
    const marks = parseMarksValue(marksText, maxMarks);
    if (marks === undefined) {
      return error(
        marksText === ''
          ? `The marks are missing: enter marks from 0 to ${maxMarks}, or Absent.`
          : `"${marksText}" is not marks from 0 to ${maxMarks}, or Absent.`,
      );
    }
    rows.push({
      line,
      rollNo: candidate.rollNo,
      marksText,
      status: 'ready',
      candidateId: candidate.id,
      name: candidate.name,
      marks,
    });
  });
  if (rows.length === 0) return { status: 'unreadable', message: EMPTY_FILE_MESSAGE };
  return { status: 'read', rows, errorCount: rows.filter((row) => row.status === 'error').length };
}

/** The entries to save, only when every row is ready. */
export function marksEntries(rows: readonly MarksCsvRow[]): MarksEntry[] {
  return rows.flatMap((row) =>
    row.status === 'ready' ? [{ candidateId: row.candidateId, marks: row.marks }] : [],
  );
}
