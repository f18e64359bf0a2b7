import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  formatRupees,
  describeError,
  PAYMENT_MODES,
  refundableAmount,
  useAuth,
  useData,
  useLiveQuery,
} from '@/data';
import type { ApplyWrite, Payment, PaymentMode, Student } from '@/data';
import { usePermissions } from '@/features/auth';
import {
  CancelReceiptDialog,
  FeeSummary,
  InstallmentTable,
  PaymentDialog,
  PaymentHistory,
  RefundDialog,
  studentAfterPayment,
  withPayment,
} from '@/features/fees';
import { Button, ButtonLink, LoadError, Skeleton } from '@/ui';
import pageStyles from './student-management-detail-page.module.css';

/** The admin takes money in person or by transfer; Online is the student's own Pay Now. */
const ADMIN_PAYMENT_MODES = PAYMENT_MODES.filter(
  (mode): mode is Exclude<PaymentMode, 'Online'> => mode !== 'Online',
);

export type StudentFeesSectionProps = {
  student: Student;
  /** Shows the student from a write's answer instead of reading them again. */
  applyToStudent: ApplyWrite<Student | undefined>;
  /** Says what a payment, a refund or a cancelled receipt did (null: clear the last one). */
  onNotice: (notice: string | null) => void;
};

/**
 * A student's money: the fee summary, the installments with Record Payment, the payment history
 * with its receipts, refunds and cancellations, each action offered only with its permission.
 */
export function StudentFeesSection({ student, applyToStudent, onNotice }: StudentFeesSectionProps) {
  const held = usePermissions();
  const { t } = useLingui();
  const repository = useData();
  const admin = useAuth().user?.name ?? 'Admin';
  const payments = useLiveQuery(
    (data) => data.listPayments({ studentId: student.id }),
    [student.id],
    ['payments'],
  );
  const [cancelling, setCancelling] = useState<Payment>();
  const [refunding, setRefunding] = useState<Payment>();
  const ledger = payments.status === 'success' ? (payments.data ?? []) : [];
  /** What is left to give back of a payment taken online (0: no Refund offered). */
  const refundable = (payment: Payment) =>
    payment.mode === 'Online' ? refundableAmount(payment, ledger) : 0;
  const [payingId, setPayingId] = useState<string | null>(null);
  const { installments } = student.feeDetails;
  const payingIndex = installments.findIndex((installment) => installment.id === payingId);
  const paying = installments[payingIndex];
  const payingNumber = payingIndex + 1;

  /**
   * A payment write, shown from the payment it answers with: the history gets it, and the
   * installments are derived from the ledger as the repository derives them; only the History of
   * changes is read again.
   */
  function applyPayment(write: () => Promise<Payment>): Promise<Payment> {
    const before = payments.status === 'success' ? payments.data : undefined;
    return applyToStudent(
      () => payments.applyWrite(write, withPayment),
      (shown, payment) => shown && before && studentAfterPayment(shown, before, payment),
    );
  }

  return (
    <>
      <FeeSummary student={student} />
      {/* Not a named section: the table's scroll region is already the "Installments" landmark. */}
      <div>
        <h2 className={pageStyles.sectionHeading}>
          <Trans>Installments</Trans>
        </h2>
        <InstallmentTable
          installments={installments}
          renderAction={(installment, number) =>
            held.includes('fees.record') ? (
              <Button
                size="sm"
                aria-label={t`Record Payment for installment ${number}`}
                onClick={() => {
                  onNotice(null);
                  setPayingId(installment.id);
                }}
              >
                <Trans>Record Payment</Trans>
              </Button>
            ) : null
          }
        />
      </div>
      <div>
        <h2 className={pageStyles.sectionHeading}>
          <Trans>Payment History</Trans>
        </h2>
        {payments.status === 'error' ? (
          <LoadError
            title={t`The payment history could not be loaded`}
            message={describeError(payments.error)}
            onRetry={payments.reload}
            size="sm"
          />
        ) : payments.status === 'loading' ? (
          <Skeleton lines={3} label={t`Loading the payment history…`} />
        ) : (
          <PaymentHistory
            payments={payments.data ?? []}
            installments={installments}
            renderActions={(payment) => {
              const receiptNo = payment.receiptNo;
              return receiptNo === null ? null : (
                <>
                  <ButtonLink size="sm" variant="secondary" to={`/admin/receipts/${payment.id}`}>
                    <Trans>
                      Print Receipt<span className="visually-hidden"> {receiptNo}</span>
                    </Trans>
                  </ButtonLink>
                  {held.includes('fees.refund') && refundable(payment) > 0 ? (
                    <Button size="sm" variant="secondary" onClick={() => setRefunding(payment)}>
                      <Trans>
                        Refund<span className="visually-hidden"> {receiptNo}</span>
                      </Trans>
                    </Button>
                  ) : null}
                  {/* A receipt with refunds against it stays: its credit notes refer to it. */}
                  {held.includes('fees.record') &&
                  payment.status === 'Valid' &&
                  (payment.mode !== 'Online' || refundable(payment) === payment.amount) ? (
                    <Button size="sm" variant="danger" onClick={() => setCancelling(payment)}>
                      <Trans>
                        Cancel Receipt
                        <span className="visually-hidden"> {receiptNo}</span>
                      </Trans>
                    </Button>
                  ) : null}
                </>
              );
            }}
          />
        )}
      </div>
      {cancelling === undefined ? null : (
        <CancelReceiptDialog
          key={cancelling.id}
          payment={cancelling}
          onCancelReceipt={async (reason) => {
            await applyPayment(() => repository.cancelPayment(cancelling.id, reason, admin));
            const receiptNo = cancelling.receiptNo ?? '';
            onNotice(t`Receipt ${receiptNo} was cancelled.`);
          }}
          onClose={() => setCancelling(undefined)}
        />
      )}
      {refunding === undefined ? null : (
        <RefundDialog
          key={refunding.id}
          payment={refunding}
          refundable={refundable(refunding)}
          onRefund={async (request) => {
            const refund = await applyPayment(() =>
              repository.refundPayment(refunding.id, request),
            );
            const amount = formatRupees(refund.amount);
            const creditNoteNo = refund.refund?.creditNoteNo ?? '';
            onNotice(t`${amount} was refunded: credit note ${creditNoteNo}.`);
          }}
          onClose={() => setRefunding(undefined)}
        />
      )}
      {paying === undefined ? null : (
        <PaymentDialog
          key={paying.id}
          installment={paying}
          title={t`Record Payment: Installment ${payingNumber}`}
          confirmLabel={t`Record Payment`}
          busyLabel={t`Recording...`}
          modes={ADMIN_PAYMENT_MODES}
          onPay={async ({ amount, mode = 'Cash', reference = '' }) => {
            // The repository applies the payment to the installment it reads inside the write,
            // never to this screen's copy, so nothing another tab recorded is lost.
            const payment = await applyPayment(() =>
              repository.recordPayment({
                studentId: student.id,
                installmentId: paying.id,
                amount,
                mode,
                reference,
                receivedBy: admin,
              }),
            );
            const rupees = formatRupees(amount);
            const receiptNo = payment.receiptNo ?? '';
            onNotice(
              t`Payment of ${rupees} recorded for installment ${payingNumber}. Receipt ${receiptNo}.`,
            );
          }}
          onClose={() => setPayingId(null)}
        />
      )}
    </>
  );
}
