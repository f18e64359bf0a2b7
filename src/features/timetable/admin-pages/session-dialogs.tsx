import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatDate, useData } from '@/data';
import {
  MOVE_REASON_LIMIT,
  cancelSessionFormSchema,
  moveSessionFormSchema,
  timeOf,
} from '@/data/daily';
import type {
  CancelSessionForm,
  MoveSessionForm,
  MoveSessionFormInput,
  Session,
} from '@/data/daily';
import { Button, DateField, FormError, TextField } from '@/ui';
import { ClassDialog } from './class-dialog';
import styles from './timetable.module.css';

/** A class's button, naming the class for a screen reader ("Move Class Physics 30 Nov 2026 10:00"). */
const classButton = (label: ReactNode, session: Session) => (
  <Button variant="secondary" size="sm">
    {label}
    <span className="visually-hidden">
      {` ${session.subject} ${formatDate(session.date)} ${timeOf(session.startMinute)}`}
    </span>
  </Button>
);

/**
 * "Move Class": one class to another date, time or room, with why. Its faculty stay, so a clash
 * of theirs is shown beside Start time, the field that would clear it.
 */
export function MoveClassDialog({ session }: { session: Session }) {
  const repository = useData();
  const { t } = useLingui();
  const { subject, room } = session;
  return (
    <ClassDialog<MoveSessionFormInput, MoveSessionForm>
      title={t`Move Class`}
      trigger={classButton(<Trans>Move Class</Trans>, session)}
      schema={moveSessionFormSchema}
      initial={{
        date: session.date,
        startTime: timeOf(session.startMinute),
        endTime: timeOf(session.endMinute),
        room: '',
        reason: '',
      }}
      save={async (values) => {
        const moved = await repository.moveSession(session.id, values);
        const date = formatDate(moved.date);
        const time = timeOf(moved.startMinute);
        return t`${subject} moved to ${date} ${time}.`;
      }}
      submitLabel={t`Move Class`}
      busyLabel={t`Moving...`}
      instead={{ staffId: 'startTime' }}
    >
      <DateField<MoveSessionFormInput> name="date" label={t`New date`} required />
      <div className={styles.pair}>
        <TextField<MoveSessionFormInput>
          name="startTime"
          label={t`Start time`}
          type="time"
          required
        />
        <TextField<MoveSessionFormInput> name="endTime" label={t`End time`} type="time" required />
      </div>
      <TextField<MoveSessionFormInput>
        name="room"
        label={t`Room (optional)`}
        hint={room ? t`Left blank: ${room}.` : undefined}
        maxLength={60}
      />
      <TextField<MoveSessionFormInput>
        name="reason"
        label={t`Reason (optional)`}
        maxLength={MOVE_REASON_LIMIT}
      />
      <FormError />
    </ClassDialog>
  );
}

/** "Cancel Class": one class, with why. */
export function CancelClassDialog({ session }: { session: Session }) {
  const repository = useData();
  const { t } = useLingui();
  const subject = session.subject;
  const date = formatDate(session.date);
  return (
    <ClassDialog<CancelSessionForm, CancelSessionForm>
      title={t`Cancel Class`}
      trigger={classButton(<Trans>Cancel Class</Trans>, session)}
      schema={cancelSessionFormSchema}
      initial={{ reason: '' }}
      save={async (values) => {
        await repository.cancelSession(session.id, values);
        return t`${subject} on ${date} cancelled.`;
      }}
      submitLabel={t`Cancel Class`}
      busyLabel={t`Cancelling...`}
    >
      <TextField<CancelSessionForm> name="reason" label={t`Reason`} maxLength={200} required />
      <FormError />
    </ClassDialog>
  );
}
