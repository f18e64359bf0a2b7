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
  useDocumentTitle('Attendance · Admin Panel · Sankalp Institute');
  const seesStudents = useHolds('students.view');
  return (
    <ListPage
      title="Attendance"
      lead="Take today's registers, see who to call, and each batch's month."
    >
      <Tabs
        label="Attendance"
        tabs={[
          { value: 'today', label: "Today's classes", content: <TodaysClasses /> },
          ...(seesStudents
            ? [{ value: 'follow-ups', label: 'Follow-ups', content: <FollowUps /> }]
            : []),
          { value: 'register', label: 'Monthly register', content: <MonthRegisterView /> },
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
  const nameOf = (session: Session) =>
    batches.data?.find((batch) => batch.id === session.batchId)?.name ?? '';
  if (classes.status === 'loading') return <Skeleton lines={4} label="Loading today's classes…" />;
  if (classes.status === 'error') {
    return (
      <LoadError
        title="Today's classes could not be loaded"
        message={describeError(classes.error)}
        onRetry={classes.reload}
        size="sm"
      />
    );
  }
  const list = classes.data ?? [];
  if (list.length === 0) return <EmptyState message={`No classes today (${formatDate(today)}).`} />;
  return (
    <ul className={styles.roster} aria-label="Today's classes">
      {list.map((session) => (
        <li key={session.id} className={styles.student}>
          <span>{`${timeOf(session.startMinute)}-${timeOf(session.endMinute)}`}</span>
          <span className={styles.name}>
            {`${session.subject} · ${nameOf(session)}`}
            <span className={styles.rollNo}>
              {session.status === 'cancelled' ? `Cancelled: ${session.note ?? ''}` : session.room}
            </span>
          </span>
          {takes && session.status === 'scheduled' ? (
            <ButtonLink to={`/admin/attendance/${session.id}`} size="sm">
              Take Attendance
              <span className="visually-hidden">{` for ${session.subject}, ${nameOf(session)}`}</span>
            </ButtonLink>
          ) : (
            <span />
          )}
        </li>
      ))}
    </ul>
  );
}

type FollowUpRow = FollowUp & { id: string };

const followUpColumns: readonly DataTableColumn<FollowUpRow>[] = [
  textColumn('name', 'Name', (row) => row.student.name, { emphasis: true }),
  textColumn('rollNo', 'Roll No', (row) => row.student.rollNo),
  {
    id: 'percent',
    header: 'Attendance',
    cell: (row) => (row.percent === null ? '—' : `${row.percent}%`),
    sortValue: (row) => row.percent ?? 101,
  },
  {
    id: 'why',
    header: 'Why',
    cell: (row) => (
      <>
        {row.belowThreshold ? <Badge tone="warning">Below threshold</Badge> : null}{' '}
        {row.threeInARow ? <Badge tone="danger">Absent 3 in a row</Badge> : null}
      </>
    ),
  },
  textColumn('guardian', 'Guardian', (row) => row.student.guardianName),
  {
    id: 'mobile',
    header: 'Mobile',
    cell: (row) => <a href={`tel:+91${row.student.mobile}`}>{row.student.mobile}</a>,
  },
];

/** Who the office should call, and a way to message every one of their parents at once. */
function FollowUps() {
  const rows = useLiveQuery(
    async (data): Promise<FollowUpRow[]> =>
      (await data.attendanceFollowUps()).map((row) => ({ ...row, id: row.student.id })),
    [],
    ['registers', 'students', 'settings'],
  );
  const list = useMemo(() => rows.data ?? [], [rows.data]);
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
            Message these parents (SMS)
          </ButtonLink>
          <ButtonLink
            to={`mailto:?bcc=${emails.map(encodeURIComponent).join(',')}&subject=${encodeURIComponent('Attendance at Sankalp Institute')}`}
            variant="secondary"
          >
            Message these parents (e-mail)
          </ButtonLink>
        </div>
      ) : null}
      <ListTable
        caption="Follow-ups"
        columns={followUpColumns}
        query={rows}
        emptyMessage="No one to call: every student is above the threshold and none missed three classes in a row."
        loadErrorTitle="The follow-ups could not be loaded."
        describeError={describeError}
      />
    </div>
  );
}
