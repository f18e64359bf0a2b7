import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '../spinner';
import { alignClass } from './data-table-header';
import styles from './data-table.module.css';
import type { DataTableColumn, DataTableSelection } from './types';

/** The rows shown, each with its checkbox when selectable; placeholder lines while loading. */
export function DataTableBody<Row>({
  caption,
  columns,
  rows,
  getRowId,
  selection,
  status,
  emptyMessage,
}: {
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  selection: DataTableSelection<Row> | undefined;
  status: 'ready' | 'loading';
  emptyMessage: ReactNode | undefined;
}) {
  const { t } = useLingui();
  const columnCount = columns.length + (selection ? 1 : 0);
  if (status === 'loading') {
    return (
      <tbody>
        <tr>
          <td colSpan={columnCount} className={styles.messageCell}>
            <Skeleton lines={5} label={t`Loading ${caption}…`} />
          </td>
        </tr>
      </tbody>
    );
  }
  if (rows.length === 0) {
    return (
      <tbody>
        <tr>
          <td colSpan={columnCount} className={styles.messageCell}>
            {emptyMessage ?? <Trans>No data available.</Trans>}
          </td>
        </tr>
      </tbody>
    );
  }

  function toggleRow(id: string) {
    if (!selection) return;
    const next = new Set(selection.selectedIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onSelectedIdsChange(next);
  }

  return (
    <tbody>
      {rows.map((row) => {
        const id = getRowId(row);
        const selected = selection?.selectedIds.has(id) ?? false;
        const rowLabel = selection?.getRowLabel(row) ?? '';
        return (
          <tr key={id} className={selected ? styles.selectedRow : undefined}>
            {selection ? (
              <td className={styles.checkboxCell}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={selected}
                  onChange={() => toggleRow(id)}
                  aria-label={t`Select ${rowLabel}`}
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
      })}
    </tbody>
  );
}
