import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { effectiveStatus, remainingAmount, todayIso } from '@/data';
import type { Installment, InstallmentStatus } from '@/data';
import { DataTable, DateText, EmptyState, Money } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { installmentStatusLabels, installmentStatusTones } from '../model/status-tones';
import { LabelledStatusBadge } from './labelled-status-badge';
import styles from './installment-table.module.css';

export const NO_INSTALLMENT_PLAN_MESSAGE = msg`No installment plan created for this student.`;

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
  {
    id: 'number',
    header: <Trans>Installment</Trans>,
    cell: (row) => row.number,
    align: 'end',
    width: '7rem',
  },
  {
    id: 'amount',
    header: <Trans>Amount</Trans>,
    cell: (row) => <Money amount={row.installment.amount} />,
    align: 'end',
  },
  {
    id: 'paid',
    header: <Trans>Paid</Trans>,
    cell: (row) => <Money amount={row.installment.paidAmount} />,
    align: 'end',
  },
  {
    id: 'remaining',
    header: <Trans>Remaining</Trans>,
    cell: (row) => <Money amount={remainingAmount(row.installment)} />,
    align: 'end',
  },
  {
    id: 'dueDate',
    header: <Trans>Due Date</Trans>,
    cell: (row) => <DateText value={row.installment.dueDate} />,
  },
  {
    id: 'status',
    header: <Trans>Status</Trans>,
    cell: (row) => <InstallmentBadge status={row.status} />,
  },
  {
    id: 'paymentDate',
    header: <Trans>Payment Date</Trans>,
    cell: (row) =>
      row.installment.paymentDate ? (
        <DateText value={row.installment.paymentDate} />
      ) : (
        <span className={styles.none}>
          <Trans>Not paid yet</Trans>
        </span>
      ),
  },
];

function InstallmentBadge({ status }: { status: InstallmentStatus }) {
  return (
    <LabelledStatusBadge
      status={status}
      tones={installmentStatusTones}
      labels={installmentStatusLabels}
    />
  );
}

const getRowId = (row: Row) => row.installment.id;

/**
 * A student's installments with the status as of today (Overdue is derived, never stored), and
 * an optional action on each installment not yet paid in full.
 */
export function InstallmentTable({ installments, renderAction, caption }: InstallmentTableProps) {
  const { i18n } = useLingui();
  if (installments.length === 0) {
    return <EmptyState message={i18n._(NO_INSTALLMENT_PLAN_MESSAGE)} />;
  }
  const name = caption ?? i18n._(msg`Installments`);

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
          header: <Trans>Action</Trans>,
          cell: (row) => (row.status === 'Paid' ? null : renderAction(row.installment, row.number)),
        },
      ]
    : baseColumns;

  // Two presentations of the same rows, one shown at a time by the screen's width: on a phone
  // each installment is a card, so its action is on screen without scrolling sideways.
  return (
    <>
      <div className={styles.wide}>
        <DataTable caption={name} columns={columns} rows={rows} getRowId={getRowId} />
      </div>
      <ul className={styles.cards} aria-label={name}>
        {rows.map((row) => {
          const { number } = row;
          return (
            <li key={row.installment.id} className={styles.card}>
              <p className={styles.cardTitle}>
                <span>
                  <Trans>Installment {number}</Trans>
                </span>{' '}
                <InstallmentBadge status={row.status} />
              </p>
              <dl className={styles.facts}>
                <div>
                  <dt>
                    <Trans>Amount</Trans>
                  </dt>
                  <dd>
                    <Money amount={row.installment.amount} />
                  </dd>
                </div>
                <div>
                  <dt>
                    <Trans>Paid</Trans>
                  </dt>
                  <dd>
                    <Money amount={row.installment.paidAmount} />
                  </dd>
                </div>
                <div>
                  <dt>
                    <Trans>Remaining</Trans>
                  </dt>
                  <dd>
                    <Money amount={remainingAmount(row.installment)} />
                  </dd>
                </div>
                <div>
                  <dt>
                    <Trans>Due Date</Trans>
                  </dt>
                  <dd>
                    <DateText value={row.installment.dueDate} />
                  </dd>
                </div>
                <div>
                  <dt>
                    <Trans>Payment Date</Trans>
                  </dt>
                  <dd>
                    {row.installment.paymentDate ? (
                      <DateText value={row.installment.paymentDate} />
                    ) : (
                      <span className={styles.none}>
                        <Trans>Not paid yet</Trans>
                      </span>
                    )}
                  </dd>
                </div>
              </dl>
              {renderAction && row.status !== 'Paid' ? (
                <div>{renderAction(row.installment, row.number)}</div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
