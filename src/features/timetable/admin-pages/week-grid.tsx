import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CSSProperties, ReactNode } from 'react';
import { formatDate } from '@/data';
import { timeOf, weekdayOf } from '@/data/daily';
import type { Session, Weekday } from '@/data/daily';
import { weekGridOf } from '../model/week-grid';
import styles from './week-grid.module.css';

export type WeekGridProps = {
  monday: string;
  sessions: readonly Session[];
  batchName: (batchId: string) => string;
  teacherName: (staffId: string) => string;
  /** The buttons of a class (Move Class, Cancel Class); left out of print. */
  actions?: (session: Session) => ReactNode;
};

/** A grid position handed to the stylesheet, which places it only on a wide screen and in print. */
const at = (column: number, row: number) => ({ '--column': column, '--row': row }) as CSSProperties;

/** The days' names as shown (the data keeps the weekday's number). */
export const WEEKDAY_LABELS: Record<Weekday, MessageDescriptor> = {
  1: msg`Monday`,
  2: msg`Tuesday`,
  3: msg`Wednesday`,
  4: msg`Thursday`,
  5: msg`Friday`,
  6: msg`Saturday`,
  7: msg`Sunday`,
};

/**
 * A week as a grid: the days as columns, each class time of the week a row, each class a block
 * with subject, batch, faculty and room. On a phone the same blocks stack day by day.
 */
export function WeekGrid({ monday, sessions, batchName, teacherName, actions }: WeekGridProps) {
  const grid = weekGridOf(monday, sessions);
  const { i18n } = useLingui();
  const weekday = (date: string) => i18n._(WEEKDAY_LABELS[weekdayOf(date)]);
  return (
    <div
      className={styles.grid}
      style={{ '--days': grid.days.length } as CSSProperties}
      data-testid="week-grid"
    >
      <span className={styles.corner} style={at(1, 1)}>
        <Trans>Time</Trans>
      </span>
      {grid.slots.map((slot, row) => (
        <span
          key={`${slot.startMinute}-${slot.endMinute}`}
          className={styles.time}
          style={at(1, row + 2)}
        >
          {`${timeOf(slot.startMinute)}-${timeOf(slot.endMinute)}`}
        </span>
      ))}
      {grid.days.map((date, column) => {
        const cells = grid.slots
          .map((slot, row) => ({ row, classes: grid.cell(date, slot) }))
          .filter((cell) => cell.classes.length > 0);
        return (
          <section
            key={date}
            className={styles.day}
            aria-label={`${weekday(date)}, ${formatDate(date)}`}
            data-date={date}
          >
            <h3 className={styles.dayName} style={at(column + 2, 1)}>
              {weekday(date)}
              <span className={styles.date}>{formatDate(date)}</span>
            </h3>
            {cells.length === 0 ? (
              <p className={styles.none}>
                <Trans>No classes.</Trans>
              </p>
            ) : null}
            {cells.map((cell) => (
              <div key={cell.row} className={styles.cell} style={at(column + 2, cell.row + 2)}>
                {cell.classes.map((session) => (
                  <ClassBlock
                    key={session.id}
                    session={session}
                    batch={batchName(session.batchId)}
                    teacher={teacherName(session.staffId)}
                    actions={actions?.(session)}
                  />
                ))}
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}

function ClassBlock({
  session,
  batch,
  teacher,
  actions,
}: {
  session: Session;
  batch: string;
  teacher: string;
  actions: ReactNode;
}) {
  const cancelled = session.status === 'cancelled';
  const { t } = useLingui();
  const note = session.note ?? '';
  return (
    <article
      className={`${styles.block} ${cancelled ? styles.cancelled : ''}`}
      aria-label={`${session.subject}, ${timeOf(session.startMinute)}-${timeOf(session.endMinute)}`}
    >
      <span className={styles.when}>
        {`${timeOf(session.startMinute)}-${timeOf(session.endMinute)}`}
      </span>
      <strong className={styles.subject}>{session.subject}</strong>
      <span>{[batch, teacher, session.room].filter(Boolean).join(' · ')}</span>
      {cancelled ? (
        <span className={styles.note}>{t`Cancelled: ${note}`}</span>
      ) : session.note ? (
        <span className={styles.note}>{session.note}</span>
      ) : null}
      {actions ? <span className={styles.actions}>{actions}</span> : null}
    </article>
  );
}
