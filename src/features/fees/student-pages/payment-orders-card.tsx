import { Trans, useLingui } from '@lingui/react/macro';
import { describeError, useLiveQuery } from '@/data';
import type { PaymentOrder, Student } from '@/data';
import { Card, DataTable, DateText, LoadError, Money } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { LabelledStatusBadge } from '../components/labelled-status-badge';
import {
  paymentOrderMethodLabel,
  paymentOrderStatusLabels,
  paymentOrderStatusTones,
} from '../model/payment-orders';
import styles from './payment-orders-card.module.css';
import { ReceiptLink } from './receipt-link';

type Row = { order: PaymentOrder; installmentNumber: number };

function MethodLabel({ order }: { order: PaymentOrder }) {
  const { i18n } = useLingui();
  return i18n._(paymentOrderMethodLabel(order));
}

function PrintReceiptFor({ installmentNumber }: { installmentNumber: number }) {
  return (
    <Trans>
      Print Receipt
      <span className="visually-hidden"> for installment {installmentNumber}</span>
    </Trans>
  );
}

const columns: readonly DataTableColumn<Row>[] = [
  {
    id: 'date',
    header: <Trans>Date</Trans>,
    cell: ({ order }) => <DateText value={order.createdAt} />,
  },
  {
    id: 'installment',
    header: <Trans>Installment</Trans>,
    cell: ({ installmentNumber }) => installmentNumber,
    align: 'end',
  },
  {
    id: 'amount',
    header: <Trans>Amount</Trans>,
    cell: ({ order }) => <Money amount={order.amount} />,
    align: 'end',
  },
  {
    id: 'method',
    header: <Trans>Method</Trans>,
    cell: ({ order }) => <MethodLabel order={order} />,
  },
  {
    id: 'status',
    header: <Trans>Status</Trans>,
    cell: ({ order }) => (
      <div className={styles.status}>
        <LabelledStatusBadge
          status={order.status}
          tones={paymentOrderStatusTones}
          labels={paymentOrderStatusLabels}
        />
        {order.reason ? <span className={styles.reason}>{order.reason}</span> : null}
      </div>
    ),
  },
  {
    id: 'receipt',
    header: <Trans>Receipt</Trans>,
    cell: ({ order, installmentNumber }) =>
      order.status === 'Paid' && order.paymentId ? (
        <ReceiptLink paymentId={order.paymentId}>
          <PrintReceiptFor installmentNumber={installmentNumber} />
        </ReceiptLink>
      ) : null,
  },
];

/**
 * The payments the student started online (Razorpay) or by UPI, newest first, each with where it
 * stands and why, followed live. Hidden while there are none: the demo's simulated payments and
 * the office's go straight into the Payment History.
 */
export function PaymentOrdersCard({ student }: { student: Student }) {
  const { t } = useLingui();
  const orders = useLiveQuery(
    (repository) => repository.listPaymentOrders({ studentId: student.id }),
    [student.id],
    ['paymentOrders'],
  );
  if (orders.status === 'loading' || (orders.status === 'success' && !orders.data?.length)) {
    return null;
  }
  const numberOf = new Map(
    student.feeDetails.installments.map((installment, index) => [installment.id, index + 1]),
  );
  return (
    <Card title={<Trans>Online and UPI Payments</Trans>}>
      {orders.status === 'error' ? (
        <LoadError
          title={t`Your online and UPI payments could not be loaded`}
          message={describeError(orders.error)}
          onRetry={orders.reload}
          size="sm"
        />
      ) : (
        <DataTable
          caption={t`Your online and UPI payments`}
          columns={columns}
          rows={(orders.data ?? []).map((order) => ({
            order,
            installmentNumber: numberOf.get(order.installmentId) ?? 0,
          }))}
          getRowId={(row) => row.order.id}
        />
      )}
    </Card>
  );
}
