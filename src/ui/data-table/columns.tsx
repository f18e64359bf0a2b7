// Ready-made DataTable columns for the common cases. Make them once, at module scope or in
// useMemo, like any column: sorting is cached on a column's sortValue function.
import { Money } from '../money';
import type { DataTableColumn } from './types';
import styles from './data-table.module.css';

export type TextColumnOptions = {
  /** Bold text, for the column that names the row (a title, a name). */
  emphasis?: boolean;
};

/** A column of plain text, sortable ignoring case ("apple" beside "Apple"). */
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

/** A column of numbers (a class, a count), sortable, aligned to the end so digits line up. */
export function numberColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => number,
): DataTableColumn<Row> {
  return { id, header, cell: value, sortValue: value, align: 'end' };
}

/** A column of rupee amounts, shown the one way money is shown, sortable, aligned to the end. */
export function moneyColumn<Row>(
  id: string,
  header: string,
  amount: (row: Row) => number,
): DataTableColumn<Row> {
  return {
    id,
    header,
    cell: (row) => <Money amount={amount(row)} />,
    sortValue: amount,
    align: 'end',
  };
}
