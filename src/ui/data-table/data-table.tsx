import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { formatIndianNumber } from '@/lib';
import { Skeleton } from '../spinner';
import styles from './data-table.module.css';
import { DataTablePagination, pageSizeOptions } from './data-table-pagination';
import type { PageSize } from './data-table-pagination';
import { sortRows } from './sort-rows';
import type { SortDirection, SortState } from './sort-rows';

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

type SelectionProps<Row> =
  | {
      /** Ids (from getRowId) of the selected rows. Selection is controlled by the caller. */
      selectedIds: ReadonlySet<string>;
      onSelectedIdsChange: (selectedIds: ReadonlySet<string>) => void;
      /** Names the row for its checkbox: "Select <label>". */
      getRowLabel: (row: Row) => string;
    }
  | { selectedIds?: undefined; onSelectedIdsChange?: undefined; getRowLabel?: undefined };

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
  allRowIds?: () => Promise<readonly string[]>;
  /** Changes whenever the filters do, so a fetched "select all" is never reused for others. */
  filterKey?: string;
};

export type DataTableProps<Row> = {
  /** Names the table and its scroll region for screen readers. */
  caption: string;
  /** Show the caption above the table, or keep it for screen readers only (default). */
  captionVisibility?: 'visible' | 'hidden';
  /**
   * Define columns once (module scope or useMemo): sorted rows are cached on the sort column's
   * sortValue function, so new functions on every render would sort again every render.
   */
  columns: readonly DataTableColumn<Row>[];
  /** All rows after filtering; the table sorts and pages them. With `remote`: the page shown. */
  rows: readonly Row[];
  /** The rows are one page of a larger list kept elsewhere (see RemoteRows). */
  remote?: RemoteRows;
  getRowId: (row: Row) => string;
  /** Shown in place of rows when there are none. */
  emptyMessage?: ReactNode;
  /** A search box, filters and bulk actions shown above the table. */
  toolbar?: ReactNode;
  /** 'loading' shows placeholder lines in place of rows. */
  status?: 'ready' | 'loading';
  initialSort?: SortState;
  defaultPageSize?: PageSize;
} & SelectionProps<Row>;

/**
 * The one table: sortable columns, optional row selection, and pages of 25, 50 or 100 rows, so
 * 10,000 rows stay fast while keeping a real <table> for keyboards, screen readers and print.
 */
