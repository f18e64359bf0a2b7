import { formatDate, useData } from '@/data';
import { MOVE_REASON_LIMIT, moveSessionFormSchema, timeOf } from '@/data/daily';
import type { MoveSessionForm, MoveSessionFormInput, Session } from '@/data/daily';
import { Button, DateField, FormError, TextField } from '@/ui';
import { ClassDialog } from './class-dialog';
import styles from './timetable.module.css';

/** The class a button acts on, for a screen reader ("Move Class Physics 30 Nov 2026 10:00"). */
const whichClass = (session: Session) =>
  ` ${session.subject} ${formatDate(session.date)} ${timeOf(session.startMinute)}`;

/**
 * "Move Class": one class to another date, time or room, with why. Its faculty stay, so a clash
 * of theirs is shown beside Start time, the field that would clear it.
 */
export function MoveClassDialog({ session }: { session: Session }) {
  const repository = useData();
  return (
    <ClassDialog<MoveSessionFormInput, MoveSessionForm>
      title="Move Class"
      trigger={
        <Button variant="secondary" size="sm">
          Move Class<span className="visually-hidden">{whichClass(session)}</span>
        </Button>
      }
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
