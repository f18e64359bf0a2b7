import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { signedAmount } from '@/data';
import type { Installment, Payment } from '@/data';
import { DataTable, DateText, EmptyState, Money } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { paymentStatusLabels, paymentStatusTones } from '../model/status-tones';
import { LabelledStatusBadge } from './labelled-status-badge';
import styles from './payment-history.module.css';

export const NO_PAYMENTS_MESSAGE = msg`No payments recorded yet.`;

export type PaymentHistoryProps = {
  payments: readonly Payment[];
  /** The student's installments, to name each payment's installment by its number. */
  installments: readonly Installment[];
  /** The row's actions, e.g. Print Receipt and Cancel Receipt. */
  renderActions?: (payment: Payment, installmentNumber: number) => ReactNode;
  caption?: string;
};

type Row = { payment: Payment; installmentNumber: number };

function None() {
  return (
    <span className={styles.none}>
      <Trans>None</Trans>
    </span>
  );
}

function CreditNote({ number }: { number: string }) {
  return <Trans>Credit note {number}</Trans>;
}

const columns: readonly DataTableColumn<Row>[] = [
  {
    id: 'receiptNo',
    header: <Trans>Receipt No.</Trans>,
    cell: ({ payment }) =>
      payment.refund ? (
        <CreditNote number={payment.refund.creditNoteNo} />
      ) : (
        (payment.receiptNo ?? <None />)
      ),
  },
  {
    id: 'date',
    header: <Trans>Date</Trans>,
    cell: ({ payment }) => <DateText value={payment.receivedAt} />,
  },
  {
    id: 'installment',
    header: <Trans>Installment</Trans>,
    cell: ({ installmentNumber }) => installmentNumber,
    align: 'end',
  },
  { id: 'mode', header: <Trans>Mode</Trans>, cell: ({ payment }) => payment.mode },
  {
    id: 'reference',
    header: <Trans>Reference</Trans>,
    cell: ({ payment }) => payment.reference || <None />,
  },
  {
    id: 'amount',
    header: <Trans>Amount</Trans>,
    // A refund is money given back: shown negative.
    cell: ({ payment }) => <Money amount={signedAmount(payment)} />,
    align: 'end',
  },
  {
    id: 'status',
    header: <Trans>Status</Trans>,
    cell: ({ payment }) => (
      <LabelledStatusBadge
        status={payment.status}
        tones={paymentStatusTones}
        labels={paymentStatusLabels}
      />
    ),
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
  caption,
}: PaymentHistoryProps) {
  const { i18n } = useLingui();
  if (payments.length === 0) return <EmptyState message={i18n._(NO_PAYMENTS_MESSAGE)} />;
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
          header: <Trans>Actions</Trans>,
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
      caption={caption ?? i18n._(msg`Payment history`)}
      columns={allColumns}
      rows={rows}
      getRowId={(row) => row.payment.id}
    />
  );
}
