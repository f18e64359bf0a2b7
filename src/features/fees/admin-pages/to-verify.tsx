// The office's "To Verify": UPI transfers students say they made, waiting for the office to find
// them in the institute's account and confirm (the payment then enters the ledger with a receipt)
// or reject them with a reason the student sees. A UTR two students gave is flagged "UTR claimed
// twice" (confirming one rejects the other). A bank statement's CSV proposes the confirmations
// whose UTR and amount both match, ticked only where the narration names the student.
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import {
  describeError,
  formatRupees,
  matchBankStatement,
  rejectUpiPaymentSchema,
  useData,
  useLiveQuery,
  UTR_CLAIMED_TWICE,
  utrsClaimedTwice,
} from '@/data';
import type { PaymentOrder, Repository, StatementMismatch, StatementReading } from '@/data';
import {
  Alert,
  Badge,
  Button,
  Card,
  DataTable,
  DateText,
  EmptyState,
  LoadError,
  Money,
  Skeleton,
} from '@/ui';
import type { DataTableColumn } from '@/ui';
import { ReasonDialog } from '../components/reason-dialog';
import styles from './to-verify.module.css';

export const NOTHING_TO_VERIFY_MESSAGE = 'No UPI payments are waiting for verification.';

/** A transfer with whose it is: the student's name, roll number and installment's number. */
type Transfer = { order: PaymentOrder; name: string; rollNo: string; installment: number | null };

async function transfersToVerify(repository: Repository): Promise<Transfer[]> {
  const orders = await repository.listPaymentOrders({ status: 'Awaiting verification' });
  const ids = [...new Set(orders.map((order) => order.studentId))];
  const students = new Map(
    await Promise.all(ids.map(async (id) => [id, await repository.getStudent(id)] as const)),
  );
  return orders
    .filter((order) => order.method === 'UPI')
    .map((order) => {
      const student = students.get(order.studentId);
      const index =
        student?.feeDetails.installments.findIndex((item) => item.id === order.installmentId) ?? -1;
      return {
        order,
        name: student?.name ?? 'Student not found',
        rollNo: student?.rollNo ?? '',
        installment: index < 0 ? null : index + 1,
      };
    });
}

const describeTransfer = (transfer: Transfer) =>
  `${formatRupees(transfer.order.amount)} from ${transfer.name} (UTR ${transfer.order.utr ?? ''})`;

type Outcome = { tone: 'success' | 'error'; text: string };

