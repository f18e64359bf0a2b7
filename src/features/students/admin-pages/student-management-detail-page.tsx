import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { AuditHistory } from '@/features/audit';
import { SetupCodePanel, usePermissions } from '@/features/auth';
import { describeError, useLiveQuery } from '@/data';
import type { ApplyWrite, Student } from '@/data';
import {
  Alert,
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
import { StudentFeesSection } from './student-fees-section';
import { StudentParentsCard } from './student-parents-card';

const LIST_PATH = '/admin/student-management';

/**
 * One student: fee summary, installments with Record Payment, details and Edit Student, each
 * part shown only to a staff member who may see or do it.
 */
export function StudentDetailPage() {
  const { studentId = '' } = useParams();
  const { t } = useLingui();
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
        <NoStudent documentTitle={t`Student not found`}>
          <EmptyState
            message={t`Student not found.`}
            action={
              <ButtonLink to={LIST_PATH} variant="secondary">
                <Trans>Back to Student Management</Trans>
              </ButtonLink>
            }
          />
        </NoStudent>
      );
    case 'loading':
      return (
        <NoStudent documentTitle={t`Student Details`}>
          <BackToList />
          <Skeleton lines={8} label={t`Loading the student…`} />
        </NoStudent>
      );
    case 'error':
      return (
        <NoStudent documentTitle={t`Student Details`}>
          <BackToList />
          <LoadError
            title={t`The student could not be loaded`}
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
  const { t } = useLingui();
  useDocumentTitle(t`${page} · Admin Panel · Sankalp Institute`);
  return (
    <PageContainer title={t`Student Details`}>
      <div className={pageStyles.content}>{children}</div>
    </PageContainer>
  );
}

function BackToList() {
  return (
    <Link to={LIST_PATH} className={pageStyles.back}>
      <span aria-hidden="true">← </span>
      <Trans>Back to Student Management</Trans>
    </Link>
  );
}

function StudentDetail({
  student,
  applyToStudent,
}: {
  student: Student;
  /** Shows the student from a write's answer instead of reading them again. */
  applyToStudent: ApplyWrite<Student | undefined>;
}) {
  const location = useLocation();
  const { t } = useLingui();
  const name = student.name;
  useDocumentTitle(t`${name} · Admin Panel · Sankalp Institute`);
  const held = usePermissions();
  const [notice, setNotice] = useState<string | null>(null);

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
          {held.includes('students.manage') ? (
            <EditStudentModal
              student={student}
              onSaved={() => setNotice(t`The student’s details were saved.`)}
            />
          ) : null}
        </div>
        {notice === null ? null : (
          <Alert tone="success" onDismiss={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {/* Without fees.view: the profile and no money, and the payments are never asked for. */}
        {held.includes('fees.view') ? (
          <StudentFeesSection
            student={student}
            applyToStudent={applyToStudent}
            onNotice={setNotice}
          />
        ) : null}
        {held.includes('audit.view') ? (
          <div>
            <h2 className={pageStyles.sectionHeading}>
              <Trans>History</Trans>
            </h2>
            <AuditHistory
              entityId={student.id}
              caption={t`Changes to ${name}’s record and payments`}
            />
          </div>
        ) : null}
        <StudentDetailsCard student={student} />
        <StudentParentsCard student={student} canManage={held.includes('students.manage')} />
        {held.includes('students.manage') ? (
          <SetupCodePanel
            account="student"
            subjectId={student.id}
            name={student.name}
            issueOnOpen={
              (location.state as { issueSetupCode?: boolean } | null)?.issueSetupCode === true
            }
          />
        ) : null}
      </div>
    </PageContainer>
  );
}
