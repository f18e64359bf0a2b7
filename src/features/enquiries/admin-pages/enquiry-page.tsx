import { Trans, useLingui } from '@lingui/react/macro';
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
import { translateDataMessage } from '@/features/data-messages';
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

/** Says a line of the history as the office would. */
function useEventText(
  settings: AdmissionsSettings,
  counsellorName: (id: string | undefined) => string,
): (event: EnquiryEvent) => string {
  const { t, i18n } = useLingui();
  const label = (text: string) => translateDataMessage(i18n, text);
  return (event) => {
    const stage =
      event.stageId === undefined ? '' : label(stageLabelOf(settings.stages, event.stageId));
    const source = label(ENQUIRY_SOURCE_LABELS[event.source ?? 'walk-in']);
    const note = event.note;
    switch (event.kind) {
      case 'created':
        return t`Enquiry from ${source}.`;
      case 'joined':
        return note ? t`Contacted us again: ${source}. ${note}` : t`Contacted us again: ${source}.`;
      case 'stage': {
        const reason = event.lostReason && label(event.lostReason);
        return reason ? t`Moved to ${stage}: ${reason}.` : t`Moved to ${stage}.`;
      }
      case 'assigned': {
        const assignee = event.assigneeId ? counsellorName(event.assigneeId) : undefined;
        return assignee ? t`Assigned to ${assignee}.` : t`Unassigned.`;
      }
      case 'follow-up': {
        const outcome = label(FOLLOW_UP_OUTCOME_LABELS[event.outcome ?? 'called']);
        return note ? `${outcome}: ${note}` : `${outcome}.`;
      }
      case 'admitted':
        return t`Admitted as a student.`;
      case 'merged':
        return note ?? t`Merged.`;
      case 'consent':
        return note ?? t`Messages choice recorded.`;
    }
  };
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
  const { t, i18n } = useLingui();
  const label = (text: string) => translateDataMessage(i18n, text);
  const now = new Date().toISOString();
  const names = new Map(counsellors.map((person) => [person.id, person.name]));
  const counsellorName = (id: string | undefined) =>
    id === undefined ? t`Not assigned` : (names.get(id) ?? t`Former staff`);
  const eventText = useEventText(settings, counsellorName);
  const stseSummary = (result: NonNullable<typeof candidate>) => {
    const marks = result.marks;
    const parts = [result.rollNo, ...(marks === undefined ? [] : [t`${marks} marks`])];
    return [...parts, ...(result.tier ? [result.tier] : [])].join(' · ');
  };
  const due = enquiry.open ? firstResponseDue(enquiry, settings) : undefined;
  const admitLink = `/admin/student-management/add?enquiry=${encodeURIComponent(enquiry.id)}${
    candidate?.tier ? `&candidate=${encodeURIComponent(candidate.id)}` : ''
  }`;
  return (
    <>
      <Card title={t`Details`} headingLevel={2}>
        <DetailList
          items={[
            [t`Mobile`, enquiry.mobile || '—'],
            [t`Email`, enquiry.email || '—'],
            [t`Class`, enquiry.currentClass === null ? t`Not known` : String(enquiry.currentClass)],
            [t`School`, enquiry.schoolName || '—'],
            [t`Interested in`, enquiry.interest || '—'],
            [t`Source`, label(ENQUIRY_SOURCE_LABELS[enquiry.source])],
            [t`Stage`, label(stageLabelOf(settings.stages, enquiry.stageId))],
            ...(enquiry.lostReason
              ? [[t`Why it was lost`, label(enquiry.lostReason)] as const]
              : []),
            [t`Counsellor`, counsellorName(enquiry.assigneeId)],
            [t`Next follow-up`, <NextFollowUp key="next" enquiry={enquiry} now={now} />],
            ...(due
              ? [
                  [
                    t`First call due`,
                    <span key="due" className={due < now ? styles.overdue : undefined}>
                      <DateText value={due} withTime />
                    </span>,
                  ] as const,
                ]
              : []),
            ...(candidate ? [[t`STSE`, stseSummary(candidate)] as const] : []),
            ...(enquiry.studentId
              ? [
                  [
                    t`Student`,
                    <Link key="student" to={`/admin/student-management/${enquiry.studentId}`}>
                      <Trans>Open the student record</Trans>
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
            {admits ? (
              <ButtonLink to={admitLink}>
                <Trans>Admit as Student</Trans>
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
      </Card>
      <EnquiryMessagesCard enquiry={enquiry} />
      <section className={styles.section} aria-labelledby="enquiry-history">
        <h2 id="enquiry-history">
          <Trans>History</Trans>
        </h2>
        <ol className={styles.history}>
          {[...enquiry.events].reverse().map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <DateText value={event.at} withTime /> · {event.by}
              <br />
              {eventText(event)}
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="enquiry-contacts">
        <h2 id="enquiry-contacts">
          <Trans>Contacts</Trans>
        </h2>
        <ol className={styles.history}>
          {enquiry.contacts.map((contact, index) => (
            <li key={`${contact.at}-${index}`}>
              <DateText value={contact.at} withTime /> ·{' '}
              {label(ENQUIRY_SOURCE_LABELS[contact.source])} · {contact.name} {contact.mobile}{' '}
              {contact.email}
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
  const { t } = useLingui();
  const name = detail.data?.enquiry.name;
  const title = name ?? t`Enquiry`;
  useDocumentTitle(t`${title} · Admin Panel · Sankalp Institute`);
  if (detail.status === 'error' && detail.error instanceof NotFoundError) {
    return (
      <PageContainer title={t`Enquiry not found`}>
        <EmptyState
          message={t`No enquiry you can see has this address: it may be assigned to someone else.`}
          action={
            <ButtonLink to="/admin/enquiries" variant="secondary">
              <Trans>Back to Enquiries</Trans>
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }
  const failed = detail.status === 'error' ? detail : settings.status === 'error' ? settings : null;
  return (
    <PageContainer
      title={title}
      lead={
        <Link to="/admin/enquiries">
          <Trans>Back to Enquiries</Trans>
        </Link>
      }
    >
      {failed ? (
        <LoadError
          title={t`The enquiry could not be loaded.`}
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
        <Skeleton lines={8} label={t`Loading the enquiry…`} />
      )}
    </PageContainer>
  );
}
