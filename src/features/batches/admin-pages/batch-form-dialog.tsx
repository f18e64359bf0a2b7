import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { DefaultValues, FieldPath, UseFormReturn } from 'react-hook-form';
import { CLASSES, DataValidationError, STREAMS, describeError, useData } from '@/data';
import { MAX_BATCH_CAPACITY, PROGRAM_CATEGORIES, batchFormSchema } from '@/data/daily';
import type { Branch } from '@/data';
import type { Batch, BatchFormInput, BatchForm, Teacher } from '@/data/daily';
import { translateDataMessage } from '@/features/data-messages';
import {
  Button,
  DateField,
  FieldGroup,
  FormError,
  FormModal,
  NumberField,
  Select,
  TextField,
  useToast,
} from '@/ui';
import type { SelectOption } from '@/ui';
import styles from './batches.module.css';

const CLASS_OPTIONS: SelectOption[] = CLASSES.map((value) => ({
  value: String(value),
  label: String(value),
}));
const TEXT_MAX = 60;

/** Nothing chosen for the selects: the schema asks for each rather than the form guessing. */
const emptyBatch: DefaultValues<BatchFormInput> = {
  name: '',
  academicYear: '',
  startsOn: '',
  endsOn: '',
  room: '',
  faculty: [],
};

const formValuesOf = (batch: Batch): BatchFormInput => ({
  name: batch.name,
  program: batch.program,
  currentClass: batch.currentClass,
  stream: batch.stream,
  academicYear: batch.academicYear,
  startsOn: batch.startsOn,
  endsOn: batch.endsOn,
  capacity: batch.capacity,
  room: batch.room,
  faculty: batch.faculty.map((teacher) => ({ ...teacher })),
});

/** A refusal's messages beside their fields (a faculty row's too); true when any was placed. */
function showBesideFields(form: UseFormReturn<BatchFormInput>, error: unknown): boolean {
  if (!(error instanceof DataValidationError)) return false;
  const values = form.getValues();
  const beside = error.issues.filter(
    (issue) => Object.hasOwn(values, issue.path) || issue.path.startsWith('faculty.'),
  );
  beside.forEach((issue, index) =>
    form.setError(
      issue.path as FieldPath<BatchFormInput>,
      { message: issue.message },
      { shouldFocus: index === 0 },
    ),
  );
  return beside.length > 0;
}

/** One row per subject: the subject and who teaches it, with Remove; Add Subject below. */
function FacultyRows({ teachers }: { teachers: readonly Teacher[] }) {
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray<BatchFormInput, 'faculty'>({ name: 'faculty' });
  const teacherOptions = teachers
    .filter((teacher) => teacher.active)
    .map((teacher) => ({ value: teacher.id, label: teacher.name }));
  return (
    <FieldGroup
      legend={t`Faculty`}
      hint={
        teacherOptions.length === 0
          ? t`Add staff under Staff first; each subject then names who teaches it.`
          : t`Each subject once, with who teaches it. Faculty see the batches they teach.`
      }
    >
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <div key={field.id} className={styles.facultyRow}>
            <TextField<BatchFormInput>
              name={`faculty.${index}.subject`}
              label={t`Subject ${number}`}
              maxLength={TEXT_MAX}
              required
            />
            <Select<BatchFormInput>
              name={`faculty.${index}.staffId`}
              label={t`Faculty for subject ${number}`}
              placeholder={t`Choose a faculty member`}
              options={teacherOptions}
              required
            />
            <Button variant="secondary" size="sm" onClick={() => remove(index)}>
              <Trans>
                Remove<span className="visually-hidden"> subject {number}</span>
              </Trans>
            </Button>
          </div>
        );
      })}
      {teacherOptions.length > 0 ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => append({ subject: '', staffId: '' })}
          >
            <Trans>Add Subject</Trans>
          </Button>
        </div>
      ) : null}
    </FieldGroup>
  );
}