export function DataTable<Row>({
  caption,
  captionVisibility = 'hidden',
  columns,
  rows,
  remote,
  getRowId,
  emptyMessage = 'No data available.',
  toolbar,
  status = 'ready',
  initialSort,
  defaultPageSize = 50,
  selectedIds,
  onSelectedIdsChange,
  getRowLabel,
}: DataTableProps<Row>) {
  const [localSort, setLocalSort] = useState<SortState | undefined>(initialSort);
  const [localPageSize, setLocalPageSize] = useState<PageSize>(defaultPageSize);
  // The page belongs to one row count: when filtering changes the count, paging starts again.
  const [paging, setPaging] = useState({ page: 1, rowCount: rows.length });
  if (!remote && paging.rowCount !== rows.length) {
    setPaging({ page: 1, rowCount: rows.length });
  }

  const sort = remote ? remote.state.sort : localSort;
  const pageSize = remote ? remote.state.pageSize : localPageSize;
  const sortValue = columns.find((column) => column.id === sort?.columnId)?.sortValue;
  const direction = sort?.direction;
  const sortedRows = useMemo(
    () => (!remote && sortValue && direction ? sortRows(rows, sortValue, direction) : rows),
    [remote, rows, sortValue, direction],
  );

  const totalCount = remote ? remote.total : sortedRows.length;
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const page = remote
    ? remote.state.page
    : paging.rowCount === rows.length
      ? Math.min(paging.page, pageCount)
      : 1;
  const firstIndex = (page - 1) * pageSize;
  const pageRows = remote ? rows : sortedRows.slice(firstIndex, firstIndex + pageSize);
  const shownFirstIndex = remote?.shown
    ? (remote.shown.page - 1) * remote.shown.pageSize
    : firstIndex;

  // Select all over a local table: every filtered row's id, on every page.
  const localRowIds = useMemo(
    () => (remote ? undefined : rows.map(getRowId)),
    [remote, rows, getRowId],
  );

  // A remote page past the end (rows removed since it was asked for): show the last page.
  const pastTheEnd = remote !== undefined && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) remote.onStateChange({ ...remote.state, page: pageCount });
  }, [pastTheEnd, remote, pageCount]);

  function goToPage(next: number) {
    if (remote) remote.onStateChange({ ...remote.state, page: next });
    else setPaging({ page: next, rowCount: rows.length });
  }

  function changePageSize(size: PageSize) {
    if (remote) remote.onStateChange({ ...remote.state, pageSize: size, page: 1 });
    else {
      setLocalPageSize(size);
      goToPage(1);
    }
  }

  const selection =
    selectedIds !== undefined && onSelectedIdsChange !== undefined && getRowLabel !== undefined
      ? { selectedIds, onSelectedIdsChange, getRowLabel }
      : undefined;
  const columnCount = columns.length + (selection ? 1 : 0);

  function toggleSort(columnId: string) {
    const nextDirection: SortDirection =
      sort?.columnId === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending';
    const next = { columnId, direction: nextDirection };
    if (remote) remote.onStateChange({ ...remote.state, sort: next, page: 1 });
    else {
      setLocalSort(next);
      goToPage(1);
    }
  }

  function toggleRow(id: string) {
    if (!selection) return;
    const next = new Set(selection.selectedIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onSelectedIdsChange(next);
  }

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.messageCell}>
          <Skeleton lines={5} label={`Loading ${caption}…`} />
        </td>
      </tr>
    );
  } else if (pageRows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.messageCell}>
          {emptyMessage}
        </td>
      </tr>
    );
  } else {
    body = pageRows.map((row) => {
      const id = getRowId(row);
      const selected = selection?.selectedIds.has(id) ?? false;
      return (
        <tr key={id} className={selected ? styles.selectedRow : undefined}>
          {selection ? (
            <td className={styles.checkboxCell}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={selected}
                onChange={() => toggleRow(id)}
                aria-label={`Select ${selection.getRowLabel(row)}`}
              />
            </td>
          ) : null}
          {columns.map((column) => (
            <td key={column.id} className={alignClass(column.align)}>
              {column.cell(row)}
            </td>
          ))}
        </tr>
      );
    });
  }

  return (
    <div className={styles.dataTable}>
      {toolbar || selection ? (
        <div className={styles.top}>
          {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
          {selection ? (
            <p role="status" className={styles.selectedCount}>
              {formatIndianNumber(selection.selectedIds.size)} selected
            </p>
          ) : null}
        </div>
      ) : null}
      {/* Focusable so keyboard users can scroll a table wider or taller than its box. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1) */}
      <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={status === 'loading' || undefined}>
          <caption className={captionVisibility === 'hidden' ? 'visually-hidden' : styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {selection ? (
                <th scope="col" className={styles.checkboxCell}>
                  <SelectAllCheckbox
                    {...(remote
                      ? {
                          fetchRowIds: remote.allRowIds,
                          filterKey: `${remote.filterKey ?? ''}|${remote.total}`,
                        }
                      : { rowIds: localRowIds })}
                    pageRowIds={pageRows.map(getRowId)}
                    empty={totalCount === 0}
                    selectedIds={selection.selectedIds}
                    onSelectedIdsChange={selection.onSelectedIdsChange}
                    disabled={status === 'loading'}
                  />
                </th>
              ) : null}
              {columns.map((column) => {
                const ariaSort = sort?.columnId === column.id ? sort.direction : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={ariaSort}
                    className={alignClass(column.align)}
                    style={column.width ? { width: column.width } : undefined}
                  >
                    {(remote ? column.sortable : column.sortValue) ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => toggleSort(column.id)}
                      >
                        {column.header}
                        <SortIcon direction={ariaSort} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {status === 'ready' && pageRows.length > 0 ? (
        <DataTablePagination
          page={page}
          pageCount={pageCount}
          pageSize={pageSize}
          firstIndex={shownFirstIndex}
          shownCount={pageRows.length}
          totalCount={totalCount}
          onPageChange={goToPage}
          onPageSizeChange={changePageSize}
          showControls={totalCount > pageSizeOptions[0]}
        />
      ) : null}
    </div>
  );
}

function alignClass(align: DataTableColumn<unknown>['align']) {
  if (align === 'end') return styles.alignEnd;
  if (align === 'center') return styles.alignCenter;
  return undefined;
}

/**
 * Selects or clears every row the filters let through, on every page. A local table knows their
 * ids (`rowIds`); a remote one holds one page, so it fetches them when asked (`fetchRowIds`) and
 * keeps them until the filters (`filterKey`) change.
 */
function SelectAllCheckbox({
  rowIds,
  fetchRowIds,
  filterKey = '',
  pageRowIds,
  empty,
  selectedIds,
  onSelectedIdsChange,
  disabled,
}: {
  rowIds?: readonly string[] | undefined;
  fetchRowIds?: (() => Promise<readonly string[]>) | undefined;
  filterKey?: string;
  pageRowIds: readonly string[];
  empty: boolean;
  selectedIds: ReadonlySet<string>;
  onSelectedIdsChange: (selectedIds: ReadonlySet<string>) => void;
  disabled: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const [fetched, setFetched] = useState<{ key: string; ids: readonly string[] }>();
  const [fetching, setFetching] = useState(false);
  const allIds = rowIds ?? (fetched?.key === filterKey ? fetched.ids : undefined);

  let state: 'none' | 'some' | 'all';
  if (allIds) {
    let selectedCount = 0;
    for (const id of allIds) if (selectedIds.has(id)) selectedCount += 1;
    state = selectedCount === 0 ? 'none' : selectedCount === allIds.length ? 'all' : 'some';
  } else {
    state = pageRowIds.some((id) => selectedIds.has(id)) ? 'some' : 'none';
  }

  // "indeterminate" exists only as a DOM property, not as an attribute React can render.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);

  async function toggleAll() {
    if (state === 'all' && allIds) {
      const next = new Set(selectedIds);
      for (const id of allIds) next.delete(id);
      onSelectedIdsChange(next);
      return;
    }
    let ids = allIds;
    if (!ids) {
      if (!fetchRowIds) return;
      setFetching(true);
      try {
        ids = await fetchRowIds();
        setFetched({ key: filterKey, ids });
      } finally {
        setFetching(false);
      }
    }
    onSelectedIdsChange(new Set([...selectedIds, ...ids]));
  }

  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      checked={state === 'all'}
      onChange={() => void toggleAll()}
      disabled={disabled || fetching || empty || (!allIds && !fetchRowIds)}
      aria-busy={fetching || undefined}
      aria-label="Select all rows"
    />
  );
}

/**
 * The page, page size and sort of a remote table, back to the first page whenever `filterKey`
 * changes (a new search or filter).
 */
export function useTablePaging({
  filterKey,
  defaultPageSize = 50,
  initialSort,
}: {
  filterKey: string;
  defaultPageSize?: PageSize;
  initialSort?: SortState;
}): { state: TablePaging; onStateChange: (next: TablePaging) => void } {
  const [paging, setPaging] = useState({
    filterKey,
    state: { page: 1, pageSize: defaultPageSize, sort: initialSort } as TablePaging,
  });
  if (paging.filterKey !== filterKey) {
    setPaging({ filterKey, state: { ...paging.state, page: 1 } });
  }
  const onStateChange = useCallback(
    (state: TablePaging) => setPaging((current) => ({ ...current, state })),
    [],
  );
  return {
    state: paging.filterKey === filterKey ? paging.state : { ...paging.state, page: 1 },
    onStateChange,
  };
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg
      className={styles.sortIcon}
      viewBox="0 0 12 16"
      width="12"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 1L2 6h8z" fill="currentColor" opacity={arrowOpacity(direction, 'ascending')} />
      <path d="M6 15l4-5H2z" fill="currentColor" opacity={arrowOpacity(direction, 'descending')} />
    </svg>
  );
}

// The arrow of the current direction stands out; an unsorted column shows both, faintly.
function arrowOpacity(current: SortDirection | undefined, arrow: SortDirection) {
  if (current === undefined) return 0.45;
  return current === arrow ? 1 : 0.2;
}
