import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues } from 'react-hook-form';
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
import { Button, DateField, FormError, FormModal, Select, TextField, useToast } from '@/ui';
import { showRefusal } from './class-dialog';
import styles from './timetable.module.css';

/** Start, end, subject, faculty (the batch's) and room: what a weekly and an extra class share. */
function ClassFields({ batch, teachers }: { batch: BatchSummary; teachers: readonly Teacher[] }) {
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
export function AddClassDialog({
  batch,
  teachers,
}: {
  batch: BatchSummary;
  teachers: readonly Teacher[];
}) {
  const repository = useData();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const initial: DefaultValues<SlotFormInput> = emptyClass(batch);
  const form = useForm<SlotFormInput, unknown, SlotForm>({
    resolver: zodResolver(slotFormSchema),
    defaultValues: initial,
  });
  async function submit(values: SlotForm) {
    try {
      await repository.addSlot(values);
      setOpen(false);
      toast.show({
        message: `Every ${WEEKDAY_NAMES[values.weekday]}: ${values.subject} added.`,
        tone: 'success',
      });
    } catch (error) {
      showRefusal(form, error);
    }
  }
  return (
    <FormModal
      title="Add Class"
      trigger={<Button disabled={batch.faculty.length === 0}>Add Class</Button>}
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(initial);
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
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
    </FormModal>
  );
}

/** "Extra Class": one dated class of a batch. */
export function ExtraClassDialog({
  batch,
  teachers,
}: {
  batch: BatchSummary;
  teachers: readonly Teacher[];
}) {
  const repository = useData();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const initial: DefaultValues<ExtraClassFormInput> = { ...emptyClass(batch), date: '' };
  const form = useForm<ExtraClassFormInput, unknown, ExtraClassForm>({
    resolver: zodResolver(extraClassFormSchema),
    defaultValues: initial,
  });
  async function submit(values: ExtraClassForm) {
    try {
      await repository.addExtraClass(values);
      setOpen(false);
      toast.show({ message: `Extra class of ${values.subject} added.`, tone: 'success' });
    } catch (error) {
      showRefusal(form, error);
    }
  }
  return (
    <FormModal
      title="Extra Class"
      trigger={
        <Button variant="secondary" disabled={batch.faculty.length === 0}>
          Extra Class
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(initial);
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel="Add Extra Class"
      busyLabel="Adding..."
    >
      <DateField name="date" label="Date" required />
      <ClassFields batch={batch} teachers={teachers} />
    </FormModal>
  );
}