/** The batch's fields; the branch only when adding in an institute of several branches. */
function BatchFields({
  branches,
  teachers,
}: {
  branches: readonly Branch[];
  teachers: readonly Teacher[];
}) {
  const { t, i18n } = useLingui();
  const namedOptions = (values: readonly string[]): SelectOption[] =>
    values.map((value) => ({ value, label: translateDataMessage(i18n, value) }));
  return (
    <>
      <TextField<BatchFormInput> name="name" label={t`Batch name`} maxLength={TEXT_MAX} required />
      <Select<BatchFormInput>
        name="program"
        label={t`Program`}
        placeholder={t`Choose a program`}
        options={namedOptions(PROGRAM_CATEGORIES)}
        required
      />
      <div className={styles.pair}>
        <Select<BatchFormInput>
          name="currentClass"
          label={t`Class`}
          placeholder={t`Choose a class`}
          options={CLASS_OPTIONS}
          valueAsNumber
          required
        />
        <Select<BatchFormInput>
          name="stream"
          label={t`Stream`}
          placeholder={t`Choose a stream`}
          options={namedOptions(STREAMS)}
          required
        />
      </div>
      <TextField<BatchFormInput>
        name="academicYear"
        label={t`Academic year`}
        hint={t`For example 2026-27.`}
        maxLength={7}
        required
      />
      {branches.length > 1 ? (
        <Select<BatchFormInput>
          name="branchId"
          label={t`Branch`}
          placeholder={t`Choose a branch`}
          options={branches
            .filter((branch) => branch.active)
            .map((branch) => ({ value: branch.id, label: branch.name }))}
          required
        />
      ) : null}
      <div className={styles.pair}>
        <DateField<BatchFormInput> name="startsOn" label={t`Start date`} required />
        <DateField<BatchFormInput> name="endsOn" label={t`End date`} required />
      </div>
      <div className={styles.pair}>
        <NumberField<BatchFormInput>
          name="capacity"
          label={t`Capacity`}
          hint={t`Seats in the batch.`}
          min={1}
          max={MAX_BATCH_CAPACITY}
          required
        />
        <TextField<BatchFormInput> name="room" label={t`Room (optional)`} maxLength={TEXT_MAX} />
      </div>
      <FacultyRows teachers={teachers} />
      <FormError />
    </>
  );
}

type BatchDialogProps = { branches: readonly Branch[]; teachers: readonly Teacher[] };

function useBatchForm(initial: DefaultValues<BatchFormInput>) {
  return useForm<BatchFormInput, unknown, BatchForm>({
    resolver: zodResolver(batchFormSchema),
    defaultValues: initial,
  });
}

/** "Add Batch": a new batch; its page opens from the list. */
export function AddBatchDialog({ branches, teachers }: BatchDialogProps) {
  const repository = useData();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const form = useBatchForm(emptyBatch);
  const { t } = useLingui();

  async function submit(values: BatchForm) {
    try {
      const added = await repository.addBatch(values);
      setOpen(false);
      const name = added.name;
      toast.show({ message: t`${name} was added.`, tone: 'success' });
    } catch (error) {
      if (!showBesideFields(form, error)) form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <FormModal
      title={t`Add Batch`}
      trigger={
        <Button>
          <Trans>Add Batch</Trans>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(emptyBatch);
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel={t`Add Batch`}
      busyLabel={t`Adding...`}
    >
      <BatchFields branches={branches} teachers={teachers} />
    </FormModal>
  );
}

/** "Edit Batch": every field but the branch (its students study there). */
export function EditBatchDialog({
  batch,
  teachers,
}: {
  batch: Batch;
  teachers: readonly Teacher[];
}) {
  const repository = useData();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const form = useBatchForm(formValuesOf(batch));
  const { t } = useLingui();

  async function submit(values: BatchForm) {
    try {
      const saved = await repository.updateBatch(batch.id, values);
      setOpen(false);
      const name = saved.name;
      toast.show({ message: t`${name} was saved.`, tone: 'success' });
    } catch (error) {
      if (!showBesideFields(form, error)) form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <FormModal
      title={t`Edit Batch`}
      trigger={
        <Button variant="secondary">
          <Trans>Edit Batch</Trans>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(formValuesOf(batch));
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel={t`Save`}
      busyLabel={t`Saving...`}
    >
      <BatchFields branches={[]} teachers={teachers} />
    </FormModal>
  );
}
