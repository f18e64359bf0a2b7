// A compact text for JSON data, so the portal's collections fit in localStorage's quota
// (docs/decisions.md). An array of plain objects becomes a table: its keys once, in "$cols", and
// each object as a row of values in "$rows". Strings repeat a great deal down a column (schools,
// cities, statuses), so a column of strings writes each distinct string once and later refers to
// it by number. Nested objects and lists of objects (a student's fee details and installments, a
// ticket's messages) share one set of columns across the whole table.
//
//   value  := table | [value, ...] | {"key": value, ...} | string | number | boolean | null
//   table  := {"$cols": [column, ...], "$rows": [row, ...]}
//   column := "name"                                  cells are values
//           | {"text": "name"}                        a string cell is new to the column; a number
//                                                     n is the column's n-th string (from 0)
//           | {"record": "name", "cols": [column, ...]}  cells are rows of these columns
//           | {"table": "name", "cols": [column, ...]}   cells are lists of rows of these columns
//   row    := [cell, ...]                             one cell per column, in order; null, or a
//                                                     cell missing at the end, is an absent key
//
// Decoding also accepts plain JSON (what the portal stored before), so old data still reads.
// Plain JavaScript with a .d.ts beside it: the app and the Node scripts import this same file.

const COLS = '$cols';
const ROWS = '$rows';
const NESTED_KINDS = ['record', 'table'];
/** Thrown inside an append when an item does not fit the stored columns. */
const NO_FIT = Symbol('no fit');
/**
 * How rows are written: a whole table indexes each column's strings once and has a column for
 * every key; an append of a few rows searches the lists, and meets keys without a column.
 */
const WHOLE = { search: false, strict: false };

export class CompactFormatError extends Error {
  constructor(message) {
    super(message);
    this.name = 'CompactFormatError';
  }
}

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTableOfRecords = (value) => Array.isArray(value) && value.every(isRecord);

/** Sets a key as data, even "__proto__" (which plain assignment would take as the prototype). */
function setField(target, name, value) {
  if (name === '__proto__') {
    Object.defineProperty(target, name, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    target[name] = value;
  }
}

// ---------- choosing the columns ----------

/** The values of one key across a table, to choose how its column is written. */
class ColumnShape {
  constructor(name) {
    this.name = name;
    this.kind = undefined;
    this.nested = undefined;
  }

  add(value) {
    const kind =
      typeof value === 'string'
        ? 'text'
        : isRecord(value)
          ? 'record'
          : isTableOfRecords(value)
            ? 'table'
            : 'plain';
    if (this.kind === undefined) {
      this.kind = kind;
      if (NESTED_KINDS.includes(kind)) this.nested = new TableShape();
    } else if (this.kind !== kind) {
      this.kind = 'plain';
      this.nested = undefined;
    }
    if (this.kind === 'record') this.nested.add(value);
    else if (this.kind === 'table') for (const item of value) this.nested.add(item);
  }

  /** The column, with empty string lists ready for writing. */
  column() {
    const { name } = this;
    if (NESTED_KINDS.includes(this.kind) && this.nested.fits) {
      return newColumn(name, this.kind, this.nested.columns());
    }
    return newColumn(name, this.kind === 'text' ? 'text' : 'plain');
  }
}

/** The keys of a list of objects, in order of first appearance. */
class TableShape {
  constructor() {
    this.shapes = new Map();
    // A null value cannot be told from an absent key in a row, so objects holding one are
    // written as plain JSON instead.
    this.fits = true;
  }

  add(item) {
    if (!this.fits) return;
    for (const key of Object.keys(item)) {
      const value = item[key];
      if (value === undefined) continue;
      if (value === null) {
        this.fits = false;
        this.shapes.clear();
        return;
      }
      let shape = this.shapes.get(key);
      if (!shape) this.shapes.set(key, (shape = new ColumnShape(key)));
      shape.add(value);
    }
  }

  columns() {
    return [...this.shapes.values()].map((shape) => shape.column());
  }
}

function newColumn(name, kind, columns) {
  return { name, kind, columns, strings: kind === 'text' ? [] : undefined, index: undefined };
}

/** The columns of `value` when it is written as a table, else undefined. */
function tableColumns(value) {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isRecord)) return undefined;
  const shape = new TableShape();
  for (const item of value) shape.add(item);
  return shape.fits ? shape.columns() : undefined;
}

