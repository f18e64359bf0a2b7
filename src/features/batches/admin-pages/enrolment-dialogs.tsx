import { zodResolver } from '@hookform/resolvers/zod';
import { useDeferredValue, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DataValidationError, describeError, useData, useLiveQuery } from '@/data';
import { leaveRequestSchema, moveRequestSchema } from '@/data/daily';
import type { BatchMember, BatchSummary, LeaveRequest, MoveRequest } from '@/data/daily';
import {
  Alert,
  Button,
  Form,
  FormError,
  FormModal,
  Modal,
  Select,
  TextField,
  Textarea,
  useToast,
} from '@/ui';
import styles from './batches.module.css';

const REASON_MAX = 200;
const RESULTS = 10;

/** The refusal's message for `path` (a dialog's field), if it names that field. */
const messageFor = (error: unknown, path: string): string | undefined =>
  error instanceof DataValidationError
    ? error.issues.find((issue) => issue.path === path)?.message
    : undefined;

/**
 * "Enrol Student": search the branch's students by name or roll number and enrol one; when the
 * batch is full the button puts them on the waiting list instead.
 */
export function EnrolStudentDialog({ batch }: { batch: BatchSummary }) {
  const repository = useData();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const searchForm = useForm<{ search: string }>({ defaultValues: { search: '' } });
  const search = useDeferredValue(useWatch({ control: searchForm.control, name: 'search' }) ?? '');
  const [failure, setFailure] = useState<string | undefined>();
  const full = batch.enrolled >= batch.capacity;
  const found = useLiveQuery(
    (data) =>
      open && search.trim() !== ''
        ? data.queryStudents({ search, page: 1, pageSize: RESULTS })
        : Promise.resolve(undefined),
    [open, search],
    ['students'],
  );
  const students = found.data?.rows ?? [];

  async function enrol(studentId: string, name: string) {
    setFailure(undefined);
    try {
      const enrolment = await repository.enrolStudent(batch.id, { studentId, waitIfFull: full });
      toast.show({
        message:
          enrolment.status === 'waiting'
            ? `${name} is on the waiting list.`
            : `${name} was enrolled in ${batch.name}.`,
        tone: 'success',
      });
      setOpen(false);
    } catch (error) {
      setFailure(describeError(error));
    }
  }

  return (
    <Modal
      title="Enrol Student"
      trigger={<Button>Enrol Student</Button>}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        searchForm.reset({ search: '' });
        setFailure(undefined);
      }}
    >
      {full ? (
        <Alert tone="info">
          {`All ${batch.capacity} seats are taken: a student enrolled now joins the waiting list.`}
        </Alert>
      ) : null}
      <Form form={searchForm} onSubmit={() => undefined} role="search" aria-label="Find a student">
        <TextField<{ search: string }>
          name="search"
          type="search"
          label="Search by name or roll number"
          autoComplete="off"
          hint={`The first ${RESULTS} students found are listed.`}
        />
      </Form>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {search.trim() !== '' && found.status === 'success' && students.length === 0 ? (
        <p>No students found.</p>
      ) : null}
      <ul className={styles.results} aria-label="Students found">
        {students.map((student) => (
          <li key={student.id} className={styles.result}>
            <span>
              {student.name} · {student.rollNo} · Class {student.currentClass}
            </span>
            <Button size="sm" onClick={() => void enrol(student.id, student.name)}>
              {full ? 'Add to Waiting List' : 'Enrol'}
              <span className="visually-hidden"> {student.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** "Move": to another batch of the branch, with why; their row here stays as history. */
export function MoveStudentDialog({
  member,
  batches,
}: {
  member: BatchMember;
  /** The batches they may move to (this branch's, not this one). */
  batches: readonly BatchSummary[];
}) {
  const repository = useData();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const form = useForm<MoveRequest>({
    resolver: zodResolver(moveRequestSchema),
    defaultValues: { toBatchId: '', reason: '' },
  });

  async function submit(values: MoveRequest) {
    try {
      await repository.moveEnrolment(member.id, values);
      const to = batches.find((batch) => batch.id === values.toBatchId)?.name ?? 'the batch';
      setOpen(false);
      toast.show({ message: `${member.student.name} moved to ${to}.`, tone: 'success' });
    } catch (error) {
      const beside = messageFor(error, 'toBatchId') ?? messageFor(error, 'reason');
      if (beside === undefined) form.setError('root', { message: describeError(error) });
      else
        form.setError(messageFor(error, 'toBatchId') ? 'toBatchId' : 'reason', {
          message: beside,
        });
    }
  }

  return (
    <FormModal
      title="Move to Another Batch"
      trigger={
        <Button variant="secondary" size="sm">
          Move<span className="visually-hidden"> {member.student.name}</span>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ toBatchId: '', reason: '' });
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel="Move"
      busyLabel="Moving..."
    >
      <p>{member.student.name}</p>
      <Select<MoveRequest>
        name="toBatchId"
        label="Move to"
        placeholder="Choose a batch"
        options={batches.map((batch) => ({
          value: batch.id,
          label: `${batch.name} (${batch.enrolled} of ${batch.capacity} seats taken)`,
        }))}
        required
      />
      <Textarea<MoveRequest> name="reason" label="Reason" maxLength={REASON_MAX} required />
      <FormError />
    </FormModal>
  );
}

/** "Remove": from the batch or its waiting list, with why; the row stays as history. */
export function RemoveStudentDialog({ member }: { member: BatchMember }) {
  const repository = useData();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const form = useForm<LeaveRequest>({
    resolver: zodResolver(leaveRequestSchema),
    defaultValues: { reason: '' },
  });
  const fromWaiting = member.status === 'waiting';

  async function submit(values: LeaveRequest) {
    try {
      await repository.leaveBatch(member.id, values);
      setOpen(false);
      toast.show({
        message: fromWaiting
          ? `${member.student.name} was taken off the waiting list.`
          : `${member.student.name} was removed from the batch.`,
        tone: 'success',
      });
    } catch (error) {
      const beside = messageFor(error, 'reason');
      form.setError(beside === undefined ? 'root' : 'reason', {
        message: beside ?? describeError(error),
      });
    }
  }

  return (
    <FormModal
      title={fromWaiting ? 'Remove from Waiting List' : 'Remove from Batch'}
      trigger={
        <Button variant="secondary" size="sm">
          Remove<span className="visually-hidden"> {member.student.name}</span>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ reason: '' });
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel="Remove"
      busyLabel="Removing..."
    >
      <p>{member.student.name}</p>
      <TextField<LeaveRequest> name="reason" label="Reason" maxLength={REASON_MAX} required />
      <FormError />
    </FormModal>
  );
}
