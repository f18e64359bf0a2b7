import { useCallback, useEffect, useState } from 'react';
import { DataTableBody } from './data-table-body';
import { DataTableFrame } from './data-table-frame';
import { DataTableHeader } from './data-table-header';
import { DataTablePagination, pageSizeOptions } from './data-table-pagination';
import type { PageSize } from './data-table-pagination';
import { SelectAllCheckbox } from './select-all-checkbox';
import { nextSort } from './sort-rows';
import type { SortState } from './sort-rows';
import { selectionOf } from './types';
import type { DataTableBaseProps, DataTableColumn, RemoteRows, TablePaging } from './types';

export type RemoteDataTableProps<Row> = DataTableBaseProps<Row> & RemoteRows;

function sortsAtTheSource<Row>(column: DataTableColumn<Row>) {
  return column.sortable === true;
}

/**
 * The remote table: `rows` is the one page the caller's query returned for `state` (page, page
 * size and sort, see useTablePaging); sorting and paging ask the caller for another page. Select
 * all fetches the ids of every matching row (`allRowIds`) when asked.
 */
export function RemoteDataTable<Row>({
  total,
  shown,
  state,
  onStateChange,
  allRowIds,
  filterKey,
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
}: RemoteDataTableProps<Row>) {
  const { page, pageSize, sort } = state;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const shownFirstIndex = shown ? (shown.page - 1) * shown.pageSize : (page - 1) * pageSize;
  const selection = selectionOf({ selectedIds, onSelectedIdsChange, getRowLabel });

  // A page past the end (rows removed since it was asked for): show the last page.
  const pastTheEnd = page > pageCount;
  useEffect(() => {
    if (pastTheEnd) onStateChange({ ...state, page: pageCount });
  }, [pastTheEnd, state, onStateChange, pageCount]);

  return (
    <DataTableFrame
      caption={caption}
      captionVisibility={captionVisibility}
      toolbar={toolbar}
      selectedCount={selection?.selectedIds.size}
      busy={status === 'loading'}
      pager={
        status === 'ready' && rows.length > 0 ? (
          <DataTablePagination
            page={page}
            pageCount={pageCount}
            pageSize={pageSize}
            firstIndex={shownFirstIndex}
            shownCount={rows.length}
            totalCount={total}
            onPageChange={(next) => onStateChange({ ...state, page: next })}
            onPageSizeChange={(size) => onStateChange({ ...state, pageSize: size, page: 1 })}
            showControls={total > pageSizeOptions[0]}
          />
        ) : null
      }
    >
      <DataTableHeader
        columns={columns}
        sort={sort}
        isSortable={sortsAtTheSource}
        onSort={(columnId) => onStateChange({ ...state, sort: nextSort(sort, columnId), page: 1 })}
        selectAll={
          selection ? (
            <SelectAllCheckbox
              fetchRowIds={allRowIds}
              filterKey={`${filterKey ?? ''}|${total}`}
              pageRowIds={rows.map(getRowId)}
              empty={total === 0}
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
        rows={rows}
        getRowId={getRowId}
        selection={selection}
        status={status}
        emptyMessage={emptyMessage}
      />
    </DataTableFrame>
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
