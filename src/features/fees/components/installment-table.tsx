import type { ReactNode } from 'react';
import { effectiveStatus, remainingAmount, todayIso } from '@/data';
import type { Installment, InstallmentStatus } from '@/data';
import { DataTable, DateText, EmptyState, Money, StatusBadge } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { installmentStatusTones } from '../model/status-tones';
import styles from './installment-table.module.css';

export const NO_INSTALLMENT_PLAN_MESSAGE = 'No installment plan created for this student.';

export type InstallmentTableProps = {
  installments: readonly Installment[];
  /**
   * The row's action, e.g. a "Record Payment" or "Pay Now" button; shown only while the
   * installment is not paid in full. `number` is the installment's position, from 1.
   */
  renderAction?: (installment: Installment, number: number) => ReactNode;
  /** Names the table for screen readers. */
  caption?: string;
};

type Row = { installment: Installment; number: number; status: InstallmentStatus };

const baseColumns: readonly DataTableColumn<Row>[] = [
  { id: 'number', header: 'Installment', cell: (row) => row.number, align: 'end', width: '7rem' },
  {
    id: 'amount',
    header: 'Amount',
    cell: (row) => <Money amount={row.installment.amount} />,
    align: 'end',
  },
  {
    id: 'paid',
    header: 'Paid',
    cell: (row) => <Money amount={row.installment.paidAmount} />,
    align: 'end',
  },
  {
    id: 'remaining',
    header: 'Remaining',
    cell: (row) => <Money amount={remainingAmount(row.installment)} />,
    align: 'end',
  },
  {
    id: 'dueDate',
    header: 'Due Date',
    cell: (row) => <DateText value={row.installment.dueDate} />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <StatusBadge status={row.status} tones={installmentStatusTones} />,
  },
  {
    id: 'paymentDate',
    header: 'Payment Date',
    cell: (row) =>
      row.installment.paymentDate ? (
        <DateText value={row.installment.paymentDate} />
      ) : (
        <span className={styles.none}>Not paid yet</span>
      ),
  },
];

const getRowId = (row: Row) => row.installment.id;

/**
 * A student's installments with the status as of today (Overdue is derived, never stored), and
 * an optional action on each installment not yet paid in full.
 */
export function InstallmentTable({
  installments,
  renderAction,
  caption = 'Installments',
}: InstallmentTableProps) {
  if (installments.length === 0) return <EmptyState message={NO_INSTALLMENT_PLAN_MESSAGE} />;

  const today = todayIso();
  const rows: Row[] = installments.map((installment, index) => ({
    installment,
    number: index + 1,
    status: effectiveStatus(installment, today),
  }));
  const columns: readonly DataTableColumn<Row>[] = renderAction
    ? [
        ...baseColumns,
        {
          id: 'action',
          header: 'Action',
          cell: (row) => (row.status === 'Paid' ? null : renderAction(row.installment, row.number)),
        },
      ]
    : baseColumns;

  // Two presentations of the same rows, one shown at a time by the screen's width: on a phone
  // each installment is a card, so its action is on screen without scrolling sideways.
  return (
    <>
      <div className={styles.wide}>
        <DataTable caption={caption} columns={columns} rows={rows} getRowId={getRowId} />
      </div>
      <ul className={styles.cards} aria-label={caption}>
        {rows.map((row) => (
          <li key={row.installment.id} className={styles.card}>
            <p className={styles.cardTitle}>
              <span>Installment {row.number}</span>{' '}
              <StatusBadge status={row.status} tones={installmentStatusTones} />
            </p>
            <dl className={styles.facts}>
              <div>
                <dt>Amount</dt>
                <dd>
                  <Money amount={row.installment.amount} />
                </dd>
              </div>
              <div>
                <dt>Paid</dt>
                <dd>
                  <Money amount={row.installment.paidAmount} />
                </dd>
              </div>
              <div>
                <dt>Remaining</dt>
                <dd>
                  <Money amount={remainingAmount(row.installment)} />
                </dd>
              </div>
              <div>
                <dt>Due Date</dt>
                <dd>
                  <DateText value={row.installment.dueDate} />
                </dd>
              </div>
              <div>
                <dt>Payment Date</dt>
                <dd>
                  {row.installment.paymentDate ? (
                    <DateText value={row.installment.paymentDate} />
                  ) : (
                    <span className={styles.none}>Not paid yet</span>
                  )}
                </dd>
              </div>
            </dl>
            {renderAction && row.status !== 'Paid' ? (
              <div>{renderAction(row.installment, row.number)}</div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
