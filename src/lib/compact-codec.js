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

// ---------- columns ----------

/**
 * A table's columns and the position of each key's cell in a row. A text column holds its
 * strings in order of first appearance and, while writing, an index of them.
 */
function newLayout(columns) {
  return { columns, positions: new Map(columns.map((column, at) => [column.name, at])) };
}

function newColumn(name, kind, layout) {
  return { name, kind, layout, strings: kind === 'text' ? [] : undefined, index: undefined };
}

/**
 * The layout of a text with rows added: copies of the string lists, and the indexes moved over
 * (an index only saves work: the old text rebuilds its own if it is ever appended to again).
 */
function successorLayout({ columns, positions }) {
  return {
    positions,
    columns: columns.map((column) => {
      const next = {
        ...column,
        layout: column.layout && successorLayout(column.layout),
        strings: column.strings?.slice(),
      };
      column.index = undefined;
      return next;
    }),
  };
}

function columnsJson({ columns }) {
  return columns.map(({ name, kind, layout }) =>
    kind === 'plain'
      ? name
      : kind === 'text'
        ? { text: name }
        : { [kind]: name, cols: columnsJson(layout) },
  );
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

  column() {
    if (NESTED_KINDS.includes(this.kind) && this.nested.fits) {
      return newColumn(this.name, this.kind, this.nested.layout());
    }
    return newColumn(this.name, this.kind === 'text' ? 'text' : 'plain');
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
    for (const key in item) {
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

  layout() {
    return newLayout([...this.shapes.values()].map((shape) => shape.column()));
  }
}

/** The layout of `value` as a table, or undefined when it is not written as one. */
function tableLayout(value) {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isRecord)) return undefined;
  const shape = new TableShape();
  for (const item of value) shape.add(item);
  return shape.fits ? shape.layout() : undefined;
}

// ---------- writing ----------

/**
 * The number of `value` in a text column, or the value itself the first time it is written.
 * Writing many rows indexes the column's strings once; a few appended rows just search the list
 * (far cheaper than indexing 10,000 strings for one lookup), unless an index is already there.
 */
function stringCell(column, value, search) {
  let position;
  if (search && !column.index) {
    position = column.strings.indexOf(value);
  } else {
    if (!column.index) {
      column.index = new Map();
      for (let at = column.strings.length - 1; at >= 0; at -= 1) {
        column.index.set(column.strings[at], at); // from the end, so the first one stays
      }
    }
    position = column.index.get(value) ?? -1;
  }
  if (position >= 0) return position;
  column.index?.set(value, column.strings.length);
  column.strings.push(value);
  return value;
}

function writeCell(column, value, search) {
  switch (column.kind) {
    case 'text':
      if (typeof value !== 'string') throw NO_FIT;
      return stringCell(column, value, search);
    case 'record':
      if (!isRecord(value)) throw NO_FIT;
      return writeRow(column.layout, value, search);
    case 'table':
      if (!isTableOfRecords(value)) throw NO_FIT;
      return value.map((item) => writeRow(column.layout, item, search));
    default:
      return encodeValue(value);
  }
}

/** A row; throws NO_FIT for a key without a column (only an append meets one) or a null. */
function writeRow({ columns, positions }, item, search = false) {
  const row = [];
  for (const key in item) {
    const value = item[key];
    if (value === undefined) continue;
    const at = positions.get(key);
    if (at === undefined || value === null) throw NO_FIT;
    row[at] = writeCell(columns[at], value, search);
  }
  // Keys after the last present one take no cells; the absent ones before it are null.
  for (let at = 0; at < row.length; at += 1) if (row[at] === undefined) row[at] = null;
  return row;
}

function tableJson(layout, items) {
  return { [COLS]: columnsJson(layout), [ROWS]: items.map((item) => writeRow(layout, item)) };
}