/** A copy to append to, so the original stays true to its own text. */
function copyColumns(columns) {
  return columns.map((column) => ({
    ...column,
    columns: column.columns && copyColumns(column.columns),
    strings: column.strings?.slice(),
    index: undefined,
  }));
}

function columnsJson(columns) {
  return columns.map(({ name, kind, columns: nested }) =>
    kind === 'plain'
      ? name
      : kind === 'text'
        ? { text: name }
        : { [kind]: name, cols: columnsJson(nested) },
  );
}

// ---------- writing ----------

/**
 * The number of `value` in a text column, or the value itself the first time. A few appends
 * search the list; a whole table (or a big batch) builds an index once.
 */
function stringCell(column, value, { search }) {
  let position;
  if (search) {
    position = column.strings.indexOf(value);
  } else {
    if (!column.index) {
      column.index = new Map();
      column.strings.forEach((string, at) => {
        if (!column.index.has(string)) column.index.set(string, at);
      });
    }
    position = column.index.get(value) ?? -1;
  }
  if (position >= 0) return position;
  column.index?.set(value, column.strings.length);
  column.strings.push(value);
  return value;
}

function writeCell(column, value, how) {
  switch (column.kind) {
    case 'text':
      if (typeof value !== 'string') throw NO_FIT;
      return stringCell(column, value, how);
    case 'record':
      if (!isRecord(value)) throw NO_FIT;
      return writeRow(column.columns, value, how);
    case 'table':
      if (!isTableOfRecords(value)) throw NO_FIT;
      return value.map((item) => writeRow(column.columns, item, how));
    default:
      return encodeValue(value);
  }
}

function definedKeys(item) {
  let count = 0;
  for (const key of Object.keys(item)) if (item[key] !== undefined) count += 1;
  return count;
}

function writeRow(columns, item, how) {
  const row = [];
  let written = 0;
  for (const column of columns) {
    const value = Object.hasOwn(item, column.name) ? item[column.name] : undefined;
    if (value === undefined) {
      row.push(null);
    } else {
      if (value === null) throw NO_FIT;
      written += 1;
      row.push(writeCell(column, value, how));
    }
  }
  if (how.strict && written !== definedKeys(item)) throw NO_FIT;
  while (row.length > 0 && row[row.length - 1] === null) row.pop();
  return row;
}

function encodeValue(value) {
  if (Array.isArray(value)) {
    const columns = tableColumns(value);
    if (!columns) return value.map(encodeValue);
    return {
      [COLS]: columnsJson(columns),
      [ROWS]: value.map((item) => writeRow(columns, item, WHOLE)),
    };
  }
  if (isRecord(value)) {
    if (Object.hasOwn(value, COLS)) {
      throw new TypeError(
        `An object with a "${COLS}" key cannot be stored: it would read back as a table.`,
      );
    }
    const encoded = {};
    for (const [key, item] of Object.entries(value)) setField(encoded, key, encodeValue(item));
    return encoded;
  }
  return value;
}

// ---------- reading ----------

function fail(where, message) {
  throw new CompactFormatError(`${where}: ${message}`);
}

function readColumns(json, where) {
  if (!Array.isArray(json)) fail(where, `"${COLS}" must be a list of columns.`);
  const names = new Set();
  return json.map((spec, at) => {
    const place = `${where} column ${at}`;
    let column;
    if (typeof spec === 'string') {
      column = newColumn(spec, 'plain');
    } else if (isRecord(spec) && Object.keys(spec).length === 1 && typeof spec.text === 'string') {
      column = newColumn(spec.text, 'text');
    } else {
      const kind = isRecord(spec)
        ? NESTED_KINDS.find((nested) => Object.hasOwn(spec, nested))
        : undefined;
      if (
        !kind ||
        typeof spec[kind] !== 'string' ||
        Object.keys(spec).length !== 2 ||
        !Object.hasOwn(spec, 'cols')
      ) {
        fail(
          place,
          'a column is a name, {"text": name}, {"record": name, "cols": [...]} or {"table": name, "cols": [...]}.',
        );
      }
      column = newColumn(spec[kind], kind, readColumns(spec.cols, place));
    }
    if (names.has(column.name)) fail(place, `"${column.name}" is named twice.`);
    names.add(column.name);
    return column;
  });
}

