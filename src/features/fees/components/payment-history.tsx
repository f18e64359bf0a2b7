import type { ReactNode } from 'react';
import { signedAmount } from '@/data';
import type { Installment, Payment } from '@/data';
import { DataTable, DateText, EmptyState, Money, StatusBadge } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { paymentStatusTones } from '../model/status-tones';
import styles from './payment-history.module.css';

export const NO_PAYMENTS_MESSAGE = 'No payments recorded yet.';

export type PaymentHistoryProps = {
  payments: readonly Payment[];
  /** The student's installments, to name each payment's installment by its number. */
  installments: readonly Installment[];
  /** The row's actions, e.g. Print Receipt and Cancel Receipt. */
  renderActions?: (payment: Payment, installmentNumber: number) => ReactNode;
  caption?: string;
};

type Row = { payment: Payment; installmentNumber: number };

const columns: readonly DataTableColumn<Row>[] = [
  {
    id: 'receiptNo',
    header: 'Receipt No.',
    cell: ({ payment }) =>
      payment.refund
        ? `Credit note ${payment.refund.creditNoteNo}`
        : (payment.receiptNo ?? <span className={styles.none}>None</span>),
  },
  { id: 'date', header: 'Date', cell: ({ payment }) => <DateText value={payment.receivedAt} /> },
  {
    id: 'installment',
    header: 'Installment',
    cell: ({ installmentNumber }) => installmentNumber,
    align: 'end',
  },
  { id: 'mode', header: 'Mode', cell: ({ payment }) => payment.mode },
  {
    id: 'reference',
    header: 'Reference',
    cell: ({ payment }) => payment.reference || <span className={styles.none}>None</span>,
  },
  {
    id: 'amount',
    header: 'Amount',
    // A refund is money given back: shown negative.
    cell: ({ payment }) => <Money amount={signedAmount(payment)} />,
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ payment }) => <StatusBadge status={payment.status} tones={paymentStatusTones} />,
  },
];

/**
 * A student's payments, newest first, each with its receipt number and status; a refund is a line
 * of its own, with its credit note and a negative amount.
 */
export function PaymentHistory({
  payments,
  installments,
  renderActions,
  caption = 'Payment history',
}: PaymentHistoryProps) {
  if (payments.length === 0) return <EmptyState message={NO_PAYMENTS_MESSAGE} />;
  const numberOf = new Map(installments.map((installment, index) => [installment.id, index + 1]));
  const rows = payments.map((payment) => ({
    payment,
    installmentNumber: numberOf.get(payment.installmentId) ?? 0,
  }));
  const allColumns = renderActions
    ? [
        ...columns,
        {
          id: 'actions',
          header: 'Actions',
          cell: (row: Row) => (
            <div className={styles.actions}>
              {renderActions(row.payment, row.installmentNumber)}
            </div>
          ),
        },
      ]
    : columns;
  return (
    <DataTable
      caption={caption}
      columns={allColumns}
      rows={rows}
      getRowId={(row) => row.payment.id}
    />
  );
}
