import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { describeError, useData, useLiveQuery } from '@/data';
import type { PaymentToReconcile, ReconcileSummary, Repository, Student } from '@/data';
import { translateDataMessage, useDataMessage } from '@/features/data-messages';
import { Alert, Button, Card, DataTable, EmptyState, LoadError, Money, Skeleton } from '@/ui';
import type { DataTableColumn } from '@/ui';
import styles from './payments-to-reconcile.module.css';

const NOTHING_TO_RECONCILE = msg`Nothing to reconcile: every online payment matches the ledger.`;

const kindLabels: Readonly<Record<PaymentToReconcile['kind'], MessageDescriptor>> = {
  'paid-not-recorded': msg`Paid at Razorpay, not in the ledger`,
  'amount-differs': msg`Amount differs`,
  'recorded-without-provider': msg`In the ledger, no Razorpay payment`,
};

/** "Checked 4 orders: 1 payment recorded, 1 needs review, 2 expired." in the language shown. */
function summaryText(i18n: I18n, { checked, recorded, needsReview, expired }: ReconcileSummary) {
  const checkedWords = i18n._(
    msg`Checked ${plural(checked, { one: '# order', other: '# orders' })}`,
  );
  if (checked === 0) return i18n._(msg`${checkedWords}: no order was open.`);
  const found = [
    ...(recorded > 0
      ? [
          i18n._(
            msg`${plural(recorded, { one: '# payment recorded', other: '# payments recorded' })}`,
          ),
        ]
      : []),
    ...(needsReview > 0
      ? [i18n._(msg`${plural(needsReview, { one: '# needs review', other: '# need review' })}`)]
      : []),
    ...(expired > 0 ? [i18n._(msg`${expired} expired`)] : []),
  ];
  const foundWords = found.join(', ');
  return found.length === 0
    ? i18n._(msg`${checkedWords}: all still waiting for payment.`)
    : i18n._(msg`${checkedWords}: ${foundWords}.`);
}

type Row = { item: PaymentToReconcile; student: Student | undefined };

const studentIdOf = (item: PaymentToReconcile) =>
  item.kind === 'recorded-without-provider' ? item.payment.studentId : item.order.studentId;

function StudentLink({ item, student }: Row) {
  const name = student?.name ?? '';
  const rollNo = student?.rollNo ?? '';
  return (
    <Link to={`/admin/student-management/${studentIdOf(item)}`}>
      {student ? `${name} (${rollNo})` : <Trans>Student not found</Trans>}
    </Link>
  );
}

function KindLabel({ item }: { item: PaymentToReconcile }) {
  const { i18n } = useLingui();
  return <>{i18n._(kindLabels[item.kind])}</>;
}

/** The server's detail (English) in the language shown. */
function Detail({ item }: { item: PaymentToReconcile }) {
  const dataMessage = useDataMessage();
  return <>{dataMessage(item.detail)}</>;
}

function Amounts({ item }: { item: PaymentToReconcile }) {
  if (item.kind === 'recorded-without-provider') return <Money amount={item.payment.amount} />;
  const paid = item.order.provider?.paidAmount;
  return (
    <span className={styles.lines}>
      <span>
        <Trans>
          Order <Money amount={item.order.amount} />
        </Trans>
      </span>
      {paid === undefined ? null : (
        <span>
          <Trans>
            Paid <Money amount={paid} />
          </Trans>
        </span>
      )}
    </span>
  );
}

function References({ item }: { item: PaymentToReconcile }) {
  const { t } = useLingui();
  const none = t`None`;
  let lines: string[];
  if (item.kind === 'recorded-without-provider') {
    const receiptNo = item.payment.receiptNo ?? none;
    const reference = item.payment.reference || none;
    lines = [t`Receipt: ${receiptNo}`, t`Reference: ${reference}`];
  } else {
    const orderId = item.order.provider?.orderId ?? none;
    const paymentId = item.order.provider?.paymentId;
    lines = [t`Order: ${orderId}`, ...(paymentId ? [t`Payment: ${paymentId}`] : [])];
  }
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
  const { t, i18n } = useLingui();
  const columns: readonly DataTableColumn<Row>[] = useMemo(
    () => [
      { id: 'kind', header: t`Problem`, cell: ({ item }) => <KindLabel item={item} /> },
      { id: 'student', header: t`Student`, cell: (row) => <StudentLink {...row} /> },
      {
        id: 'amount',
        header: t`Amount`,
        cell: ({ item }) => <Amounts item={item} />,
        align: 'end',
      },
      { id: 'ids', header: t`Razorpay and ledger`, cell: ({ item }) => <References item={item} /> },
      { id: 'detail', header: t`Detail`, cell: ({ item }) => <Detail item={item} /> },
    ],
    [t],
  );
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
        summary: summaryText(i18n, await repository.reconcilePayments()),
      });
    } catch (error) {
      setRun({ status: 'failed', message: translateDataMessage(i18n, describeError(error)) });
    }
  }

  return (
    <Card
      title={t`Payments to Reconcile`}
      actions={
        razorpay ? (
          <Button
            size="sm"
            onClick={() => void reconcile()}
            busy={run.status === 'running'}
            busyLabel={t`Reconciling...`}
          >
            <Trans>Reconcile Now</Trans>
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
            title={t`Razorpay could not be asked`}
            message={run.message}
            onRetry={() => void reconcile()}
            retryLabel={t`Retry`}
            size="sm"
          />
        ) : null}
        {list.status === 'error' ? (
          <LoadError
            title={t`The payments to reconcile could not be loaded`}
            message={describeError(list.error)}
            onRetry={list.reload}
            size="sm"
          />
        ) : list.status === 'loading' || !list.data ? (
          <Skeleton lines={3} label={t`Loading the payments to reconcile…`} />
        ) : list.data.length === 0 ? (
          <EmptyState message={i18n._(NOTHING_TO_RECONCILE)} />
        ) : (
          <DataTable
            caption={t`Where Razorpay and the ledger disagree`}
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
