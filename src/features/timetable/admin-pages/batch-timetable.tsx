import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { describeError, todayIso, useData, useLiveQuery } from '@/data';
import { addDays, timeOf, weekStartOf, weekWarnings } from '@/data/daily';
import type { BatchSummary, Slot } from '@/data/daily';
import { useHolds } from '@/features/auth';
import { Alert, Button, ConfirmDialog, EmptyState, LoadError, useToast } from '@/ui';
import { AddClassDialog } from './class-form';
import { WEEKDAY_LABELS } from './week-grid';
import styles from './timetable.module.css';

/**
 * A batch's timetable on its page: the weekly classes with Add Class and Stop, and the coaching
 * guidelines' warnings the owner switched on, for the coming week.
 */
export function BatchTimetable({ batch }: { batch: BatchSummary }) {
  const manages = useHolds('timetable.manage');
  const { t, i18n } = useLingui();
  const slots = useLiveQuery((data) => data.listSlots(batch.id), [batch.id], ['slots']);
  const teachers = useLiveQuery((data) => data.listTeachers(), [], ['staff']);
  const monday = weekStartOf(todayIso());
  const week = useLiveQuery(
    (data) => data.listSessions({ from: monday, to: addDays(monday, 6), batchId: batch.id }),
    [batch.id, monday],
    ['classSessions'],
  );
  const settings = useLiveQuery((data) => data.getSettings(), [], ['settings']);
  const daily = settings.data?.daily;
  const warnings =
    daily && week.data
      ? weekWarnings(week.data, {
          schoolHours: daily.warnSchoolHours,
          fiveHoursADay: daily.warnFiveHoursADay,
          weeklyOff: daily.warnWeeklyOff,
        })
      : [];
  const names = new Map((teachers.data ?? []).map((teacher) => [teacher.id, teacher.name]));
  return (
    <div className={styles.section}>
      <h2>
        <Trans>Timetable</Trans>
      </h2>
      {manages ? (
        <div className={styles.toolbar}>
          <AddClassDialog batch={batch} teachers={teachers.data ?? []} />
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <Alert tone="info" title={t`Coaching guidelines`}>
          {warnings.join(' ')}
        </Alert>
      ) : null}
      {slots.status === 'error' ? (
        <LoadError
          title={t`The timetable could not be loaded`}
          message={describeError(slots.error)}
          onRetry={slots.reload}
          size="sm"
        />
      ) : (slots.data ?? []).length === 0 ? (
        <EmptyState message={t`No weekly classes yet.`} />
      ) : (
        <ul className={styles.list} aria-label={t`Weekly classes`}>
          {(slots.data ?? []).map((slot) => {
            const day = i18n._(WEEKDAY_LABELS[slot.weekday]);
            const times = `${timeOf(slot.startMinute)}-${timeOf(slot.endMinute)}`;
            const rest = `${slot.subject} · ${names.get(slot.staffId) ?? ''}${slot.room ? ` · ${slot.room}` : ''}`;
            return (
              <li key={slot.id} className={styles.row}>
                <span>{t`Every ${day} ${times} · ${rest}`}</span>
                {manages ? <StopClass slot={slot} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Stop a weekly class: the classes still to come go, those held stay. */
function StopClass({ slot }: { slot: Slot }) {
  const repository = useData();
  const toast = useToast();
  const { t, i18n } = useLingui();
  const [failure, setFailure] = useState<string | undefined>();
  const what = `${i18n._(WEEKDAY_LABELS[slot.weekday])} ${timeOf(slot.startMinute)} ${slot.subject}`;
  return (
    <>
      <ConfirmDialog
        title={t`Stop this weekly class?`}
        message={t`The ${what} classes still to come are removed; the classes held stay with their attendance.`}
        confirmLabel={t`Stop`}
        tone="danger"
        trigger={
          <Button variant="secondary" size="sm">
            <Trans>
              Stop<span className="visually-hidden"> {what}</span>
            </Trans>
          </Button>
        }
        onConfirm={async () => {
          try {
            await repository.removeSlot(slot.id);
            toast.show({ message: t`${what} stopped.`, tone: 'success' });
          } catch (error) {
            setFailure(describeError(error));
          }
        }}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </>
  );
}
