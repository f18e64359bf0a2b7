// Reading the column-table text that versions 2 and 3 of the stored data used, so that data
// stored by those versions loads once and is written back as plain JSON. Nothing writes this
// format any more.
//
//   table  := {"$cols": [column, ...], "$rows": [row, ...]}
//   column := "name"                                     cells are JSON values (maybe tables)
//           | {"text": "name"}                           a string cell is new to the column; a
//                                                        number n is the column's n-th string
//           | {"record": "name", "cols": [column, ...]}  cells are rows of these columns
//           | {"table": "name", "cols": [column, ...]}   cells are lists of rows of these columns
//   row    := [cell, ...]                                one cell per column, in order; null, or
//                                                        a cell missing at the end, is an absent key

const COLS = '$cols';
const ROWS = '$rows';

/** Stored text that looks like a column table but is not a well-formed one. */
export class ColumnTableFormatError extends Error {
  override name = 'ColumnTableFormatError';
}

type Column =
  | { name: string; kind: 'plain' }
  | { name: string; kind: 'text'; strings: string[] }
  | { name: string; kind: 'record' | 'table'; columns: Column[] };

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(where: string, message: string): never {
  throw new ColumnTableFormatError(`${where}: ${message}`);
}

/** Sets a key as data, even "__proto__" (which plain assignment would take as the prototype). */
function setField(target: JsonRecord, name: string, value: unknown): void {
  Object.defineProperty(target, name, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function readColumns(json: unknown, where: string): Column[] {
  if (!Array.isArray(json)) fail(where, `"${COLS}" must be a list of columns.`);
  const columns = json.map((spec: unknown, at): Column => {
    if (typeof spec === 'string') return { name: spec, kind: 'plain' };
    if (isRecord(spec) && Object.keys(spec).length === 1 && typeof spec.text === 'string') {
      return { name: spec.text, kind: 'text', strings: [] };
    }
    const kind = isRecord(spec)
      ? (['record', 'table'] as const).find((nested) => Object.hasOwn(spec, nested))
      : undefined;
    if (
      !isRecord(spec) ||
      !kind ||
      typeof spec[kind] !== 'string' ||
      Object.keys(spec).length !== 2
    ) {
      fail(
        `${where} column ${at}`,
        'a column is a name, {"text"}, {"record", "cols"} or {"table", "cols"}.',
      );
    }
    return {
      name: spec[kind] as string,
      kind,
      columns: readColumns(spec.cols, `${where} column ${at}`),
    };
  });
  const names = new Set(columns.map((column) => column.name));
  if (names.size !== columns.length) fail(where, 'a column is named twice.');
  return columns;
}

function readCell(column: Column, cell: unknown, where: string): unknown {
  switch (column.kind) {
    case 'text':
      if (typeof cell === 'string') {
        column.strings.push(cell);
        return cell;
      }
      if (
        typeof cell !== 'number' ||
        !Number.isInteger(cell) ||
        cell < 0 ||
        cell >= column.strings.length
      ) {
        fail(
          where,
          `"${column.name}" refers to string ${JSON.stringify(cell)}, which the column does not have.`,
        );
      }
      return column.strings[cell];
    case 'record':
      return readRow(column.columns, cell, `${where} ${column.name}`);
    case 'table':
      if (!Array.isArray(cell)) fail(where, `"${column.name}" must be a list of rows.`);
      return cell.map((row, at) => readRow(column.columns, row, `${where} ${column.name}[${at}]`));
    case 'plain':
      return decodeTables(cell);
    default:
      return column satisfies never;
  }
}

function readRow(columns: Column[], row: unknown, where: string): JsonRecord {
  if (!Array.isArray(row)) fail(where, 'a row must be a list of cells.');
  if (row.length > columns.length)
    fail(where, `the row has ${row.length} cells for ${columns.length} columns.`);
  const item: JsonRecord = {};
  row.forEach((cell: unknown, at) => {
    const column = columns[at]!;
    if (cell !== null) setField(item, column.name, readCell(column, cell, where));
  });
  return item;
}

function readTable(json: JsonRecord, where: string): JsonRecord[] {
  if (Object.keys(json).length !== 2 || !Object.hasOwn(json, ROWS)) {
    fail(where, `a table has exactly "${COLS}" and "${ROWS}".`);
  }
  const columns = readColumns(json[COLS], where);
  const rows = json[ROWS];
  if (!Array.isArray(rows)) fail(where, `"${ROWS}" must be a list of rows.`);
  return rows.map((row: unknown, at) => readRow(columns, row, `${where} row ${at}`));
}

/** Parsed JSON with every column table in it turned back into its list of objects. */
function decodeTables(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(decodeTables);
  if (!isRecord(json)) return json;
  if (Object.hasOwn(json, COLS)) return readTable(json, 'table');
  const decoded: JsonRecord = {};
  for (const [key, value] of Object.entries(json)) setField(decoded, key, decodeTables(value));
  return decoded;
}

/**
 * Whether stored text holds a column table. A string value cannot fake it: inside a JSON string
 * the quotes around `$cols` would be escaped.
 */
const holdsColumnTables = (text: string): boolean => text.includes(`"${COLS}":`);

/**
 * The value of stored text, written by any version: plain JSON, or JSON holding column tables.
 * Throws a SyntaxError for text that is not JSON and a ColumnTableFormatError for a broken table.
 */
export function parseStoredText(text: string): unknown {
  const json: unknown = JSON.parse(text);
  return holdsColumnTables(text) ? decodeTables(json) : json;
}