function encodeValue(value) {
  if (Array.isArray(value)) {
    const layout = tableLayout(value);
    return layout ? tableJson(layout, value) : value.map(encodeValue);
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

function readLayout(json, where) {
  if (!Array.isArray(json)) fail(where, `"${COLS}" must be a list of columns.`);
  const layout = newLayout(
    json.map((spec, at) => {
      const place = `${where} column ${at}`;
      if (typeof spec === 'string') return newColumn(spec, 'plain');
      if (isRecord(spec) && Object.keys(spec).length === 1 && typeof spec.text === 'string') {
        return newColumn(spec.text, 'text');
      }
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
      return newColumn(spec[kind], kind, readLayout(spec.cols, place));
    }),
  );
  // A name given twice maps to its last column, so its first column is out of place.
  const twice = layout.columns.find((column, at) => layout.positions.get(column.name) !== at);
  if (twice) fail(where, `"${twice.name}" is named twice.`);
  return layout;
}

function readCell(column, cell, where) {
  switch (column.kind) {
    case 'text':
      if (typeof cell === 'string') {
        if (column.index && !column.index.has(cell)) column.index.set(cell, column.strings.length);
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
      return readRow(column.layout, cell, `${where} ${column.name}`);
    case 'table':
      if (!Array.isArray(cell)) fail(where, `"${column.name}" must be a list of rows.`);
      return cell.map((row, at) => readRow(column.layout, row, `${where} ${column.name}[${at}]`));
    default:
      return decodeValue(cell);
  }
}

function readRow({ columns }, row, where) {
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
  const layout = readLayout(json[COLS], where);
  if (!Array.isArray(json[ROWS])) fail(where, `"${ROWS}" must be a list of rows.`);
  return { layout, items: json[ROWS].map((row, at) => readRow(layout, row, `${where} row ${at}`)) };
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
/** Up to this many appended rows search the string lists instead of indexing them. */
const FEW_ROWS = 16;

class CompactText {
  #layout;

  constructor(text, layout) {
    this.text = text;
    this.#layout = layout;
  }

  append(items) {
    if (!this.#layout || items.length === 0 || !this.text.endsWith(TABLE_END)) return undefined;
    const layout = successorLayout(this.#layout);
    const search = items.length <= FEW_ROWS;
    let rows;
    try {
      rows = items.map((item) => {
        if (!isRecord(item)) throw NO_FIT;
        return writeRow(layout, item, search);
      });
    } catch (error) {
      if (error === NO_FIT) return undefined;
      throw error;
    }
    return new CompactText(`${this.text.slice(0, -2)},${JSON.stringify(rows).slice(1)}}`, layout);
  }

  appended(text) {
    const kept = this.text.slice(0, -2);
    if (
      !this.#layout ||
      !this.text.endsWith(TABLE_END) ||
      text.length <= this.text.length ||
      !text.endsWith(TABLE_END) ||
      text[kept.length] !== ',' ||
      !text.startsWith(kept)
    ) {
      return undefined;
    }
    const layout = successorLayout(this.#layout);
    try {
      const rows = JSON.parse(`[${text.slice(kept.length + 1, -2)}]`);
      const items = rows.map((row, at) => readRow(layout, row, `appended row ${at}`));
      return { items, stored: new CompactText(text, layout) };
    } catch {
      // Not rows after all: the whole text is read again, and judged there.
      return undefined;
    }
  }
}

export function encodeCompact(value) {
  const layout = tableLayout(value);
  if (!layout) return new CompactText(JSON.stringify(encodeValue(value)), undefined);
  // The layout keeps the indexes built while writing, ready for the next append.
  return new CompactText(JSON.stringify(tableJson(layout, value)), layout);
}

export function decodeCompact(text) {
  const json = JSON.parse(text);
  if (isRecord(json) && Object.hasOwn(json, COLS)) {
    const { layout, items } = readTable(json, 'table');
    return { value: items, stored: new CompactText(text, layout) };
  }
  return { value: decodeValue(json), stored: new CompactText(text, undefined) };
}
