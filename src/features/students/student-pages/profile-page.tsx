import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describeError, useAreaPanel, useData, useSignedInRecord } from '@/data';
import type { Student } from '@/data';
import { MessagePreferencesCard } from '@/features/messages';
import { ParentSharingCard } from './parent-sharing-card';
import {
  Alert,
  Avatar,
  Button,
  Card,
  ConfirmDialog,
  DateText,
  DetailList,
  Money,
  PageContainer,
  useDocumentTitle,
} from '@/ui';
import type { DetailItem } from '@/ui';
import pageStyles from './student-pages.module.css';
import styles from './profile-page.module.css';

/** The subject of the ticket a profile-edit request opens. */
const PROFILE_EDIT_SUBJECT = 'Profile Edit Request: Please specify changes';

type EditRequest =
  { status: 'idle' } | { status: 'created' } | { status: 'failed'; error: unknown };

const NOT_PROVIDED = 'Not provided';

function postalAddress(student: Student): string {
  const parts = [student.address, student.city, student.state, student.pinCode].filter(
    (part) => part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(', ') : NOT_PROVIDED;
}

export function StudentProfilePage() {
  useDocumentTitle(`Profile · ${useAreaPanel()} · Sankalp Institute`);
  const student = useSignedInRecord('student');
  const repository = useData();
  const [request, setRequest] = useState<EditRequest>({ status: 'idle' });

  // Errors are caught here, so the dialog closes and the page says what went wrong beside the
  // button, which stays available to try again.
  async function requestEdit() {
    try {
      await repository.addTicket(student.id, PROFILE_EDIT_SUBJECT);
      setRequest({ status: 'created' });
    } catch (error) {
      setRequest({ status: 'failed', error });
    }
  }

  const details: DetailItem[] = [
    ['Roll Number', student.rollNo],
    ['Name', student.name],
    ['Email', student.email],
    ['Class', student.currentClass],
    ['Stream', student.stream],
    ['School', student.schoolName],
    ['Date of Birth', <DateText key="dob" value={student.dateOfBirth} />],
    ['Gender', student.gender],
    ['Guardian Name', student.guardianName],
    ['Mobile', student.mobile],
    ['WhatsApp', student.whatsapp || NOT_PROVIDED],
    ['Address', postalAddress(student)],
    ['Enrolled On', <DateText key="enrolled" value={student.enrollmentDate} />],
    // Admitted from an STSE scholarship: the concession on the fee, and where it came from.
    ...(student.concession
      ? ([
          [
            'STSE Scholarship',
            <span key="concession">
              {student.concession.scholarship}: {student.concession.percent}% off the fee (
              <Money amount={student.concession.amount} /> of{' '}
              <Money amount={student.concession.grossFee} />)
            </span>,
          ],
          ['STSE Roll No', student.concession.stseRollNo],
        ] satisfies DetailItem[])
      : []),
  ];

  return (
    <PageContainer
      title="Profile"
      lead="Your details as the institute holds them. To change anything, request an edit."
    >
      <div className={pageStyles.sections}>
        {request.status === 'created' ? (
          <Alert tone="success" onDismiss={() => setRequest({ status: 'idle' })}>
            Support ticket created! Admin will get in touch with you.{' '}
            <Link to="/student/support">View your tickets</Link>
          </Alert>
        ) : null}
        {request.status === 'failed' ? (
          <Alert tone="error" title="The edit request was not sent">
            {describeError(request.error)}
          </Alert>
        ) : null}
        <Card
          title="Personal Details"
          actions={
            <ConfirmDialog
              title="Request Profile Edit"
              message="A support ticket will be created for your request. The admin will contact you to verify the changes before your profile is updated."
              confirmLabel="Send Request"
              busyLabel="Sending..."
              onConfirm={requestEdit}
              trigger={<Button variant="secondary">Request Edit</Button>}
            />
          }
        >
          <div className={styles.identity}>
            <Avatar name={student.name} size="lg" />
            <div>
              <p className={styles.name}>{student.name}</p>
              <p className={styles.rollNo}>Roll No. {student.rollNo}</p>
            </div>
          </div>
          <DetailList items={details} />
        </Card>
        <MessagePreferencesCard />
        <ParentSharingCard />
      </div>
    </PageContainer>
  );
}
