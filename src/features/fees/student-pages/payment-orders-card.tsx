import { describeError, useLiveQuery } from '@/data';
import type { PaymentOrder, Student } from '@/data';
import { Card, DataTable, DateText, LoadError, Money, StatusBadge } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { paymentOrderMethodLabel, paymentOrderStatusTones } from '../model/payment-orders';
import styles from './payment-orders-card.module.css';
import { ReceiptLink } from './receipt-link';

type Row = { order: PaymentOrder; installmentNumber: number };

const columns: readonly DataTableColumn<Row>[] = [
  { id: 'date', header: 'Date', cell: ({ order }) => <DateText value={order.createdAt} /> },
  {
    id: 'installment',
    header: 'Installment',
    cell: ({ installmentNumber }) => installmentNumber,
    align: 'end',
  },
  {
    id: 'amount',
    header: 'Amount',
    cell: ({ order }) => <Money amount={order.amount} />,
    align: 'end',
  },
  { id: 'method', header: 'Method', cell: ({ order }) => paymentOrderMethodLabel(order) },
  {
    id: 'status',
    header: 'Status',
    cell: ({ order }) => (
      <div className={styles.status}>
        <StatusBadge status={order.status} tones={paymentOrderStatusTones} />
        {order.reason ? <span className={styles.reason}>{order.reason}</span> : null}
      </div>
    ),
  },
  {
    id: 'receipt',
    header: 'Receipt',
    cell: ({ order, installmentNumber }) =>
      order.status === 'Paid' && order.paymentId ? (
        <ReceiptLink paymentId={order.paymentId}>
          Print Receipt
          <span className="visually-hidden"> for installment {installmentNumber}</span>
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
    <Card title="Online and UPI Payments">
      {orders.status === 'error' ? (
        <LoadError
          title="Your online and UPI payments could not be loaded"
          message={describeError(orders.error)}
          onRetry={orders.reload}
          size="sm"
        />
      ) : (
        <DataTable
          caption="Your online and UPI payments"
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