function readCell(column, cell, where) {
  switch (column.kind) {
    case 'text':
      if (typeof cell === 'string') {
        column.strings.push(cell);
        return cell;
      }
      if (!Number.isInteger(cell) || cell < 0 || cell >= column.strings.length) {
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
    default:
      return decodeValue(cell);
  }
}

function readRow(columns, row, where) {
  if (!Array.isArray(row)) fail(where, 'a row must be a list of cells.');
  if (row.length > columns.length) {
    fail(where, `the row has ${row.length} cells for ${columns.length} columns.`);
  }
  const item = {};
  for (let at = 0; at < row.length; at += 1) {
    const cell = row[at];
    if (cell !== null) setField(item, columns[at].name, readCell(columns[at], cell, where));
  }
  return item;
}

function readTable(json, where) {
  if (Object.keys(json).length !== 2 || !Object.hasOwn(json, ROWS)) {
    fail(where, `a table has exactly "${COLS}" and "${ROWS}".`);
  }
  const columns = readColumns(json[COLS], where);
  if (!Array.isArray(json[ROWS])) fail(where, `"${ROWS}" must be a list of rows.`);
  return {
    columns,
    items: json[ROWS].map((row, at) => readRow(columns, row, `${where} row ${at}`)),
  };
}

/** Decodes parsed JSON in place (it is this module's own copy). */
function decodeValue(json) {
  if (Array.isArray(json)) {
    for (let at = 0; at < json.length; at += 1) json[at] = decodeValue(json[at]);
    return json;
  }
  if (!isRecord(json)) return json;
  if (Object.hasOwn(json, COLS)) return readTable(json, 'nested table').items;
  for (const key of Object.keys(json)) json[key] = decodeValue(json[key]);
  return json;
}

// ---------- the stored text ----------

// A table's text ends with its last row's "]", then the "]}" closing "$rows" and the table
// ("$rows" is the last key: "$cols" always ends with a string or an object). New rows go there.
const TABLE_END = ']]}';

class CompactText {
  #columns;

  constructor(text, columns) {
    this.text = text;
    this.#columns = columns;
  }

  append(items) {
    if (!this.#columns || items.length === 0 || !this.text.endsWith(TABLE_END)) return undefined;
    const columns = copyColumns(this.#columns);
    const how = { search: items.length <= 4, strict: true };
    let rows;
    try {
      rows = items.map((item) => {
        if (!isRecord(item)) throw NO_FIT;
        return writeRow(columns, item, how);
      });
    } catch (error) {
      if (error === NO_FIT) return undefined;
      throw error;
    }
    return new CompactText(`${this.text.slice(0, -2)},${JSON.stringify(rows).slice(1)}}`, columns);
  }

  appended(text) {
    const kept = this.text.slice(0, -2);
    if (
      !this.#columns ||
      !this.text.endsWith(TABLE_END) ||
      text.length <= this.text.length ||
      !text.endsWith(TABLE_END) ||
      text[kept.length] !== ',' ||
      !text.startsWith(kept)
    ) {
      return undefined;
    }
    const columns = copyColumns(this.#columns);
    try {
      const rows = JSON.parse(`[${text.slice(kept.length + 1, -2)}]`);
      const items = rows.map((row, at) => readRow(columns, row, `appended row ${at}`));
      return { items, stored: new CompactText(text, columns) };
    } catch {
      // Not rows after all: the whole text is read again, and judged there.
      return undefined;
    }
  }
}

export function encodeCompact(value) {
  const columns = tableColumns(value);
  if (!columns) return new CompactText(JSON.stringify(encodeValue(value)), undefined);
  const rows = value.map((item) => writeRow(columns, item, WHOLE));
  // The copy drops the indexes, which were only for writing this text.
  const text = JSON.stringify({ [COLS]: columnsJson(columns), [ROWS]: rows });
  return new CompactText(text, copyColumns(columns));
}

export function decodeCompact(text) {
  const json = JSON.parse(text);
  if (isRecord(json) && Object.hasOwn(json, COLS)) {
    const { columns, items } = readTable(json, 'table');
    return { value: items, stored: new CompactText(text, columns) };
  }
  return { value: decodeValue(json), stored: new CompactText(text, undefined) };
}
