import { Trans, useLingui } from '@lingui/react/macro';
import { describeError, formatDate, indiaDayOf, useLiveQuery } from '@/data';
import { addDays, timeOf } from '@/data/daily';
import type { Session } from '@/data/daily';
import { Card, EmptyState, LoadError, Spinner } from '@/ui';
import { CancelledNote } from '../components/todays-classes-card';
import styles from './week-timetable-card.module.css';

const DAYS = 7;

/**
 * The signed-in student's classes (a parent's: their child's) today and the six days after, by
 * day: time, subject and room; a cancelled class says so with its reason, a moved one where from.
 */
export function WeekTimetableCard({ now = new Date() }: { now?: Date }) {
  const today = indiaDayOf(now);
  const { i18n, t } = useLingui();
  /** The day's heading: "Today", then the weekday and date as read in India. */
  const dayHeading = (date: string) => {
    const shown = formatDate(date);
    if (date === today) return t`Today, ${shown}`;
    const weekday = new Intl.DateTimeFormat(i18n.locale === 'hi' ? 'hi-IN' : 'en-IN', {
      weekday: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
    return `${weekday}, ${shown}`;
  };
  const week = useLiveQuery(
    (repository) => repository.myTimetable({ from: today, to: addDays(today, DAYS - 1) }),
    [today],
    ['classSessions', 'enrolments', 'holidays'],
  );

  let body;
  if (week.status === 'loading') body = <Spinner label={t`Loading the timetable…`} />;
  else if (week.status === 'error') {
    body = (
      <LoadError
        title={t`The timetable could not be loaded`}
        message={describeError(week.error)}
        onRetry={week.reload}
        size="sm"
      />
    );
  } else if ((week.data ?? []).length === 0) {
    body = <EmptyState message={<Trans>No classes in the next seven days.</Trans>} />;
  } else {
    const byDay = new Map<string, Session[]>();
    for (const session of [...(week.data ?? [])].sort(
      (a, b) => a.date.localeCompare(b.date) || a.startMinute - b.startMinute,
    )) {
      byDay.set(session.date, [...(byDay.get(session.date) ?? []), session]);
    }
    body = (
      <div className={styles.days}>
        {[...byDay].map(([date, sessions]) => (
          <section key={date} aria-label={dayHeading(date)}>
            <h3 className={styles.day}>{dayHeading(date)}</h3>
            <ul className={styles.list}>
              {sessions.map((session) => (
                <li
                  key={session.id}
                  className={session.status === 'cancelled' ? styles.cancelled : undefined}
                >
                  {`${timeOf(session.startMinute)}–${timeOf(session.endMinute)} · ${session.subject}${session.room ? ` · ${session.room}` : ''}`}
                  {session.status === 'cancelled' ? (
                    <strong>
                      {' '}
                      <CancelledNote note={session.note} />
                    </strong>
                  ) : session.note ? (
                    <em>{` (${session.note})`}</em>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }
  return <Card title={<Trans>This Week&apos;s Classes</Trans>}>{body}</Card>;
}
