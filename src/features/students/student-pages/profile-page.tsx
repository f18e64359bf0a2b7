import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describeError, useData, useSignedInRecord } from '@/data';
import type { Student } from '@/data';
import { useAreaPanelName, useDataMessage } from '@/features/data-messages';
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

function postalAddress(student: Student, notProvided: string): string {
  const parts = [student.address, student.city, student.state, student.pinCode].filter(
    (part) => part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(', ') : notProvided;
}

/** An STSE scholarship's concession: its name, the percentage and the amounts. */
function ConcessionText({ concession }: { concession: NonNullable<Student['concession']> }) {
  const { scholarship, percent } = concession;
  const amount = <Money amount={concession.amount} />;
  const grossFee = <Money amount={concession.grossFee} />;
  return (
    <Trans>
      {scholarship}: {percent}% off the fee ({amount} of {grossFee})
    </Trans>
  );
}

export function StudentProfilePage() {
  const { t } = useLingui();
  useDocumentTitle(`${t`Profile`} · ${useAreaPanelName()} · Sankalp Institute`);
  const notProvided = t`Not provided`;
  const dataMessage = useDataMessage();
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

  const rollNo = student.rollNo;
  const details: DetailItem[] = [
    [t`Roll Number`, student.rollNo],
    [t`Name`, student.name],
    [t`Email`, student.email],
    [t`Class`, student.currentClass],
    [t`Stream`, student.stream],
    [t`School`, student.schoolName],
    [t`Date of Birth`, <DateText key="dob" value={student.dateOfBirth} />],
    [t`Gender`, dataMessage(student.gender)],
    [t`Guardian Name`, student.guardianName],
    [t`Mobile`, student.mobile],
    [t`WhatsApp`, student.whatsapp || notProvided],
    [t`Address`, postalAddress(student, notProvided)],
    [t`Enrolled On`, <DateText key="enrolled" value={student.enrollmentDate} />],
    // Admitted from an STSE scholarship: the concession on the fee, and where it came from.
    ...(student.concession
      ? ([
          [
            t`STSE Scholarship`,
            <span key="concession">
              <ConcessionText concession={student.concession} />
            </span>,
          ],
          [t`STSE Roll No`, student.concession.stseRollNo],
        ] satisfies DetailItem[])
      : []),
  ];

  return (
    <PageContainer
      title={<Trans>Profile</Trans>}
      lead={
        <Trans>
          Your details as the institute holds them. To change anything, request an edit.
        </Trans>
      }
    >
      <div className={pageStyles.sections}>
        {request.status === 'created' ? (
          <Alert tone="success" onDismiss={() => setRequest({ status: 'idle' })}>
            <Trans>
              Support ticket created! Admin will get in touch with you.{' '}
              <Link to="/student/support">View your tickets</Link>
            </Trans>
          </Alert>
        ) : null}
        {request.status === 'failed' ? (
          <Alert tone="error" title={t`The edit request was not sent`}>
            {describeError(request.error)}
          </Alert>
        ) : null}
        <Card
          title={<Trans>Personal Details</Trans>}
          actions={
            <ConfirmDialog
              title={t`Request Profile Edit`}
              message={t`A support ticket will be created for your request. The admin will contact you to verify the changes before your profile is updated.`}
              confirmLabel={t`Send Request`}
              busyLabel={t`Sending...`}
              onConfirm={requestEdit}
              trigger={
                <Button variant="secondary">
                  <Trans>Request Edit</Trans>
                </Button>
              }
            />
          }
        >
          <div className={styles.identity}>
            <Avatar name={student.name} size="lg" />
            <div>
              <p className={styles.name}>{student.name}</p>
              <p className={styles.rollNo}>
                <Trans>Roll No. {rollNo}</Trans>
              </p>
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
