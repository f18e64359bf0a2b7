// Types of compact-codec.js (plain JavaScript, so Node scripts can import it too).

/** Stored text that is not a well-formed compact table (wrong cell count, rows not lists...). */
export class CompactFormatError extends Error {
  readonly name: 'CompactFormatError';
}

/** A value's compact text, and what a later append needs to know about its columns. */
export interface CompactText {
  readonly text: string;
  /**
   * The text with `items` added as rows at the end of its table (when this text is what
   * encodeCompact gave, exactly what encoding the whole longer list gives). Undefined when they
   * cannot be (the text is not a table, or an item has a key or a kind of value the columns
   * lack): encode the whole value then.
   */
  append(items: readonly unknown[]): CompactText | undefined;
  /**
   * When `text` is this text with rows added at the end (another tab's append), those rows'
   * items and the longer text's CompactText; otherwise undefined.
   */
  appended(text: string): { items: unknown[]; stored: CompactText } | undefined;
}

/**
 * The compact text of a JSON value (what JSON.parse could return): arrays of plain objects become
 * tables. Undefined values are left out, as JSON.stringify does. Throws a TypeError for an object
 * with a "$cols" key, which would read back as a table.
 */
export function encodeCompact(value: unknown): CompactText;

/**
 * The value of compact text, or of plain JSON (the format before). Throws a SyntaxError for text
 * that is not JSON and a CompactFormatError for a malformed table.
 */
export function decodeCompact(text: string): { value: unknown; stored: CompactText };
