// The audit log's pure rules: which fields a change changed, and which moments a day range of the
// Audit Log's filter covers. No storage and no clock.
import { isRealIsoDate } from '../constants';
import { indiaDayStart } from './ledger';

/** One changed field: its readable path and its values (null where there was none). */
export type FieldChange = { field: string; before: JsonValue; after: JsonValue };
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as JSON stores it: undefined (and an absent field) is null, fields in their order. */
function asJson(value: unknown): JsonValue {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}

function sameJson(first: unknown, second: unknown): boolean {
  return JSON.stringify(asJson(first)) === JSON.stringify(asJson(second));
}

function collect(path: string, before: unknown, after: unknown, into: FieldChange[]): void {
  if (sameJson(before, after)) return;
  if (isPlainObject(before) && isPlainObject(after)) {
    // By name: the server's jsonb keeps keys in its own order, so stored order would differ by mode.
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const key of keys) {
      collect(path === '' ? key : `${path}.${key}`, before[key], after[key], into);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    // Items are counted from 1, as a person reads "the 2nd installment".
    for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
      collect(`${path}[${index + 1}]`, before[index], after[index], into);
    }
    return;
  }
  into.push({ field: path, before: asJson(before), after: asJson(after) });
}

/**
 * The fields that differ between two versions of a record, each with its readable path
 * (`feeDetails.installments[2].paidAmount`), fields in order of their names; nested objects and
 * lists are compared deeply. A new
 * record (before undefined) lists each of its fields from null, a deleted one each field to null;
 * a field that is an object or list on one side only is listed whole.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const changes: FieldChange[] = [];
  const root = (value: unknown) => (value === undefined ? {} : value);
  collect('', root(before), root(after), changes);
  return changes;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The moments (epoch milliseconds, `from` inclusive, `until` exclusive) that the days `from` to
 * `to` (YYYY-MM-DD, both inclusive, in India) cover; a day left out or not a real date is no bound.
 */
export function auditDayRange(
  from: string | undefined,
  to: string | undefined,
): { from?: number; until?: number } {
  return {
    ...(from !== undefined && isRealIsoDate(from) ? { from: indiaDayStart(from) } : {}),
    ...(to !== undefined && isRealIsoDate(to) ? { until: indiaDayStart(to) + DAY_MS } : {}),
  };
}
