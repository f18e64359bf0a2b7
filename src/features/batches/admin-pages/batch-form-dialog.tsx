import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { DefaultValues, FieldPath, UseFormReturn } from 'react-hook-form';
import { CLASSES, DataValidationError, STREAMS, describeError, useData } from '@/data';
import { MAX_BATCH_CAPACITY, PROGRAM_CATEGORIES, batchFormSchema } from '@/data/daily';
import type { Branch } from '@/data';
import type { Batch, BatchFormInput, BatchForm, Teacher } from '@/data/daily';
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

const optionsOf = (values: readonly (string | number)[]): SelectOption[] =>
  values.map((value) => ({ value: String(value), label: String(value) }));
const PROGRAM_OPTIONS = optionsOf(PROGRAM_CATEGORIES);
const CLASS_OPTIONS = optionsOf(CLASSES);
const STREAM_OPTIONS = optionsOf(STREAMS);
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
  const { fields, append, remove } = useFieldArray<BatchFormInput, 'faculty'>({ name: 'faculty' });
  const teacherOptions = teachers
    .filter((teacher) => teacher.active)
    .map((teacher) => ({ value: teacher.id, label: teacher.name }));
  return (
    <FieldGroup
      legend="Faculty"
      hint={
        teacherOptions.length === 0
          ? 'Add staff under Staff first; each subject then names who teaches it.'
          : 'Each subject once, with who teaches it. Faculty see the batches they teach.'
      }
    >
      {fields.map((field, index) => (
        <div key={field.id} className={styles.facultyRow}>
          <TextField<BatchFormInput>
            name={`faculty.${index}.subject`}
            label={`Subject ${index + 1}`}
            maxLength={TEXT_MAX}
            required
          />
          <Select<BatchFormInput>
            name={`faculty.${index}.staffId`}
            label={`Faculty for subject ${index + 1}`}
            placeholder="Choose a faculty member"
            options={teacherOptions}
            required
          />
          <Button variant="secondary" size="sm" onClick={() => remove(index)}>
            Remove<span className="visually-hidden"> subject {index + 1}</span>
          </Button>
        </div>
      ))}
      {teacherOptions.length > 0 ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => append({ subject: '', staffId: '' })}
          >
            Add Subject
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
  return (
    <>
      <TextField<BatchFormInput> name="name" label="Batch name" maxLength={TEXT_MAX} required />
      <Select<BatchFormInput>
        name="program"
        label="Program"
        placeholder="Choose a program"
        options={PROGRAM_OPTIONS}
        required
      />
      <div className={styles.pair}>
        <Select<BatchFormInput>
          name="currentClass"
          label="Class"
          placeholder="Choose a class"
          options={CLASS_OPTIONS}
          valueAsNumber
          required
        />
        <Select<BatchFormInput>
          name="stream"
          label="Stream"
          placeholder="Choose a stream"
          options={STREAM_OPTIONS}
          required
        />
      </div>
      <TextField<BatchFormInput>
        name="academicYear"
        label="Academic year"
        hint="For example 2026-27."
        maxLength={7}
        required
      />
      {branches.length > 1 ? (
        <Select<BatchFormInput>
          name="branchId"
          label="Branch"
          placeholder="Choose a branch"
          options={branches
            .filter((branch) => branch.active)
            .map((branch) => ({ value: branch.id, label: branch.name }))}
          required
        />
      ) : null}
      <div className={styles.pair}>
        <DateField<BatchFormInput> name="startsOn" label="Start date" required />
        <DateField<BatchFormInput> name="endsOn" label="End date" required />
      </div>
      <div className={styles.pair}>
        <NumberField<BatchFormInput>
          name="capacity"
          label="Capacity"
          hint="Seats in the batch."
          min={1}
          max={MAX_BATCH_CAPACITY}
          required
        />
        <TextField<BatchFormInput> name="room" label="Room (optional)" maxLength={TEXT_MAX} />
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

  async function submit(values: BatchForm) {
    try {
      const added = await repository.addBatch(values);
      setOpen(false);
      toast.show({ message: `${added.name} was added.`, tone: 'success' });
    } catch (error) {
      if (!showBesideFields(form, error)) form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <FormModal
      title="Add Batch"
      trigger={<Button>Add Batch</Button>}
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(emptyBatch);
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel="Add Batch"
      busyLabel="Adding..."
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

  async function submit(values: BatchForm) {
    try {
      const saved = await repository.updateBatch(batch.id, values);
      setOpen(false);
      toast.show({ message: `${saved.name} was saved.`, tone: 'success' });
    } catch (error) {
      if (!showBesideFields(form, error)) form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <FormModal
      title="Edit Batch"
      trigger={<Button variant="secondary">Edit Batch</Button>}
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(formValuesOf(batch));
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel="Save"
      busyLabel="Saving..."
    >
      <BatchFields branches={[]} teachers={teachers} />
    </FormModal>
  );
}
