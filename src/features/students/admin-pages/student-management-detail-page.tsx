import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { AuditHistory } from '@/features/audit';
import { SetupCodePanel } from '@/features/auth';
import {
  describeError,
  formatRupees,
  PAYMENT_MODES,
  refundableAmount,
  useAuth,
  useData,
  useLiveQuery,
} from '@/data';
import type { ApplyWrite, Payment, PaymentMode, Student } from '@/data';
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
import {
  Alert,
  Button,
  ButtonLink,
  EmptyState,
  LoadError,
  PageContainer,
  Skeleton,
  useDocumentTitle,
} from '@/ui';
import pageStyles from './student-management-detail-page.module.css';
import { EditStudentModal } from './edit-student-modal';
import { StudentDetailsCard } from './student-details-card';

export const STUDENT_NOT_FOUND_MESSAGE = 'Student not found.';

const LIST_PATH = '/admin/student-management';
const documentTitle = (page: string) => `${page} · Admin Panel · Sankalp Institute`;

/** One student: fee summary, installments with Record Payment, details and Edit Student. */
export function StudentDetailPage() {
  const { studentId = '' } = useParams();
  const query = useLiveQuery(
    (repository) => repository.getStudent(studentId),
    [studentId],
    ['students'],
  );

  switch (query.status) {
    case 'success':
      return query.data ? (
        <StudentDetail student={query.data} applyToStudent={query.applyWrite} />
      ) : (
        <NoStudent documentTitle="Student not found">
          <EmptyState
            message={STUDENT_NOT_FOUND_MESSAGE}
            action={
              <ButtonLink to={LIST_PATH} variant="secondary">
                Back to Student Management
              </ButtonLink>
            }
          />
        </NoStudent>
      );
    case 'loading':
      return (
        <NoStudent documentTitle="Student Details">
          <BackToList />
          <Skeleton lines={8} label="Loading the student…" />
        </NoStudent>
      );
    case 'error':
      return (
        <NoStudent documentTitle="Student Details">
          <BackToList />
          <LoadError
            title="The student could not be loaded"
            message={describeError(query.error)}
            onRetry={query.reload}
            size="sm"
          />
        </NoStudent>
      );
    default:
      return query satisfies never;
  }
}

/** The frame while there is no student to show (loading, failed, or not found). */
function NoStudent({
  documentTitle: page,
  children,
}: {
  documentTitle: string;
  children: ReactNode;
}) {
  useDocumentTitle(documentTitle(page));
  return (
    <PageContainer title="Student Details">
      <div className={pageStyles.content}>{children}</div>
    </PageContainer>
  );
}

function BackToList() {
  return (
    <Link to={LIST_PATH} className={pageStyles.back}>
      <span aria-hidden="true">← </span>Back to Student Management
    </Link>
  );
}

/** The admin takes money in person or by transfer; Online is the student's own Pay Now. */
const ADMIN_PAYMENT_MODES = PAYMENT_MODES.filter(
  (mode): mode is Exclude<PaymentMode, 'Online'> => mode !== 'Online',
);

function StudentDetail({
  student,
  applyToStudent,
}: {
  student: Student;
  /** Shows the student from a write's answer instead of reading them again. */
  applyToStudent: ApplyWrite<Student | undefined>;
}) {
  const location = useLocation();
  useDocumentTitle(documentTitle(student.name));
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
  const [notice, setNotice] = useState<string | null>(null);
  const { installments } = student.feeDetails;
  const payingIndex = installments.findIndex((installment) => installment.id === payingId);
  const paying = installments[payingIndex];

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
    <PageContainer
      title={
        <>
          {student.name} <span className={pageStyles.subtle}>({student.rollNo})</span>
        </>
      }
    >
      <div className={pageStyles.content}>
        <div className={pageStyles.actions}>
          <BackToList />
          <EditStudentModal
            student={student}
            onSaved={() => setNotice('The student’s details were saved.')}
          />
        </div>
        {notice === null ? null : (
          <Alert tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        <FeeSummary student={student} />
        {/* Not a named section: the table's scroll region is already the "Installments" landmark. */}
        <div>
          <h2 className={pageStyles.sectionHeading}>Installments</h2>
          <InstallmentTable
            installments={installments}
            renderAction={(installment, number) => (
              <Button
                size="sm"
                aria-label={`Record Payment for installment ${number}`}
                onClick={() => {
                  setNotice(null);
                  setPayingId(installment.id);
                }}
              >
                Record Payment
              </Button>
            )}
          />
        </div>
        <div>
          <h2 className={pageStyles.sectionHeading}>Payment History</h2>
          {payments.status === 'error' ? (
            <LoadError
              title="The payment history could not be loaded"
              message={describeError(payments.error)}
              onRetry={payments.reload}
              size="sm"
            />
          ) : payments.status === 'loading' ? (
            <Skeleton lines={3} label="Loading the payment history…" />
          ) : (
            <PaymentHistory
              payments={payments.data ?? []}
              installments={installments}
              renderActions={(payment) =>
                payment.receiptNo === null ? null : (
                  <>
                    <ButtonLink size="sm" variant="secondary" to={`/admin/receipts/${payment.id}`}>
                      Print Receipt<span className="visually-hidden"> {payment.receiptNo}</span>
                    </ButtonLink>
                    {refundable(payment) > 0 ? (
                      <Button size="sm" variant="secondary" onClick={() => setRefunding(payment)}>
                        Refund<span className="visually-hidden"> {payment.receiptNo}</span>
                      </Button>
                    ) : null}
                    {/* A receipt with refunds against it stays: its credit notes refer to it. */}
                    {payment.status === 'Valid' &&
                    (payment.mode !== 'Online' || refundable(payment) === payment.amount) ? (
                      <Button size="sm" variant="danger" onClick={() => setCancelling(payment)}>
                        Cancel Receipt
                        <span className="visually-hidden"> {payment.receiptNo}</span>
                      </Button>
                    ) : null}
                  </>
                )
              }
            />
          )}
        </div>
        <div>
          <h2 className={pageStyles.sectionHeading}>History</h2>
          <AuditHistory
            entityId={student.id}
            caption={`Changes to ${student.name}’s record and payments`}
          />
        </div>
        <StudentDetailsCard student={student} />
        <SetupCodePanel
          account="student"
          subjectId={student.id}
          name={student.name}
          issueOnOpen={
            (location.state as { issueSetupCode?: boolean } | null)?.issueSetupCode === true
          }
        />
      </div>
      {cancelling === undefined ? null : (
        <CancelReceiptDialog
          key={cancelling.id}
          payment={cancelling}
          onCancelReceipt={async (reason) => {
            await applyPayment(() => repository.cancelPayment(cancelling.id, reason, admin));
            setNotice(`Receipt ${cancelling.receiptNo ?? ''} was cancelled.`);
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
            setNotice(
              `${formatRupees(refund.amount)} was refunded: credit note ${refund.refund?.creditNoteNo ?? ''}.`,
            );
          }}
          onClose={() => setRefunding(undefined)}
        />
      )}
      {paying === undefined ? null : (
        <PaymentDialog
          key={paying.id}
          installment={paying}
          title={`Record Payment: Installment ${payingIndex + 1}`}
          confirmLabel="Record Payment"
          busyLabel="Recording..."
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
            setNotice(
              `Payment of ${formatRupees(amount)} recorded for installment ${payingIndex + 1}. Receipt ${payment.receiptNo ?? ''}.`,
            );
          }}
          onClose={() => setPayingId(null)}
        />
      )}
    </PageContainer>
  );
}
