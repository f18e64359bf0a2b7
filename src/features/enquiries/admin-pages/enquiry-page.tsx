import { Link, useParams } from 'react-router-dom';
import { describeError, NotFoundError, useLiveQuery } from '@/data';
import {
  ENQUIRY_SOURCE_LABELS,
  FOLLOW_UP_OUTCOME_LABELS,
  firstResponseDue,
  stageLabelOf,
} from '@/data/enquiries';
import type { AdmissionsSettings, Counsellor, Enquiry, EnquiryEvent } from '@/data/enquiries';
import { useHolds } from '@/features/auth';
import {
  ButtonLink,
  Card,
  DateText,
  DetailList,
  LoadError,
  PageContainer,
  EmptyState,
  Skeleton,
  useDocumentTitle,
} from '@/ui';
import { AssignDialog, FollowUpDialog, MergeDialog, MoveStageDialog } from './enquiry-dialogs';
import { NextFollowUp } from './enquiry-labels';
import { EnquiryMessagesCard } from './enquiry-messages-card';
import styles from './enquiries.module.css';

export const ENQUIRY_NOT_FOUND_MESSAGE =
  'No enquiry you can see has this address: it may be assigned to someone else.';

/** One line of the history, as the office would say it. */
function eventText(
  event: EnquiryEvent,
  settings: AdmissionsSettings,
  counsellorName: (id: string | undefined) => string,
): string {
  const stage = event.stageId === undefined ? '' : stageLabelOf(settings.stages, event.stageId);
  switch (event.kind) {
    case 'created':
      return `Enquiry from ${ENQUIRY_SOURCE_LABELS[event.source ?? 'walk-in']}.`;
    case 'joined':
      return `Contacted us again: ${ENQUIRY_SOURCE_LABELS[event.source ?? 'walk-in']}.${event.note ? ` ${event.note}` : ''}`;
    case 'stage':
      return event.lostReason ? `Moved to ${stage}: ${event.lostReason}.` : `Moved to ${stage}.`;
    case 'assigned':
      return event.assigneeId ? `Assigned to ${counsellorName(event.assigneeId)}.` : 'Unassigned.';
    case 'follow-up':
      return `${FOLLOW_UP_OUTCOME_LABELS[event.outcome ?? 'called']}${event.note ? `: ${event.note}` : '.'}`;
    case 'admitted':
      return 'Admitted as a student.';
    case 'merged':
      return event.note ?? 'Merged.';
    case 'consent':
      return event.note ?? 'Messages choice recorded.';
  }
}

