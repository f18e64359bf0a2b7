import type { Sort } from '@/data';
import type { SortState } from '@/ui';

/**
 * A remote table's sort (by column id) as a query's sort (by key); undefined, the list's default
 * order, when no column is sorted or the column has no key.
 */
export function querySort<Key extends string>(
  sort: SortState | undefined,
  keys: Readonly<Record<string, Key>>,
): Sort<Key> | undefined {
  const by = sort ? keys[sort.columnId] : undefined;
  return sort && by ? { by, direction: sort.direction } : undefined;
}
