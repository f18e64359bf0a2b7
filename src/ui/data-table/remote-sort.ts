// A remote table's sort is the source's: its columns are named by the query's sort keys.
import type { DataTableColumn } from './types';
import type { SortDirection, SortState } from './sort-rows';

/** The columns whose id is one of the query's sort keys, made sortable for a remote table. */
export function remoteSortableColumns<Row>(
  columns: readonly DataTableColumn<Row>[],
  sortKeys: readonly string[],
): DataTableColumn<Row>[] {
  return columns.map((column) =>
    sortKeys.includes(column.id) ? { ...column, sortable: true } : column,
  );
}

/**
 * The table's sort as the query asks for it; undefined (the default order) when no column is
 * sorted or the column has no key. `sortKeys` lists the keys when the columns are named by them,
 * or maps column ids to keys when they are not.
 */
export function querySort<Key extends string>(
  sort: SortState | undefined,
  sortKeys: readonly Key[] | Readonly<Record<string, Key>>,
): { by: Key; direction: SortDirection } | undefined {
  if (!sort) return undefined;
  const key = Array.isArray(sortKeys)
    ? sortKeys.find((candidate) => candidate === sort.columnId)
    : (sortKeys as Readonly<Record<string, Key>>)[sort.columnId];
  return key ? { by: key, direction: sort.direction } : undefined;
}
