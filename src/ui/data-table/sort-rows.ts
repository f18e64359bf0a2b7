export type SortDirection = 'ascending' | 'descending';

export type SortState = { columnId: string; direction: SortDirection };

// Numeric-aware so "Class 9" comes before "Class 10"; case- and accent-insensitive.
const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * Sorts a copy of rows by one key. Each key is read once (not once per comparison), and ties
 * keep their original order in both directions, so sorting is stable and cheap on 10,000 rows.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sortValue: (row: Row) => string | number,
  direction: SortDirection,
): readonly Row[] {
  const keys = rows.map(sortValue);
  const sign = direction === 'ascending' ? 1 : -1;
  const order = rows.map((_, index) => index);
  order.sort((a, b) => sign * compareValues(keys[a]!, keys[b]!) || a - b);
  return order.map((index) => rows[index]!);
}

/** Clicking a column's sort button: ascending first, then the other way on each click. */
export function nextSort(current: SortState | undefined, columnId: string): SortState {
  const direction: SortDirection =
    current?.columnId === columnId && current.direction === 'ascending'
      ? 'descending'
      : 'ascending';
  return { columnId, direction };
}
