// Writing CSV that spreadsheets open safely: RFC 4180 fields, CRLF records, and a UTF-8 byte order
// mark so Excel reads ₹ and Indian names correctly instead of guessing a legacy code page.

/** A number is written as it is (so sheets can add it up); null and undefined as an empty field. */
export type CsvCell = string | number | null | undefined;

export const UTF8_BOM = '\uFEFF';

// A spreadsheet runs text starting with one of these as a formula (=HYPERLINK(...) exfiltration,
// DDE); tab and carriage return can hide such a start from the eye.
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

// RFC 4180: a field holding a comma, a double quote or a line break is enclosed in double quotes.
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One field. Text that a spreadsheet would run as a formula is prefixed with a single quote, so
 * it shows as the text it is; numbers are data, not typed text, and are never prefixed.
 */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_TRIGGERS.has(cell.charAt(0)) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file: the byte order mark, then every row as a CRLF-terminated record. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return UTF8_BOM + rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** A quoted field that never ends; `line` is the 1-based line where its opening quote is. */
export class CsvParseError extends Error {
  override name = 'CsvParseError';
  constructor(readonly line: number) {
    super(
      `A value in double quotes that starts on line ${line} is never closed. Add the missing closing quote.`,
    );
  }
}

/**
 * Reads CSV as spreadsheets write it (RFC 4180): fields split by commas; a field in double quotes
 * may hold commas, line breaks and doubled quotes ("" for "); records end with CRLF, LF or CR; a
 * leading byte order mark is dropped. Returns every record in order, so a record's index + 1 is
 * its spreadsheet row: an empty line is a record with one empty field, while a line break at the
 * very end closes the last record rather than starting another. Throws CsvParseError for a quote
 * that is never closed. Like spreadsheets, a quote inside an unquoted field and text after a
 * closing quote are kept as written.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let fieldStarted = false;
  let recordOpen = false;
  let line = 1;
  let index = 0;

  const endField = () => {
    record.push(field);
    field = '';
    fieldStarted = false;
  };

  while (index < source.length) {
    const char = source[index]!;
    if (char === '"' && !fieldStarted) {
      const openedOnLine = line;
      fieldStarted = true;
      recordOpen = true;
      index += 1;
      for (;;) {
        if (index >= source.length) throw new CsvParseError(openedOnLine);
        const quoted = source[index]!;
        if (quoted === '"') {
          if (source[index + 1] !== '"') break;
          field += '"';
          index += 2;
          continue;
        }
        if (quoted === '\n' || (quoted === '\r' && source[index + 1] !== '\n')) line += 1;
        field += quoted;
        index += 1;
      }
      index += 1;
      continue;
    }
    if (char === ',') {
      endField();
      recordOpen = true;
      index += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endField();
      records.push(record);
      record = [];
      recordOpen = false;
      line += 1;
      index += char === '\r' && source[index + 1] === '\n' ? 2 : 1;
      continue;
    }
    field += char;
    fieldStarted = true;
    recordOpen = true;
    index += 1;
  }
  if (recordOpen) {
    endField();
    records.push(record);
  }
  return records;
}
