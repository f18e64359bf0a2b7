import type { ReactNode } from 'react';
import type { PageSize } from './data-table-pagination';
import type { SortState } from './sort-rows';

export type DataTableColumn<Row> = {
  /** Unique among the table's columns; a remote table's sort names the column by it. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this key (a remote table sorts by the column's id instead). */
  sortValue?: (row: Row) => string | number;
  /** Makes a remote table's column sortable (the source sorts it by the column's id). */
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
  /** A CSS width for the column, e.g. '8rem' or '20%'. */
  width?: string;
};

/** Row selection, controlled by the caller. */
export type DataTableSelection<Row> = {
  /** Ids (from getRowId) of the selected rows. */
  selectedIds: ReadonlySet<string>;
  onSelectedIdsChange: (selectedIds: ReadonlySet<string>) => void;
  /** Names the row for its checkbox: "Select <label>". */
  getRowLabel: (row: Row) => string;
};

type SelectionProps<Row> =
  | DataTableSelection<Row>
  | { selectedIds?: undefined; onSelectedIdsChange?: undefined; getRowLabel?: undefined };

/** What every table takes, local or remote. */
export type DataTableBaseProps<Row> = {
  /** Names the table and its scroll region for screen readers. */
  caption: string;
  /** Show the caption above the table, or keep it for screen readers only (default). */
  captionVisibility?: 'visible' | 'hidden';
  /**
   * Define columns once (module scope or useMemo): sorted rows are cached on the sort column's
   * sortValue function, so new functions on every render would sort again every render.
   */
  columns: readonly DataTableColumn<Row>[];
  /** A local table: all rows after filtering, which it sorts and pages. A remote one: the page. */
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Shown in place of rows when there are none. */
  emptyMessage?: ReactNode | undefined;
  /** A search box, filters and bulk actions shown above the table. */
  toolbar?: ReactNode;
  /** 'loading' shows placeholder lines in place of rows. */
  status?: 'ready' | 'loading';
} & SelectionProps<Row>;

/** Which page of a remote table is shown, in which order. */
export type TablePaging = { page: number; pageSize: PageSize; sort: SortState | undefined };

/**
 * The rows come one page at a time from elsewhere (a server): the caller fetches the page that
 * `state` names and the table only shows it, so a table over 1,00,000 rows holds one page.
 */
export type RemoteRows = {
  /** How many rows the filters let through, on every page. */
  total: number;
  /**
   * Which page the rows given are (the source's last answer; undefined before the first): the
   * table asks for the next page at once, but names the rows on screen until it arrives.
   */
  shown: { page: number; pageSize: number } | undefined;
  state: TablePaging;
  onStateChange: (next: TablePaging) => void;
  /** Select all: the ids of every row the filters let through, fetched when asked. */
  allRowIds?: (() => Promise<readonly string[]>) | undefined;
  /** Changes whenever the filters do, so a fetched "select all" is never reused for others. */
  filterKey?: string | undefined;
};

/** The selection the props describe, or undefined when the table has none. */
export function selectionOf<Row>({
  selectedIds,
  onSelectedIdsChange,
  getRowLabel,
}: Partial<DataTableSelection<Row>>): DataTableSelection<Row> | undefined {
  return selectedIds !== undefined && onSelectedIdsChange !== undefined && getRowLabel !== undefined
    ? { selectedIds, onSelectedIdsChange, getRowLabel }
    : undefined;
}
