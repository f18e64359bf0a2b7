import { Trans, useLingui } from '@lingui/react/macro';
import { useData } from '@/data';
import { WEEKDAYS, extraClassFormSchema, slotFormSchema } from '@/data/daily';
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
import { WEEKDAY_LABELS } from './week-grid';
import styles from './timetable.module.css';

type ClassFormProps = { batch: BatchSummary; teachers: readonly Teacher[] };

/** Start, end, subject, faculty (the batch's) and room: what a weekly and an extra class share. */
function ClassFields({ batch, teachers }: ClassFormProps) {
  const { t } = useLingui();
  const names = new Map(teachers.map((teacher) => [teacher.id, teacher.name]));
  const room = batch.room;
  return (
    <>
      <div className={styles.pair}>
        <TextField name="startTime" label={t`Start time`} type="time" required />
        <TextField name="endTime" label={t`End time`} type="time" required />
      </div>
      <TextField name="subject" label={t`Subject`} maxLength={60} required />
      <Select
        name="staffId"
        label={t`Faculty`}
        placeholder={t`Choose a faculty member`}
        options={batch.faculty.map(({ staffId, subject }) => {
          const name = names.get(staffId) ?? t`A former staff member`;
          return { value: staffId, label: `${name} (${subject})` };
        })}
        required
      />
      <TextField
        name="room"
        label={t`Room (optional)`}
        hint={room ? t`Left blank: ${room}.` : undefined}
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
  const { t, i18n } = useLingui();
  return (
    <ClassDialog<SlotFormInput, SlotForm>
      title={t`Add Class`}
      trigger={
        <Button disabled={batch.faculty.length === 0}>
          <Trans>Add Class</Trans>
        </Button>
      }
      schema={slotFormSchema}
      initial={emptyClass(batch)}
      save={async (values) => {
        await repository.addSlot(values);
        const day = i18n._(WEEKDAY_LABELS[values.weekday]);
        const subject = values.subject;
        return t`Every ${day}: ${subject} added.`;
      }}
      submitLabel={t`Add Class`}
      busyLabel={t`Adding...`}
    >
      <Select
        name="weekday"
        label={t`Day`}
        placeholder={t`Choose a day`}
        options={WEEKDAYS.map((day) => ({
          value: String(day),
          label: i18n._(WEEKDAY_LABELS[day]),
        }))}
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
  const { t } = useLingui();
  return (
    <ClassDialog<ExtraClassFormInput, ExtraClassForm>
      title={t`Extra Class`}
      trigger={
        <Button variant="secondary" disabled={batch.faculty.length === 0}>
          <Trans>Extra Class</Trans>
        </Button>
      }
      schema={extraClassFormSchema}
      initial={{ ...emptyClass(batch), date: '' }}
      save={async (values) => {
        await repository.addExtraClass(values);
        const subject = values.subject;
        return t`Extra class of ${subject} added.`;
      }}
      submitLabel={t`Add Extra Class`}
      busyLabel={t`Adding...`}
    >
      <DateField name="date" label={t`Date`} required />
      <ClassFields batch={batch} teachers={teachers} />
    </ClassDialog>
  );
}
