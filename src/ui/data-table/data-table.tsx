import { useMemo, useState } from 'react';
import { DataTableBody } from './data-table-body';
import { DataTableFrame } from './data-table-frame';
import { DataTableHeader } from './data-table-header';
import { DataTablePagination, pageSizeOptions } from './data-table-pagination';
import type { PageSize } from './data-table-pagination';
import { SelectAllCheckbox } from './select-all-checkbox';
import { nextSort, sortRows } from './sort-rows';
import type { SortState } from './sort-rows';
import { selectionOf } from './types';
import type { DataTableBaseProps, DataTableColumn } from './types';

export type DataTableProps<Row> = DataTableBaseProps<Row> & {
  initialSort?: SortState;
  defaultPageSize?: PageSize;
};

function sortsLocally<Row>(column: DataTableColumn<Row>) {
  return column.sortValue !== undefined;
}

/**
 * The local table: it holds every row (after the caller's filtering) and sorts and pages them
 * itself, by the columns' sortValue, in pages of 25, 50 or 100 rows, so 10,000 rows stay fast.
 * Rows may be selectable; select all means every row, on every page.
 */
export function DataTable<Row>({
  caption,
  captionVisibility,
  columns,
  rows,
  getRowId,
  emptyMessage,
  toolbar,
  status = 'ready',
  selectedIds,
  onSelectedIdsChange,
  getRowLabel,
  initialSort,
  defaultPageSize = 50,
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
  // Select all: every filtered row's id, on every page.
  const rowIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const selection = selectionOf({ selectedIds, onSelectedIdsChange, getRowLabel });

  function goToPage(next: number) {
    setPaging({ page: next, rowCount: rows.length });
  }

  return (
    <DataTableFrame
      caption={caption}
      captionVisibility={captionVisibility}
      toolbar={toolbar}
      selectedCount={selection?.selectedIds.size}
      busy={status === 'loading'}
      pager={
        status === 'ready' && pageRows.length > 0 ? (
          <DataTablePagination
            page={page}
            pageCount={pageCount}
            pageSize={pageSize}
            firstIndex={firstIndex}
            shownCount={pageRows.length}
            totalCount={sortedRows.length}
            onPageChange={goToPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              goToPage(1);
            }}
            showControls={sortedRows.length > pageSizeOptions[0]}
          />
        ) : null
      }
    >
      <DataTableHeader
        columns={columns}
        sort={sort}
        isSortable={sortsLocally}
        onSort={(columnId) => {
          setSort(nextSort(sort, columnId));
          goToPage(1);
        }}
        selectAll={
          selection ? (
            <SelectAllCheckbox
              rowIds={rowIds}
              pageRowIds={pageRows.map(getRowId)}
              empty={rows.length === 0}
              selectedIds={selection.selectedIds}
              onSelectedIdsChange={selection.onSelectedIdsChange}
              disabled={status === 'loading'}
            />
          ) : undefined
        }
      />
      <DataTableBody
        caption={caption}
        columns={columns}
        rows={pageRows}
        getRowId={getRowId}
        selection={selection}
        status={status}
        emptyMessage={emptyMessage}
      />
    </DataTableFrame>
  );
}
