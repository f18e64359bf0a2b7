import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDeferredValue, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DataValidationError, describeError, useData, useLiveQuery } from '@/data';
import { leaveRequestSchema, moveRequestSchema } from '@/data/daily';
import type { BatchMember, BatchSummary, LeaveRequest, MoveRequest } from '@/data/daily';
import { translateDataMessage } from '@/features/data-messages';
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
  const { t, i18n } = useLingui();
  const capacity = batch.capacity;
  const results = RESULTS;
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
      const batchName = batch.name;
      toast.show({
        message:
          enrolment.status === 'waiting'
            ? t`${name} is on the waiting list.`
            : t`${name} was enrolled in ${batchName}.`,
        tone: 'success',
      });
      setOpen(false);
    } catch (error) {
      setFailure(translateDataMessage(i18n, describeError(error)));
    }
  }

  return (
    <Modal
      title={t`Enrol Student`}
      trigger={
        <Button>
          <Trans>Enrol Student</Trans>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        searchForm.reset({ search: '' });
        setFailure(undefined);
      }}
    >
      {full ? (
        <Alert tone="info">
          <Trans>
            All {capacity} seats are taken: a student enrolled now joins the waiting list.
          </Trans>
        </Alert>
      ) : null}
      <Form
        form={searchForm}
        onSubmit={() => undefined}
        role="search"
        aria-label={t`Find a student`}
      >
        <TextField<{ search: string }>
          name="search"
          type="search"
          label={t`Search by name or roll number`}
          autoComplete="off"
          hint={t`The first ${results} students found are listed.`}
        />
      </Form>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {search.trim() !== '' && found.status === 'success' && students.length === 0 ? (
        <p>
          <Trans>No students found.</Trans>
        </p>
      ) : null}
      <ul className={styles.results} aria-label={t`Students found`}>
        {students.map((student) => {
          const { name, rollNo, currentClass } = student;
          return (
            <li key={student.id} className={styles.result}>
              <span>
                <Trans>
                  {name} · {rollNo} · Class {currentClass}
                </Trans>
              </span>
              <Button size="sm" onClick={() => void enrol(student.id, name)}>
                {full ? (
                  <Trans>
                    Add to Waiting List<span className="visually-hidden"> {name}</span>
                  </Trans>
                ) : (
                  <Trans>
                    Enrol<span className="visually-hidden"> {name}</span>
                  </Trans>
                )}
              </Button>
            </li>
          );
        })}
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
  const { t } = useLingui();
  const name = member.student.name;

  async function submit(values: MoveRequest) {
    try {
      await repository.moveEnrolment(member.id, values);
      const to = batches.find((batch) => batch.id === values.toBatchId)?.name ?? t`the batch`;
      setOpen(false);
      toast.show({ message: t`${name} moved to ${to}.`, tone: 'success' });
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
      title={t`Move to Another Batch`}
      trigger={
        <Button variant="secondary" size="sm">
          <Trans>
            Move<span className="visually-hidden"> {name}</span>
          </Trans>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ toBatchId: '', reason: '' });
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel={t`Move`}
      busyLabel={t`Moving...`}
    >
      <p>{name}</p>
      <Select<MoveRequest>
        name="toBatchId"
        label={t`Move to`}
        placeholder={t`Choose a batch`}
        options={batches.map(({ id, name: batchName, enrolled, capacity }) => ({
          value: id,
          label: t`${batchName} (${enrolled} of ${capacity} seats taken)`,
        }))}
        required
      />
      <Textarea<MoveRequest> name="reason" label={t`Reason`} maxLength={REASON_MAX} required />
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
  const { t } = useLingui();
  const name = member.student.name;

  async function submit(values: LeaveRequest) {
    try {
      await repository.leaveBatch(member.id, values);
      setOpen(false);
      toast.show({
        message: fromWaiting
          ? t`${name} was taken off the waiting list.`
          : t`${name} was removed from the batch.`,
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
      title={fromWaiting ? t`Remove from Waiting List` : t`Remove from Batch`}
      trigger={
        <Button variant="secondary" size="sm">
          <Trans>
            Remove<span className="visually-hidden"> {name}</span>
          </Trans>
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ reason: '' });
        setOpen(next);
      }}
      form={form}
      onSubmit={submit}
      submitLabel={t`Remove`}
      busyLabel={t`Removing...`}
    >
      <p>{name}</p>
      <TextField<LeaveRequest> name="reason" label={t`Reason`} maxLength={REASON_MAX} required />
      <FormError />
    </FormModal>
  );
}
