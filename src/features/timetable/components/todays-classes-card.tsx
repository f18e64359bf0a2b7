import { Trans, useLingui } from '@lingui/react/macro';
import { describeError, formatDate, indiaDayOf, useAuth, useLiveQuery } from '@/data';
import { timeOf } from '@/data/daily';
import type { Session } from '@/data/daily';
import { useHolds } from '@/features/auth';
import { ButtonLink, Card, EmptyState, LoadError, Spinner } from '@/ui';
import styles from './todays-classes-card.module.css';

export type TodaysClassesCardProps = {
  /** A faculty member's own classes, or a student's (a parent's: their child's) batches'. */
  who: 'staff' | 'student';
  /** Shows nothing on a day without classes (an office or owner who teaches now and then). */
  hideWhenEmpty?: boolean;
  now?: Date;
};

/**
 * Today's classes on a dashboard: time, subject, room (and batch, for faculty), a cancelled class
 * with its reason and a moved one with where it came from; faculty get Take Attendance.
 */
export function TodaysClassesCard({
  who,
  hideWhenEmpty = false,
  now = new Date(),
}: TodaysClassesCardProps) {
  const { user } = useAuth();
  const { t } = useLingui();
  const today = indiaDayOf(now);
  const staffId = who === 'staff' ? user?.id : undefined;
  const takes = useHolds('attendance.take');
  const classes = useLiveQuery(
    async (repository): Promise<Session[]> => {
      if (who === 'student') return repository.myTimetable({ from: today, to: today });
      return staffId ? repository.listSessions({ from: today, to: today, staffId }) : [];
    },
    [who, today, staffId],
    ['classSessions', 'enrolments', 'holidays'],
  );
  const batches = useLiveQuery(
    async (repository) => (who === 'staff' ? repository.listBatches() : []),
    [who],
    ['batches'],
  );
  const batchName = (id: string) => batches.data?.find((batch) => batch.id === id)?.name;
  const list = [...(classes.data ?? [])].sort((a, b) => a.startMinute - b.startMinute);
  if (hideWhenEmpty && classes.status !== 'error' && list.length === 0) return null;

  let body;
  if (classes.status === 'loading') body = <Spinner label={t`Loading today's classes…`} />;
  else if (classes.status === 'error') {
    body = (
      <LoadError
        title={t`Today's classes could not be loaded`}
        message={describeError(classes.error)}
        onRetry={classes.reload}
        size="sm"
      />
    );
  } else if (list.length === 0) {
    const day = formatDate(today);
    body = <EmptyState message={t`No classes today (${day}).`} />;
  } else {
    const day = formatDate(today);
    body = (
      <ul className={styles.list} aria-label={t`Classes on ${day}`}>
        {list.map((session) => {
          const cancelled = session.status === 'cancelled';
          const where = [session.subject, batchName(session.batchId), session.room].filter(Boolean);
          return (
            <li key={session.id} className={styles.row}>
              <span className={styles.time}>
                {`${timeOf(session.startMinute)}–${timeOf(session.endMinute)}`}
              </span>
              <span className={styles.what}>
                <span className={cancelled ? styles.cancelled : undefined}>
                  {where.join(' · ')}
                </span>
                {cancelled ? (
                  <strong>
                    <CancelledNote note={session.note} />
                  </strong>
                ) : session.note ? (
                  <span className={styles.note}>{session.note}</span>
                ) : null}
              </span>
              {who === 'staff' && takes && !cancelled ? (
                <ButtonLink to={`/admin/attendance/${session.id}`} size="sm" variant="secondary">
                  <TakeAttendanceFor what={where.join(', ')} />
                </ButtonLink>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }
  return <Card title={<Trans>Today&apos;s Classes</Trans>}>{body}</Card>;
}

/** "Cancelled", with the reason when there is one. */
export function CancelledNote({ note }: { note: string | undefined }) {
  return note ? <Trans>Cancelled: {note}</Trans> : <Trans>Cancelled</Trans>;
}

function TakeAttendanceFor({ what }: { what: string }) {
  return (
    <Trans>
      Take Attendance<span className="visually-hidden"> for {what}</span>
    </Trans>
  );
}