function EnquiryDetails({
  enquiry,
  candidate,
  settings,
  counsellors,
}: {
  enquiry: Enquiry;
  candidate: { id: string; rollNo: string; marks?: number | undefined; tier: string } | undefined;
  settings: AdmissionsSettings;
  counsellors: readonly Counsellor[];
}) {
  const manages = useHolds('enquiries.manage');
  const admits = useHolds('students.manage');
  const now = new Date().toISOString();
  const names = new Map(counsellors.map((person) => [person.id, person.name]));
  const counsellorName = (id: string | undefined) =>
    id === undefined ? 'Not assigned' : (names.get(id) ?? 'Former staff');
  const due = enquiry.open ? firstResponseDue(enquiry, settings) : undefined;
  const admitLink = `/admin/student-management/add?enquiry=${encodeURIComponent(enquiry.id)}${
    candidate?.tier ? `&candidate=${encodeURIComponent(candidate.id)}` : ''
  }`;
  return (
    <>
      <Card title="Details" headingLevel={2}>
        <DetailList
          items={[
            ['Mobile', enquiry.mobile || '—'],
            ['Email', enquiry.email || '—'],
            ['Class', enquiry.currentClass === null ? 'Not known' : String(enquiry.currentClass)],
            ['School', enquiry.schoolName || '—'],
            ['Interested in', enquiry.interest || '—'],
            ['Source', ENQUIRY_SOURCE_LABELS[enquiry.source]],
            ['Stage', stageLabelOf(settings.stages, enquiry.stageId)],
            ...(enquiry.lostReason ? [['Why it was lost', enquiry.lostReason] as const] : []),
            ['Counsellor', counsellorName(enquiry.assigneeId)],
            ['Next follow-up', <NextFollowUp key="next" enquiry={enquiry} now={now} />],
            ...(due
              ? [
                  [
                    'First call due',
                    <span key="due" className={due < now ? styles.overdue : undefined}>
                      <DateText value={due} withTime />
                    </span>,
                  ] as const,
                ]
              : []),
            ...(candidate
              ? [
                  [
                    'STSE',
                    `${candidate.rollNo}${candidate.marks === undefined ? '' : ` · ${candidate.marks} marks`}${candidate.tier ? ` · ${candidate.tier}` : ''}`,
                  ] as const,
                ]
              : []),
            ...(enquiry.studentId
              ? [
                  [
                    'Student',
                    <Link key="student" to={`/admin/student-management/${enquiry.studentId}`}>
                      Open the student record
                    </Link>,
                  ] as const,
                ]
              : []),
          ]}
        />
        {enquiry.open ? (
          <div className={styles.actions}>
            <FollowUpDialog enquiry={enquiry} settings={settings} />
            <MoveStageDialog enquiry={enquiry} settings={settings} />
            {manages ? <AssignDialog enquiry={enquiry} counsellors={counsellors} /> : null}
            {manages ? <MergeDialog enquiry={enquiry} /> : null}
            {admits ? <ButtonLink to={admitLink}>Admit as Student</ButtonLink> : null}
          </div>
        ) : null}
      </Card>
      <EnquiryMessagesCard enquiry={enquiry} />
      <section className={styles.section} aria-labelledby="enquiry-history">
        <h2 id="enquiry-history">History</h2>
        <ol className={styles.history}>
          {[...enquiry.events].reverse().map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <DateText value={event.at} withTime /> · {event.by}
              <br />
              {eventText(event, settings, counsellorName)}
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="enquiry-contacts">
        <h2 id="enquiry-contacts">Contacts</h2>
        <ol className={styles.history}>
          {enquiry.contacts.map((contact, index) => (
            <li key={`${contact.at}-${index}`}>
              <DateText value={contact.at} withTime /> · {ENQUIRY_SOURCE_LABELS[contact.source]} ·{' '}
              {contact.name} {contact.mobile} {contact.email}
              {contact.message ? (
                <>
                  <br />
                  <span className={styles.muted}>{contact.message}</span>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** One enquiry: its details and next step, what can be done, its history and its contacts. */
export function EnquiryPage() {
  const { enquiryId = '' } = useParams();
  const detail = useLiveQuery((data) => data.getEnquiry(enquiryId), [enquiryId], ['enquiries']);
  const settings = useLiveQuery((data) => data.getSettings(), [], ['settings']);
  const counsellors = useLiveQuery((data) => data.listCounsellors(), [], ['staff']);
  const name = detail.data?.enquiry.name;
  useDocumentTitle(`${name ?? 'Enquiry'} · Admin Panel · Sankalp Institute`);
  if (detail.status === 'error' && detail.error instanceof NotFoundError) {
    return (
      <PageContainer title="Enquiry not found">
        <EmptyState
          message={ENQUIRY_NOT_FOUND_MESSAGE}
          action={
            <ButtonLink to="/admin/enquiries" variant="secondary">
              Back to Enquiries
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }
  const failed = detail.status === 'error' ? detail : settings.status === 'error' ? settings : null;
  return (
    <PageContainer
      title={name ?? 'Enquiry'}
      lead={<Link to="/admin/enquiries">Back to Enquiries</Link>}
    >
      {failed ? (
        <LoadError
          title="The enquiry could not be loaded."
          message={describeError(failed.error)}
          onRetry={failed.reload}
          size="sm"
        />
      ) : detail.data && settings.data ? (
        <EnquiryDetails
          enquiry={detail.data.enquiry}
          candidate={detail.data.candidate}
          settings={settings.data.admissions}
          counsellors={counsellors.data ?? []}
        />
      ) : (
        <Skeleton lines={8} label="Loading the enquiry…" />
      )}
    </PageContainer>
  );
}
