import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describeError, useData, useLiveQuery } from '@/data';
import type { PaymentToReconcile, Repository, Student } from '@/data';
import { Alert, Button, Card, DataTable, EmptyState, LoadError, Money, Skeleton } from '@/ui';
import type { DataTableColumn } from '@/ui';
import { reconcileKindLabels, reconcileSummaryText } from '../model/payment-orders';
import styles from './payments-to-reconcile.module.css';

export const NOTHING_TO_RECONCILE =
  'Nothing to reconcile: every online payment matches the ledger.';

type Row = { item: PaymentToReconcile; student: Student | undefined };

const studentIdOf = (item: PaymentToReconcile) =>
  item.kind === 'recorded-without-provider' ? item.payment.studentId : item.order.studentId;

const columns: readonly DataTableColumn<Row>[] = [
  { id: 'kind', header: 'Problem', cell: ({ item }) => reconcileKindLabels[item.kind] },
  {
    id: 'student',
    header: 'Student',
    cell: ({ item, student }) => (
      <Link to={`/admin/student-management/${studentIdOf(item)}`}>
        {student ? `${student.name} (${student.rollNo})` : 'Student not found'}
      </Link>
    ),
  },
  { id: 'amount', header: 'Amount', cell: ({ item }) => <Amounts item={item} />, align: 'end' },
  { id: 'ids', header: 'Razorpay and ledger', cell: ({ item }) => <References item={item} /> },
  { id: 'detail', header: 'Detail', cell: ({ item }) => item.detail },
];

function Amounts({ item }: { item: PaymentToReconcile }) {
  if (item.kind === 'recorded-without-provider') return <Money amount={item.payment.amount} />;
  const paid = item.order.provider?.paidAmount;
  return (
    <span className={styles.lines}>
      <span>
        Order <Money amount={item.order.amount} />
      </span>
      {paid === undefined ? null : (
        <span>
          Paid <Money amount={paid} />
        </span>
      )}
    </span>
  );
}

function References({ item }: { item: PaymentToReconcile }) {
  const lines =
    item.kind === 'recorded-without-provider'
      ? [
          `Receipt: ${item.payment.receiptNo ?? 'None'}`,
          `Reference: ${item.payment.reference || 'None'}`,
        ]
      : [
          `Order: ${item.order.provider?.orderId ?? 'None'}`,
          ...(item.order.provider?.paymentId ? [`Payment: ${item.order.provider.paymentId}`] : []),
        ];
  return (
    <span className={styles.lines}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}

/** The lines to reconcile, each with the student it concerns (one read per student). */
async function readToReconcile(repository: Repository): Promise<Row[]> {
  const items = await repository.listPaymentsToReconcile();
  const ids = [...new Set(items.map(studentIdOf))];
  const students = new Map(
    await Promise.all(ids.map(async (id) => [id, await repository.getStudent(id)] as const)),
  );
  return items.map((item) => ({ item, student: students.get(studentIdOf(item)) }));
}

type Run =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; summary: string }
  | { status: 'failed'; message: string };

/**
 * Fee Management → where Razorpay and the ledger disagree: payments taken at Razorpay that no
 * return page, webhook or reconciliation could record, amounts that differ, and online entries in
 * the ledger with no Razorpay payment behind them. Shown where Razorpay is set up, or while
 * anything is left to reconcile (say, after the keys were removed). Reconcile Now asks Razorpay
 * about every open order at once, as the server's timer does every few minutes.
 */
export function PaymentsToReconcileCard() {
  const repository = useData();
  const options = useLiveQuery((data) => data.getPaymentOptions(), [], ['settings']);
  const list = useLiveQuery(readToReconcile, [], ['paymentOrders', 'payments']);
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const razorpay = options.data?.online === 'razorpay';
  const hasItems = list.status === 'success' && (list.data?.length ?? 0) > 0;
  if (!razorpay && !hasItems) return null;

  async function reconcile() {
    setRun({ status: 'running' });
    try {
      setRun({
        status: 'done',
        summary: reconcileSummaryText(await repository.reconcilePayments()),
      });
    } catch (error) {
      setRun({ status: 'failed', message: describeError(error) });
    }
  }

  return (
    <Card
      title="Payments to Reconcile"
      actions={
        razorpay ? (
          <Button
            size="sm"
            onClick={() => void reconcile()}
            busy={run.status === 'running'}
            busyLabel="Reconciling..."
          >
            Reconcile Now
          </Button>
        ) : undefined
      }
    >
      <div className={styles.body}>
        {run.status === 'done' ? (
          <Alert tone="success" onDismiss={() => setRun({ status: 'idle' })}>
            {run.summary}
          </Alert>
        ) : null}
        {run.status === 'failed' ? (
          <LoadError
            title="Razorpay could not be asked"
            message={run.message}
            onRetry={() => void reconcile()}
            retryLabel="Retry"
            size="sm"
          />
        ) : null}
        {list.status === 'error' ? (
          <LoadError
            title="The payments to reconcile could not be loaded"
            message={describeError(list.error)}
            onRetry={list.reload}
            size="sm"
          />
        ) : list.status === 'loading' || !list.data ? (
          <Skeleton lines={3} label="Loading the payments to reconcile…" />
        ) : list.data.length === 0 ? (
          <EmptyState message={NOTHING_TO_RECONCILE} />
        ) : (
          <DataTable
            caption="Where Razorpay and the ledger disagree"
            columns={columns}
            rows={list.data}
            getRowId={({ item }) =>
              item.kind === 'recorded-without-provider'
                ? `payment-${item.payment.id}`
                : `order-${item.order.id}`
            }
          />
        )}
      </div>
    </Card>
  );
}
