import type { ReactNode } from 'react';
import styles from './data-table.module.css';
import type { SortDirection, SortState } from './sort-rows';
import type { DataTableColumn } from './types';

/**
 * The header row: each sortable column's header is a button that sorts by it, its `aria-sort`
 * naming the current direction; `selectAll` fills the checkbox column when rows are selectable.
 */
export function DataTableHeader<Row>({
  columns,
  sort,
  isSortable,
  onSort,
  selectAll,
}: {
  columns: readonly DataTableColumn<Row>[];
  sort: SortState | undefined;
  isSortable: (column: DataTableColumn<Row>) => boolean;
  onSort: (columnId: string) => void;
  selectAll?: ReactNode;
}) {
  return (
    <thead>
      <tr>
        {selectAll === undefined ? null : (
          <th scope="col" className={styles.checkboxCell}>
            {selectAll}
          </th>
        )}
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
              {isSortable(column) ? (
                <button
                  type="button"
                  className={styles.sortButton}
                  onClick={() => onSort(column.id)}
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
  );
}

export function alignClass(align: DataTableColumn<unknown>['align']) {
  if (align === 'end') return styles.alignEnd;
  if (align === 'center') return styles.alignCenter;
  return undefined;
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
