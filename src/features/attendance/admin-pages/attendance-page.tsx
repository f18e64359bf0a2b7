import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { describeError, formatDate, todayIso, useLiveQuery } from '@/data';
import { timeOf } from '@/data/daily';
import type { FollowUp, Session } from '@/data/daily';
import { useHolds } from '@/features/auth';
import {
  Badge,
  ButtonLink,
  EmptyState,
  ListPage,
  ListTable,
  LoadError,
  Skeleton,
  Tabs,
  textColumn,
  useDocumentTitle,
} from '@/ui';
import type { DataTableColumn } from '@/ui';
import { MonthRegisterView } from './month-register';
import styles from './attendance.module.css';

/**
 * Attendance: today's classes with Take Attendance, the office's follow-ups (below the
 * threshold, three absences in a row) and a batch's month register.
 */
export function AttendancePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Attendance · Admin Panel · Sankalp Institute`);
  const seesStudents = useHolds('students.view');
  return (
    <ListPage
      title={t`Attendance`}
      lead={t`Take today's registers, see who to call, and each batch's month.`}
    >
      <Tabs
        label={t`Attendance`}
        tabs={[
          { value: 'today', label: t`Today's classes`, content: <TodaysClasses /> },
          ...(seesStudents
            ? [{ value: 'follow-ups', label: t`Follow-ups`, content: <FollowUps /> }]
            : []),
          { value: 'register', label: t`Monthly register`, content: <MonthRegisterView /> },
        ]}
      />
    </ListPage>
  );
}

function TodaysClasses() {
  const today = todayIso();
  const classes = useLiveQuery(
    (data) => data.listSessions({ from: today, to: today }),
    [today],
    ['classSessions'],
  );
  const batches = useLiveQuery((data) => data.listBatches(), [], ['batches']);
  const takes = useHolds('attendance.take');
  const { t } = useLingui();
  const nameOf = (session: Session) =>
    batches.data?.find((batch) => batch.id === session.batchId)?.name ?? '';
  if (classes.status === 'loading')
    return <Skeleton lines={4} label={t`Loading today's classes…`} />;
  if (classes.status === 'error') {
    return (
      <LoadError
        title={t`Today's classes could not be loaded`}
        message={describeError(classes.error)}
        onRetry={classes.reload}
        size="sm"
      />
    );
  }
  const list = classes.data ?? [];
  const day = formatDate(today);
  if (list.length === 0) return <EmptyState message={t`No classes today (${day}).`} />;
  return (
    <ul className={styles.roster} aria-label={t`Today's classes`}>
      {list.map((session) => {
        const note = session.note ?? '';
        const subject = session.subject;
        const batch = nameOf(session);
        return (
          <li key={session.id} className={styles.student}>
            <span>{`${timeOf(session.startMinute)}-${timeOf(session.endMinute)}`}</span>
            <span className={styles.name}>
              {`${session.subject} · ${nameOf(session)}`}
              <span className={styles.rollNo}>
                {session.status === 'cancelled' ? t`Cancelled: ${note}` : session.room}
              </span>
            </span>
            {takes && session.status === 'scheduled' ? (
              <ButtonLink to={`/admin/attendance/${session.id}`} size="sm">
                <Trans>
                  Take Attendance
                  <span className="visually-hidden">
                    {' '}
                    for {subject}, {batch}
                  </span>
                </Trans>
              </ButtonLink>
            ) : (
              <span />
            )}
          </li>
        );
      })}
    </ul>
  );
}

type FollowUpRow = FollowUp & { id: string };

/** Who the office should call, and a way to message every one of their parents at once. */
function FollowUps() {
  const rows = useLiveQuery(
    async (data): Promise<FollowUpRow[]> =>
      (await data.attendanceFollowUps()).map((row) => ({ ...row, id: row.student.id })),
    [],
    ['registers', 'students', 'settings'],
  );
  const list = useMemo(() => rows.data ?? [], [rows.data]);
  const { t } = useLingui();
  const followUpColumns: readonly DataTableColumn<FollowUpRow>[] = useMemo(
    () => [
      textColumn('name', t`Name`, (row) => row.student.name, {
        emphasis: true,
      }),
      textColumn('rollNo', t`Roll No`, (row) => row.student.rollNo),
      {
        id: 'percent',
        header: t`Attendance`,
        cell: (row) => (row.percent === null ? '—' : `${row.percent}%`),
        sortValue: (row) => row.percent ?? 101,
      },
      {
        id: 'why',
        header: t`Why`,
        cell: (row) => (
          <>
            {row.belowThreshold ? (
              <Badge tone="warning">
                <Trans>Below threshold</Trans>
              </Badge>
            ) : null}{' '}
            {row.threeInARow ? (
              <Badge tone="danger">
                <Trans>Absent 3 in a row</Trans>
              </Badge>
            ) : null}
          </>
        ),
      },
      textColumn('guardian', t`Guardian`, (row) => row.student.guardianName),
      {
        id: 'mobile',
        header: t`Mobile`,
        cell: (row) => <a href={`tel:+91${row.student.mobile}`}>{row.student.mobile}</a>,
      },
    ],
    [t],
  );
  const mobiles = [...new Set(list.map((row) => row.student.mobile))];
  const emails = [...new Set(list.map((row) => row.student.email))];
  return (
    <div className={styles.tabBody}>
      {list.length > 0 ? (
        <div className={styles.picker}>
          <ButtonLink
            to={`sms:${mobiles.map((mobile) => `+91${mobile}`).join(',')}`}
            variant="secondary"
          >
            <Trans>Message these parents (SMS)</Trans>
          </ButtonLink>
          <ButtonLink
            to={`mailto:?bcc=${emails.map(encodeURIComponent).join(',')}&subject=${encodeURIComponent(t`Attendance at Sankalp Institute`)}`}
            variant="secondary"
          >
            <Trans>Message these parents (e-mail)</Trans>
          </ButtonLink>
        </div>
      ) : null}
      <ListTable
        caption={t`Follow-ups`}
        columns={followUpColumns}
        query={rows}
        emptyMessage={t`No one to call: every student is above the threshold and none missed three classes in a row.`}
        loadErrorTitle={t`The follow-ups could not be loaded.`}
        describeError={describeError}
      />
    </div>
  );
}
