// Bulk rows from a CSV file a school pastes or uploads, checked row by row before anything is
// saved: the rows that pass go into the table for review, the others are reported by row number.
import { CsvParseError, parseCsv } from '@/lib';
import { CLASSES } from '@/data';
import { bulkRowSchema } from './bulk-row';
import type { BulkRow, BulkRowInput } from './bulk-row';

type BulkColumn = keyof BulkRowInput;

/** The header each column is written with in the template, in order. */
export const BULK_CSV_HEADER = ['name', 'class', 'guardianName', 'mobile', 'email'] as const;

// Headers are compared in lower case without spaces and punctuation ("Guardian Name",
// "guardian_name" and "GuardianName" are one), and common spellings are accepted.
const HEADER_ALIASES: Record<BulkColumn, readonly string[]> = {
  name: ['name', 'studentname', 'fullname', 'candidatename'],
  currentClass: ['class', 'currentclass', 'grade', 'standard', 'std'],
  guardianName: [
    'guardianname',
    'guardian',
    'parentname',
    'parent',
    'fathername',
    'fathersname',
    'mothername',
    'mothersname',
  ],
  mobile: [
    'mobile',
    'mobilenumber',
    'mobileno',
    'phone',
    'phonenumber',
    'phoneno',
    'contact',
    'contactnumber',
  ],
  email: ['email', 'emailaddress', 'emailid', 'mail'],
};

const COLUMN_NAMES: Record<BulkColumn, string> = {
  name: 'name',
  currentClass: 'class',
  guardianName: 'guardian name',
  mobile: 'mobile',
  email: 'email',
};

const REQUIRED_COLUMNS: readonly BulkColumn[] = ['name', 'currentClass', 'email'];

const normaliseHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

function columnFor(header: string): BulkColumn | undefined {
  const key = normaliseHeader(header);
  return (Object.keys(HEADER_ALIASES) as BulkColumn[]).find((column) =>
    HEADER_ALIASES[column].includes(key),
  );
}

const ROMAN_CLASSES: Record<string, number> = { ix: 9, x: 10, xi: 11, xii: 12 };

/**
 * A class as schools write it: "9", "09", "9th", "Class 10", "XI". Anything else is returned as
 * written, so the class rule reports it.
 */
export function parseClassCell(cell: string): number | string {
  const match = /^(?:class\s*)?(\d{1,2}|ix|x|xi|xii)(?:st|nd|rd|th)?$/i.exec(cell.trim());
  if (!match) return cell.trim();
  const value = match[1]!.toLowerCase();
  const level = ROMAN_CLASSES[value] ?? Number(value);
  return (CLASSES as readonly number[]).includes(level) ? level : cell.trim();
}

/** Row numbers are the spreadsheet's: the header is row 1. */
export type CsvRowError = { rowNumber: number; messages: string[] };

export type BulkCsvImport =
  /** The text as a whole cannot be used (no header, a missing column, an unclosed quote). */
  | { status: 'unreadable'; message: string }
  | { status: 'read'; rows: BulkRow[]; errors: CsvRowError[] };

const isBlankRecord = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

export function readBulkCsv(text: string): BulkCsvImport {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvParseError) return { status: 'unreadable', message: error.message };
    throw error;
  }

  const headerIndex = records.findIndex((record) => !isBlankRecord(record));
  if (headerIndex === -1) return { status: 'unreadable', message: 'The CSV is empty.' };
  const header = records[headerIndex]!;
  const columns = header.map(columnFor);

  for (const column of Object.keys(COLUMN_NAMES) as BulkColumn[]) {
    const positions = header.filter((_, position) => columns[position] === column);
    if (positions.length > 1) {
      return {
        status: 'unreadable',
        message: `The columns ${positions.map((name) => `"${name.trim()}"`).join(' and ')} both mean ${COLUMN_NAMES[column]}; keep one.`,
      };
    }
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    return {
      status: 'unreadable',
      message: `The first row must name the columns ${BULK_CSV_HEADER.join(',')}. Missing: ${missing.map((column) => COLUMN_NAMES[column]).join(', ')}.`,
    };
  }

  const rows: BulkRow[] = [];
  const errors: CsvRowError[] = [];
  records.slice(headerIndex + 1).forEach((record, offset) => {
    if (isBlankRecord(record)) return;
    const rowNumber = headerIndex + offset + 2;
    const extraValues = record.slice(header.length).filter((cell) => cell.trim() !== '');
    if (extraValues.length > 0) {
      errors.push({
        rowNumber,
        messages: [
          `It has ${record.length} values but the header has ${header.length} columns. Put a value that contains a comma in double quotes.`,
        ],
      });
      return;
    }
    const cell = (column: BulkColumn) => {
      const position = columns.indexOf(column);
      return position === -1 ? '' : (record[position] ?? '');
    };
    const result = bulkRowSchema.safeParse({
      name: cell('name'),
      currentClass: parseClassCell(cell('currentClass')),
      guardianName: cell('guardianName'),
      mobile: cell('mobile'),
      email: cell('email'),
    });
    if (result.success) rows.push(result.data);
    else errors.push({ rowNumber, messages: result.error.issues.map((issue) => issue.message) });
  });

  if (rows.length === 0 && errors.length === 0) {
    return { status: 'unreadable', message: 'The CSV has a header row but no students.' };
  }
  return { status: 'read', rows, errors };
}
