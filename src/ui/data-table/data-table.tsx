import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { formatIndianNumber } from '@/lib';
import { Skeleton } from '../spinner';
import styles from './data-table.module.css';
import { DataTablePagination, pageSizeOptions } from './data-table-pagination';
import type { PageSize } from './data-table-pagination';
import { sortRows } from './sort-rows';
import type { SortDirection, SortState } from './sort-rows';

export type DataTableColumn<Row> = {
  /** Unique among the table's columns. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this key. */
  sortValue?: (row: Row) => string | number;
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
  /** All rows after filtering; the table sorts and pages them. */
  rows: readonly Row[];
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
  const [sort, setSort] = useState<SortState | undefined>(initialSort);
  const [pageSize, setPageSize] = useState<PageSize>(defaultPageSize);
  // The page belongs to one row count: when filtering changes the count, paging starts again.
  const [paging, setPaging] = useState({ page: 1, rowCount: rows.length });
  if (paging.rowCount !== rows.length) {
    setPaging({ page: 1, rowCount: rows.length });
  }

  const sortValue = columns.find((column) => column.id === sort?.columnId)?.sortValue;
  const direction = sort?.direction;
  const sortedRows = useMemo(
    () => (sortValue && direction ? sortRows(rows, sortValue, direction) : rows),
    [rows, sortValue, direction],
  );

  const pageCount = Math.max(1, Math.ceil(sortedRows.length / pageSize));
  const page = paging.rowCount === rows.length ? Math.min(paging.page, pageCount) : 1;
  const firstIndex = (page - 1) * pageSize;
  const pageRows = sortedRows.slice(firstIndex, firstIndex + pageSize);
  const goToPage = (next: number) => setPaging({ page: next, rowCount: rows.length });

  const selection =
    selectedIds !== undefined && onSelectedIdsChange !== undefined && getRowLabel !== undefined
      ? { selectedIds, onSelectedIdsChange, getRowLabel }
      : undefined;
  const columnCount = columns.length + (selection ? 1 : 0);

  function toggleSort(columnId: string) {
    const nextDirection: SortDirection =
      sort?.columnId === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending';
    setSort({ columnId, direction: nextDirection });
    goToPage(1);
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
  } else if (rows.length === 0) {
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
                    rows={rows}
                    getRowId={getRowId}
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
                    {column.sortValue ? (
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
      {status === 'ready' && rows.length > 0 ? (
        <DataTablePagination
          page={page}
          pageCount={pageCount}
          pageSize={pageSize}
          firstIndex={firstIndex}
          shownCount={pageRows.length}
          totalCount={rows.length}
          onPageChange={goToPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            goToPage(1);
          }}
          showControls={rows.length > pageSizeOptions[0]}
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

/** Selects or clears every row in `rows` (all filtered rows, on every page). */
function SelectAllCheckbox<Row>({
  rows,
  getRowId,
  selectedIds,
  onSelectedIdsChange,
  disabled,
}: {
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  selectedIds: ReadonlySet<string>;
  onSelectedIdsChange: (selectedIds: ReadonlySet<string>) => void;
  disabled: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const rowIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  let selectedCount = 0;
  for (const id of rowIds) if (selectedIds.has(id)) selectedCount += 1;
  const state: 'none' | 'some' | 'all' =
    selectedCount === 0 ? 'none' : selectedCount === rowIds.length ? 'all' : 'some';

  // "indeterminate" exists only as a DOM property, not as an attribute React can render.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);

  function toggleAll() {
    const next = new Set(selectedIds);
    if (state === 'all') for (const id of rowIds) next.delete(id);
    else for (const id of rowIds) next.add(id);
    onSelectedIdsChange(next);
  }

  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      checked={state === 'all'}
      onChange={toggleAll}
      disabled={disabled || rowIds.length === 0}
      aria-label="Select all rows"
    />
  );
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
