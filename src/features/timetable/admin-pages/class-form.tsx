import { useData } from '@/data';
import { WEEKDAYS, WEEKDAY_NAMES, extraClassFormSchema, slotFormSchema } from '@/data/daily';
import type {
  BatchSummary,
  ExtraClassForm,
  ExtraClassFormInput,
  SlotForm,
  SlotFormInput,
  Teacher,
} from '@/data/daily';
import { Button, DateField, FormError, Select, TextField } from '@/ui';
import { ClassDialog } from './class-dialog';
import styles from './timetable.module.css';

type ClassFormProps = { batch: BatchSummary; teachers: readonly Teacher[] };

/** Start, end, subject, faculty (the batch's) and room: what a weekly and an extra class share. */
function ClassFields({ batch, teachers }: ClassFormProps) {
  const names = new Map(teachers.map((teacher) => [teacher.id, teacher.name]));
  return (
    <>
      <div className={styles.pair}>
        <TextField name="startTime" label="Start time" type="time" required />
        <TextField name="endTime" label="End time" type="time" required />
      </div>
      <TextField name="subject" label="Subject" maxLength={60} required />
      <Select
        name="staffId"
        label="Faculty"
        placeholder="Choose a faculty member"
        options={batch.faculty.map((teacher) => ({
          value: teacher.staffId,
          label: `${names.get(teacher.staffId) ?? 'A former staff member'} (${teacher.subject})`,
        }))}
        required
      />
      <TextField
        name="room"
        label="Room (optional)"
        hint={batch.room ? `Left blank: ${batch.room}.` : undefined}
        maxLength={60}
      />
      <FormError />
    </>
  );
}

const emptyClass = (batch: BatchSummary) => ({
  batchId: batch.id,
  startTime: '',
  endTime: '',
  subject: batch.faculty[0]?.subject ?? '',
  staffId: batch.faculty[0]?.staffId ?? '',
  room: '',
});

/** "Add Class": a weekly class of the batch, a class on each of its dates to the batch's end. */
export function AddClassDialog({ batch, teachers }: ClassFormProps) {
  const repository = useData();
  return (
    <ClassDialog<SlotFormInput, SlotForm>
      title="Add Class"
      trigger={<Button disabled={batch.faculty.length === 0}>Add Class</Button>}
      schema={slotFormSchema}
      initial={emptyClass(batch)}
      save={async (values) => {
        await repository.addSlot(values);
        return `Every ${WEEKDAY_NAMES[values.weekday]}: ${values.subject} added.`;
      }}
      submitLabel="Add Class"
      busyLabel="Adding..."
    >
      <Select
        name="weekday"
        label="Day"
        placeholder="Choose a day"
        options={WEEKDAYS.map((day) => ({ value: String(day), label: WEEKDAY_NAMES[day] }))}
        valueAsNumber
        required
      />
      <ClassFields batch={batch} teachers={teachers} />
    </ClassDialog>
  );
}

/** "Extra Class": one dated class of a batch. */
export function ExtraClassDialog({ batch, teachers }: ClassFormProps) {
  const repository = useData();
  return (
    <ClassDialog<ExtraClassFormInput, ExtraClassForm>
      title="Extra Class"
      trigger={
        <Button variant="secondary" disabled={batch.faculty.length === 0}>
          Extra Class
        </Button>
      }
      schema={extraClassFormSchema}
      initial={{ ...emptyClass(batch), date: '' }}
      save={async (values) => {
        await repository.addExtraClass(values);
        return `Extra class of ${values.subject} added.`;
      }}
      submitLabel="Add Extra Class"
      busyLabel="Adding..."
    >
      <DateField name="date" label="Date" required />
      <ClassFields batch={batch} teachers={teachers} />
    </ClassDialog>
  );
}
