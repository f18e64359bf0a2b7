import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { describeError, formatRupees, useData, useLiveQuery } from '@/data';
import type { Student } from '@/data';
import { FeeSummary, InstallmentTable, PaymentDialog } from '@/features/fees';
import { Alert, Button, ButtonLink, EmptyState, Skeleton } from '@/ui';
import pageStyles from './admin-page.module.css';
import { EditStudentModal } from './edit-student-modal';
import { StudentDetailsCard } from './student-details-card';

export const STUDENT_NOT_FOUND_MESSAGE = 'Student not found.';

function BackToList() {
  return (
    <Link to="/admin/student-management" className={pageStyles.back}>
      <span aria-hidden="true">← </span>Back to Student Management
    </Link>
  );
}

/** One student: fee summary, installments with Record Payment, details and Edit Student. */
export function StudentDetailPage() {
  const { studentId = '' } = useParams();
  const query = useLiveQuery(
    (repository) => repository.getStudent(studentId),
    [studentId],
    ['students'],
  );

  if (query.status === 'success' && query.data) return <StudentDetail student={query.data} />;

  let content;
  if (query.status === 'loading') {
    content = <Skeleton lines={8} label="Loading the student…" />;
  } else if (query.status === 'error') {
    content = (
      <Alert tone="error" title="The student could not be loaded">
        <p>{describeError(query.error)}</p>
        <Button variant="secondary" size="sm" onClick={query.reload}>
          Try again
        </Button>
      </Alert>
    );
  } else {
    content = (
      <EmptyState
        message={STUDENT_NOT_FOUND_MESSAGE}
        action={
          <ButtonLink to="/admin/student-management" variant="secondary">
            Back to Student Management
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className={pageStyles.page}>
      {/* The not-found state offers the way back itself, as its one action. */}
      {query.status === 'success' ? null : <BackToList />}
      <div className={pageStyles.header}>
        <h1>Student Details</h1>
      </div>
      {content}
    </div>
  );
}

function StudentDetail({ student }: { student: Student }) {
  const repository = useData();
  const [payingId, setPayingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { installments } = student.feeDetails;
  const payingIndex = installments.findIndex((installment) => installment.id === payingId);
  const paying = installments[payingIndex];

  return (
    <div className={pageStyles.page}>
      <BackToList />
      <div className={pageStyles.header}>
        <h1>
          {student.name} <span className={pageStyles.subtle}>({student.rollNo})</span>
        </h1>
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
      <StudentDetailsCard student={student} />
      {paying === undefined ? null : (
        <PaymentDialog
          key={paying.id}
          installment={paying}
          title={`Record Payment: Installment ${payingIndex + 1}`}
          confirmLabel="Record Payment"
          busyLabel="Recording..."
          onPay={async (amount) => {
            // The repository applies the payment to the installment it reads inside the write,
            // never to this screen's copy, so nothing another tab recorded is lost.
            await repository.recordPayment(student.id, paying.id, amount);
            setNotice(
              `Payment of ${formatRupees(amount)} recorded for installment ${payingIndex + 1}.`,
            );
          }}
          onClose={() => setPayingId(null)}
        />
      )}
    </div>
  );
}
