// The office's "To Verify": UPI transfers students say they made, waiting for the office to find
// them in the institute's account and confirm (the payment then enters the ledger with a receipt)
// or reject them with a reason the student sees. A UTR two students gave is flagged "UTR claimed
// twice" (confirming one rejects the other). A bank statement's CSV proposes the confirmations
// whose UTR and amount both match, ticked only where the narration names the student.
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { translateDataMessage, useDataMessage } from '@/features/data-messages';
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

/**
 * A transfer with whose it is: the student's name (empty: the student was not found), roll number
 * and installment's number.
 */
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
        name: student?.name ?? '',
        rollNo: student?.rollNo ?? '',
        installment: index < 0 ? null : index + 1,
      };
    });
}

const nameOf = (i18n: I18n, transfer: Transfer) =>
  transfer.name === '' ? i18n._(msg`Student not found`) : transfer.name;

function describeTransfer(i18n: I18n, transfer: Transfer) {
  const amount = formatRupees(transfer.order.amount);
  const name = nameOf(i18n, transfer);
  const utr = transfer.order.utr ?? '';
  return i18n._(msg`${amount} from ${name} (UTR ${utr})`);
}

type Outcome = { tone: 'success' | 'error'; text: string };

export function ToVerifyCard() {
  const { t, i18n } = useLingui();
  const dataMessage = useDataMessage();
  const claimedTwiceLabel = dataMessage(UTR_CLAIMED_TWICE);
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
      const described = describeTransfer(i18n, transfer);
      setOutcome({ tone: 'success', text: t`Confirmed ${described}: the receipt is issued.` });
    } catch (error) {
      const described = describeTransfer(i18n, transfer);
      const why = translateDataMessage(i18n, describeError(error));
      setOutcome({ tone: 'error', text: t`${described} was not confirmed: ${why}` });
    } finally {
      setBusy(null);
    }
  }

  const columns: readonly DataTableColumn<Transfer>[] = [
    {
      id: 'student',
      header: t`Student`,
      cell: (row) => (
        <>
          {nameOf(i18n, row)} <span className={styles.muted}>{row.rollNo}</span>
        </>
      ),
    },
    { id: 'installment', header: t`Installment`, cell: (row) => row.installment ?? '—' },
    { id: 'amount', header: t`Amount`, cell: (row) => <Money amount={row.order.amount} /> },
    {
      id: 'utr',
      header: t`UTR`,
      cell: (row) => (
        <span className={styles.utr}>
          {row.order.utr}
          {row.order.utr !== undefined && claimedTwice.has(row.order.utr) ? (
            <Badge tone="warning">{claimedTwiceLabel}</Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'submitted',
      header: t`Submitted`,
      cell: (row) => <DateText value={row.order.createdAt} />,
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (row) => {
        const utr = row.order.utr;
        return (
          <span className={styles.actions}>
            <Button size="sm" disabled={busy !== null} onClick={() => void confirm(row)}>
              {busy === row.order.id ? (
                <Trans>
                  Confirming...<span className="visually-hidden"> UTR {utr}</span>
                </Trans>
              ) : (
                <Trans>
                  Confirm<span className="visually-hidden"> UTR {utr}</span>
                </Trans>
              )}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy !== null}
              onClick={() => setRejecting(row)}
            >
              <Trans>
                Reject<span className="visually-hidden"> UTR {utr}</span>
              </Trans>
            </Button>
          </span>
        );
      },
    },
  ];

  return (
    <Card title={t`To Verify`}>
      <div className={styles.body}>
        <p className={styles.muted}>
          <Trans>
            UPI payments students made to the institute&apos;s UPI ID. Confirm each once you find
            its UTR and amount in the bank account, or import the bank statement to match them. A
            UTR two students gave is marked &ldquo;{claimedTwiceLabel}&rdquo;: confirming one
            rejects the other, and its student is told why.
          </Trans>
        </p>
        {outcome === null ? null : (
          <Alert tone={outcome.tone} onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
        {transfers.status === 'error' ? (
          <LoadError
            title={t`The payments to verify could not be loaded`}
            message={describeError(transfers.error)}
            onRetry={transfers.reload}
            size="sm"
          />
        ) : transfers.status === 'loading' || !transfers.data ? (
          <Skeleton lines={3} label={t`Loading the payments to verify…`} />
        ) : transfers.data.length === 0 ? (
          <EmptyState message={t`No UPI payments are waiting for verification.`} />
        ) : (
          <>
            <DataTable
              caption={t`UPI payments awaiting verification`}
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
            const described = describeTransfer(i18n, rejecting);
            setOutcome({ tone: 'success', text: t`Rejected ${described}.` });
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
  const { t, i18n } = useLingui();
  const amount = formatRupees(transfer.order.amount);
  const name = nameOf(i18n, transfer);
  const utr = transfer.order.utr ?? '';
  return (
    <ReasonDialog
      title={t`Reject the UPI payment of ${amount}?`}
      description={t`${name}'s payment with UTR ${utr} is not recorded. The student sees the reason.`}
      schema={rejectUpiPaymentSchema}
      submitLabel={t`Reject Payment`}
      busyLabel={t`Rejecting...`}
      cancelLabel={t`Keep Waiting`}
      onConfirm={onReject}
      onClose={onClose}
    />
  );
}

type RowOutcome = { tone: 'success' | 'error'; text: string };

function mismatchText(i18n: I18n, { line, amount, why }: StatementMismatch): string {
  const shown = formatRupees(amount);
  return why === 'amount-differs'
    ? i18n._(msg`the statement shows ${shown} on line ${line}.`)
    : i18n._(
        msg`the narration on line ${line} names another student: this credit is not this student's payment.`,
      );
}

/** The bank statement's CSV read against the transfers, and its proposals confirmed one by one. */
function StatementImport({ transfers }: { transfers: readonly Transfer[] }) {
  const { t, i18n } = useLingui();
  const dataMessage = useDataMessage();
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
        const confirmed = t`Confirmed`;
        setOutcomes((current) => new Map(current).set(id, { tone: 'success', text: confirmed }));
      } catch (error) {
        const why = translateDataMessage(i18n, describeError(error));
        setOutcomes((current) =>
          new Map(current).set(id, { tone: 'error', text: t`Not confirmed: ${why}` }),
        );
      }
    }
    setSelected(new Set());
    setConfirming(false);
  }

  const label = (order: PaymentOrder) => {
    const transfer = named.get(order.id);
    const name = transfer ? nameOf(i18n, transfer) : t`Student`;
    const rollNo = transfer?.rollNo ?? '';
    const installment = transfer?.installment ?? '—';
    const amount = formatRupees(order.amount);
    const utr = order.utr ?? '';
    return t`${name} ${rollNo}, installment ${installment}, ${amount}, UTR ${utr}`;
  };

  const unmatchedCount = reading?.kind === 'read' ? reading.unmatched.length : 0;

  return (
    <section className={styles.statement} aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`} className={styles.heading}>
        <Trans>Import Bank Statement</Trans>
      </h3>
      <label htmlFor={inputId} className={styles.fileLabel}>
        <Trans>Bank statement (CSV)</Trans>
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => void read(event)}
      />
      <p className={styles.muted}>
        <Trans>
          Download the statement as CSV from your bank. It needs a reference column (Reference, UTR,
          Description, Narration, Remarks or Particulars) and a credit column (Credit, Deposit or
          Amount).
        </Trans>
      </p>
      {reading === null ? null : reading.kind === 'unreadable' ? (
        <Alert tone="error" title={t`The statement could not be read`}>
          {dataMessage(reading.message)}
        </Alert>
      ) : (
        <div className={styles.results}>
          {reading.proposals.length === 0 ? (
            <p>
              <Trans>No payment awaiting verification matches a credit in this statement.</Trans>
            </p>
          ) : (
            <fieldset className={styles.proposals}>
              <legend>
                <Trans>Matched: UTR and amount both found in the statement</Trans>
              </legend>
              <p className={styles.muted}>
                <Trans>
                  Ticked where the narration also names the student (roll number or name).
                </Trans>
              </p>
              <ul className={styles.list}>
                {reading.proposals.map(({ order, line, ticked }) => {
                  const outcome = outcomes.get(order.id);
                  const transfer = label(order);
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
                        <Trans>
                          {transfer} (statement line {line})
                        </Trans>
                      </label>
                      {ticked ? null : (
                        <span className={styles.muted}>
                          {' '}
                          <Trans>
                            Not ticked: the narration names neither this student nor their roll
                            number. Check before confirming.
                          </Trans>
                        </span>
                      )}
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
                {confirming ? <Trans>Confirming...</Trans> : <Trans>Confirm Selected</Trans>}
              </Button>
            </fieldset>
          )}
          {reading.mismatches.length > 0 ? (
            <section aria-label={t`Not matched`}>
              <h4 className={styles.heading}>
                <Trans>Not matched: not this student&apos;s payment</Trans>
              </h4>
              <ul className={styles.list}>
                {reading.mismatches.map((mismatch) => (
                  <li key={`${mismatch.order.id}-${mismatch.line}`}>
                    {label(mismatch.order)}: {mismatchText(i18n, mismatch)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {reading.unmatched.length > 0 ? (
            <details>
              <summary>
                <Plural
                  value={unmatchedCount}
                  one="# other UPI credit with no payment awaiting verification"
                  other="# other UPI credits with no payment awaiting verification"
                />
              </summary>
              <ul className={styles.list}>
                {reading.unmatched.map((credit) => {
                  const { line } = credit;
                  const amount = formatRupees(credit.amount);
                  const utrs = credit.utrs.join(', ');
                  return (
                    <li key={line}>
                      <Trans>
                        Line {line}: {amount}, UTR {utrs}
                      </Trans>
                    </li>
                  );
                })}
              </ul>
            </details>
          ) : null}
        </div>
      )}
    </section>
  );
}
