import type { DataTableColumn } from './data-table';
import styles from './data-table.module.css';

export type TextColumnOptions = {
  /** Bold text, for the column that names the row (a title, a name). */
  emphasis?: boolean;
};

/**
 * A column of plain text, sortable ignoring case ("apple" beside "Apple"). Make it once, at
 * module scope or in useMemo, like any column: sorting is cached on its sortValue function.
 */
export function textColumn<Row>(
  id: string,
  header: string,
  text: (row: Row) => string,
  { emphasis = false }: TextColumnOptions = {},
): DataTableColumn<Row> {
  return {
    id,
    header,
    cell: emphasis ? (row) => <span className={styles.emphasis}>{text(row)}</span> : text,
    sortValue: (row) => text(row).toLowerCase(),
  };
}