export function ToVerifyCard() {
  const repository = useData();
  const transfers = useLiveQuery(transfersToVerify, [], ['paymentOrders', 'students']);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [rejecting, setRejecting] = useState<Transfer | null>(null);
  const claimedTwice = utrsClaimedTwice(transfers.data?.map((transfer) => transfer.order) ?? []);

  async function confirm(transfer: Transfer) {
    setBusy(transfer.order.id);
    setOutcome(null);
    try {
      await repository.confirmUpiPayment(transfer.order.id);
      setOutcome({
        tone: 'success',
        text: `Confirmed ${describeTransfer(transfer)}: the receipt is issued.`,
      });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: `${describeTransfer(transfer)} was not confirmed: ${describeError(error)}`,
      });
    } finally {
      setBusy(null);
    }
  }

  const columns: readonly DataTableColumn<Transfer>[] = [
    {
      id: 'student',
      header: 'Student',
      cell: (row) => (
        <>
          {row.name} <span className={styles.muted}>{row.rollNo}</span>
        </>
      ),
    },
    { id: 'installment', header: 'Installment', cell: (row) => row.installment ?? '—' },
    { id: 'amount', header: 'Amount', cell: (row) => <Money amount={row.order.amount} /> },
    {
      id: 'utr',
      header: 'UTR',
      cell: (row) => (
        <span className={styles.utr}>
          {row.order.utr}
          {row.order.utr !== undefined && claimedTwice.has(row.order.utr) ? (
            <Badge tone="warning">{UTR_CLAIMED_TWICE}</Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'submitted',
      header: 'Submitted',
      cell: (row) => <DateText value={row.order.createdAt} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <span className={styles.actions}>
          <Button size="sm" disabled={busy !== null} onClick={() => void confirm(row)}>
            {busy === row.order.id ? 'Confirming...' : 'Confirm'}
            <span className="visually-hidden"> UTR {row.order.utr}</span>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy !== null}
            onClick={() => setRejecting(row)}
          >
            Reject<span className="visually-hidden"> UTR {row.order.utr}</span>
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Card title="To Verify">
      <div className={styles.body}>
        <p className={styles.muted}>
          UPI payments students made to the institute&apos;s UPI ID. Confirm each once you find its
          UTR and amount in the bank account, or import the bank statement to match them. A UTR two
          students gave is marked &ldquo;{UTR_CLAIMED_TWICE}&rdquo;: confirming one rejects the
          other, and its student is told why.
        </p>
        {outcome === null ? null : (
          <Alert tone={outcome.tone} onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
        {transfers.status === 'error' ? (
          <LoadError
            title="The payments to verify could not be loaded"
            message={describeError(transfers.error)}
            onRetry={transfers.reload}
            size="sm"
          />
        ) : transfers.status === 'loading' || !transfers.data ? (
          <Skeleton lines={3} label="Loading the payments to verify…" />
        ) : transfers.data.length === 0 ? (
          <EmptyState message={NOTHING_TO_VERIFY_MESSAGE} />
        ) : (
          <>
            <DataTable
              caption="UPI payments awaiting verification"
              columns={columns}
              rows={transfers.data}
              getRowId={(row) => row.order.id}
            />
            <StatementImport transfers={transfers.data} />
          </>
        )}
      </div>
      {rejecting === null ? null : (
        <RejectDialog
          transfer={rejecting}
          onReject={async (reason) => {
            await repository.rejectUpiPayment(rejecting.order.id, reason);
            setOutcome({ tone: 'success', text: `Rejected ${describeTransfer(rejecting)}.` });
          }}
          onClose={() => setRejecting(null)}
        />
      )}
    </Card>
  );
}

function RejectDialog({
  transfer,
  onReject,
  onClose,
}: {
  transfer: Transfer;
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      title={`Reject the UPI payment of ${formatRupees(transfer.order.amount)}?`}
      description={`${transfer.name}'s payment with UTR ${transfer.order.utr ?? ''} is not recorded. The student sees the reason.`}
      schema={rejectUpiPaymentSchema}
      submitLabel="Reject Payment"
      busyLabel="Rejecting..."
      cancelLabel="Keep Waiting"
      onConfirm={onReject}
      onClose={onClose}
    />
  );
}

type RowOutcome = { tone: 'success' | 'error'; text: string };

const NOT_NAMED_NOTE =
  'Not ticked: the narration names neither this student nor their roll number. Check before confirming.';

function mismatchText({ line, amount, why }: StatementMismatch): string {
  return why === 'amount-differs'
    ? `the statement shows ${formatRupees(amount)} on line ${line}.`
    : `the narration on line ${line} names another student: this credit is not this student's payment.`;
}

/** The bank statement's CSV read against the transfers, and its proposals confirmed one by one. */
function StatementImport({ transfers }: { transfers: readonly Transfer[] }) {
  const repository = useData();
  const inputId = useId();
  const [reading, setReading] = useState<StatementReading | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, RowOutcome>>(new Map());
  const [confirming, setConfirming] = useState(false);
  // What was read keeps its transfers' names after they leave the list.
  const [named, setNamed] = useState<ReadonlyMap<string, Transfer>>(new Map());

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const result = matchBankStatement(await file.text(), transfers);
    setReading(result);
    setOutcomes(new Map());
    setNamed(new Map(transfers.map((transfer) => [transfer.order.id, transfer])));
    setSelected(
      new Set(
        result.kind === 'read'
          ? result.proposals.filter(({ ticked }) => ticked).map(({ order }) => order.id)
          : [],
      ),
    );
  }

  async function confirmSelected() {
    setConfirming(true);
    for (const id of selected) {
      try {
        await repository.confirmUpiPayment(id);
        setOutcomes((current) => new Map(current).set(id, { tone: 'success', text: 'Confirmed' }));
      } catch (error) {
        setOutcomes((current) =>
          new Map(current).set(id, {
            tone: 'error',
            text: `Not confirmed: ${describeError(error)}`,
          }),
        );
      }
    }
    setSelected(new Set());
    setConfirming(false);
  }

  const label = (order: PaymentOrder) => {
    const transfer = named.get(order.id);
    return `${transfer?.name ?? 'Student'} ${transfer?.rollNo ?? ''}, installment ${transfer?.installment ?? '—'}, ${formatRupees(order.amount)}, UTR ${order.utr ?? ''}`;
  };

  return (
    <section className={styles.statement} aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`} className={styles.heading}>
        Import Bank Statement
      </h3>
      <label htmlFor={inputId} className={styles.fileLabel}>
        Bank statement (CSV)
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => void read(event)}
      />
      <p className={styles.muted}>
        Download the statement as CSV from your bank. It needs a reference column (Reference, UTR,
        Description, Narration, Remarks or Particulars) and a credit column (Credit, Deposit or
        Amount).
      </p>
      {reading === null ? null : reading.kind === 'unreadable' ? (
        <Alert tone="error" title="The statement could not be read">
          {reading.message}
        </Alert>
      ) : (
        <div className={styles.results}>
          {reading.proposals.length === 0 ? (
            <p>No payment awaiting verification matches a credit in this statement.</p>
          ) : (
            <fieldset className={styles.proposals}>
              <legend>Matched: UTR and amount both found in the statement</legend>
              <p className={styles.muted}>
                Ticked where the narration also names the student (roll number or name).
              </p>
              <ul className={styles.list}>
                {reading.proposals.map(({ order, line, ticked }) => {
                  const outcome = outcomes.get(order.id);
                  return (
                    <li key={order.id}>
                      <label className={styles.check}>
                        <input
                          type="checkbox"
                          checked={selected.has(order.id)}
                          disabled={confirming || outcome?.tone === 'success'}
                          onChange={(event) =>
                            setSelected((current) => {
                              const next = new Set(current);
                              if (event.target.checked) next.add(order.id);
                              else next.delete(order.id);
                              return next;
                            })
                          }
                        />
                        {label(order)} (statement line {line})
                      </label>
                      {ticked ? null : <span className={styles.muted}> {NOT_NAMED_NOTE}</span>}
                      {outcome ? (
                        <span
                          className={outcome.tone === 'success' ? styles.done : styles.failed}
                          role="status"
                        >
                          {' '}
                          {outcome.text}
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
              <Button
                size="sm"
                disabled={confirming || selected.size === 0}
                onClick={() => void confirmSelected()}
              >
                {confirming ? 'Confirming...' : 'Confirm Selected'}
              </Button>
            </fieldset>
          )}
          {reading.mismatches.length > 0 ? (
            <section aria-label="Not matched">
              <h4 className={styles.heading}>Not matched: not this student&apos;s payment</h4>
              <ul className={styles.list}>
                {reading.mismatches.map((mismatch) => (
                  <li key={`${mismatch.order.id}-${mismatch.line}`}>
                    {label(mismatch.order)}: {mismatchText(mismatch)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {reading.unmatched.length > 0 ? (
            <details>
              <summary>
                {reading.unmatched.length} other UPI credit
                {reading.unmatched.length === 1 ? '' : 's'} with no payment awaiting verification
              </summary>
              <ul className={styles.list}>
                {reading.unmatched.map((credit) => (
                  <li key={credit.line}>
                    Line {credit.line}: {formatRupees(credit.amount)}, UTR {credit.utrs.join(', ')}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      )}
    </section>
  );
}
