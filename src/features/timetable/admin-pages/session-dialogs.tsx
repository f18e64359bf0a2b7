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
const classButton = (label: string, session: Session) => (
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
  return (
    <ClassDialog<MoveSessionFormInput, MoveSessionForm>
      title="Move Class"
      trigger={classButton('Move Class', session)}
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
        return `${session.subject} moved to ${formatDate(moved.date)} ${timeOf(moved.startMinute)}.`;
      }}
      submitLabel="Move Class"
      busyLabel="Moving..."
      instead={{ staffId: 'startTime' }}
    >
      <DateField<MoveSessionFormInput> name="date" label="New date" required />
      <div className={styles.pair}>
        <TextField<MoveSessionFormInput> name="startTime" label="Start time" type="time" required />
        <TextField<MoveSessionFormInput> name="endTime" label="End time" type="time" required />
      </div>
      <TextField<MoveSessionFormInput>
        name="room"
        label="Room (optional)"
        hint={session.room ? `Left blank: ${session.room}.` : undefined}
        maxLength={60}
      />
      <TextField<MoveSessionFormInput>
        name="reason"
        label="Reason (optional)"
        maxLength={MOVE_REASON_LIMIT}
      />
      <FormError />
    </ClassDialog>
  );
}

/** "Cancel Class": one class, with why. */
export function CancelClassDialog({ session }: { session: Session }) {
  const repository = useData();
  return (
    <ClassDialog<CancelSessionForm, CancelSessionForm>
      title="Cancel Class"
      trigger={classButton('Cancel Class', session)}
      schema={cancelSessionFormSchema}
      initial={{ reason: '' }}
      save={async (values) => {
        await repository.cancelSession(session.id, values);
        return `${session.subject} on ${formatDate(session.date)} cancelled.`;
      }}
      submitLabel="Cancel Class"
      busyLabel="Cancelling..."
    >
      <TextField<CancelSessionForm> name="reason" label="Reason" maxLength={200} required />
      <FormError />
    </ClassDialog>
  );
}
