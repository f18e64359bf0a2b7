// A fair's list as a CSV file: a header row naming the columns (Name, Mobile, Email, Class,
// School, Interest; any order, any case), then one person a line. Blank lines are skipped.
import { CsvParseError, parseCsv, toCsv } from '@/lib';
import type { NewContactInput } from '@/data/enquiries';

export const ENQUIRY_CSV_COLUMNS = [
  'Name',
  'Mobile',
  'Email',
  'Class',
  'School',
  'Interest',
] as const;
export const NO_NAME_COLUMN_MESSAGE = 'The first line must name the columns, with at least Name.';
export const NO_ROWS_MESSAGE = 'The file has no one in it below the header line.';

/** The contacts a list holds, or a message saying why it cannot be read. */
export function contactsFromCsv(
  text: string,
): { contacts: NewContactInput[] } | { message: string } {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvParseError) return { message: error.message };
    throw error;
  }
  const [header = [], ...lines] = records;
  const index = (name: string) =>
    header.findIndex((cell) => cell.trim().toLowerCase() === name.toLowerCase());
  const column = Object.fromEntries(ENQUIRY_CSV_COLUMNS.map((name) => [name, index(name)]));
  if (column.Name === -1) return { message: NO_NAME_COLUMN_MESSAGE };
  const cell = (line: string[], name: (typeof ENQUIRY_CSV_COLUMNS)[number]) =>
    column[name]! === -1 ? '' : (line[column[name]!] ?? '').trim();
  const contacts = lines
    .filter((line) => line.some((value) => value.trim() !== ''))
    .map((line): NewContactInput => {
      const level = Number(cell(line, 'Class').replace(/^class\s*/i, ''));
      return {
        source: 'import',
        name: cell(line, 'Name'),
        mobile: cell(line, 'Mobile').replace(/\D/g, '').slice(-10),
        email: cell(line, 'Email'),
        currentClass: [9, 10, 11, 12].includes(level) ? (level as 9 | 10 | 11 | 12) : null,
        schoolName: cell(line, 'School'),
        interest: cell(line, 'Interest'),
      };
    });
  return contacts.length === 0 ? { message: NO_ROWS_MESSAGE } : { contacts };
}

/** The header line of a list to fill in (offered as a sample). */
export const enquiryCsvTemplate = () => toCsv([[...ENQUIRY_CSV_COLUMNS]]);
