import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NotFoundError, describeError, formatDate, useData, useLiveQuery } from '@/data';
import type { BatchDetail, BatchMember, BatchSummary, Teacher } from '@/data/daily';
import { useHolds } from '@/features/auth';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  DataTable,
  DetailList,
  EmptyState,
  LoadError,
  PageContainer,
  Skeleton,
  textColumn,
  useDocumentTitle,
  useToast,
} from '@/ui';
import type { DataTableColumn } from '@/ui';
import { BatchTimetable } from '@/features/timetable';
import { EditBatchDialog } from './batch-form-dialog';
import { EnrolStudentDialog, MoveStudentDialog, RemoveStudentDialog } from './enrolment-dialogs';
import { BatchTestResults } from './batch-test-results';
import styles from './batches.module.css';

export const BATCH_NOT_FOUND_MESSAGE = 'Batch not found.';
const LIST_PATH = '/admin/batches';

function BackToBatches() {
  return <Link to={LIST_PATH}>Back to Batches</Link>;
}

/** One batch: its details and faculty, its students, its waiting list and who left it. */
export function BatchPage() {
  const { batchId = '' } = useParams();
  const query = useLiveQuery(
    (data) => data.getBatch(batchId),
    [batchId],
    ['batches', 'enrolments', 'students'],
  );
  const title = query.data?.batch.name ?? 'Batch';
  useDocumentTitle(`${title} · Admin Panel · Sankalp Institute`);

  if (query.status === 'success' && query.data) return <Batch detail={query.data} />;
  if (query.status === 'error' && query.error instanceof NotFoundError) {
    return (
      <PageContainer title="Batch not found">
        <EmptyState
          message={BATCH_NOT_FOUND_MESSAGE}
          action={
            <ButtonLink to={LIST_PATH} variant="secondary">
              Back to Batches
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer title="Batch">
      <BackToBatches />
      {query.status === 'error' ? (
        <LoadError
          title="The batch could not be loaded"
          message={describeError(query.error)}
          onRetry={query.reload}
          size="sm"
        />
      ) : (
        <Skeleton lines={8} label="Loading the batch…" />
      )}
    </PageContainer>
  );
}

const facultyOf = (batch: BatchSummary, teachers: readonly Teacher[]): ReactNode =>
  batch.faculty.length === 0
    ? 'None named yet'
    : batch.faculty
        .map(
          (teacher) =>
            `${teacher.subject}: ${teachers.find((staff) => staff.id === teacher.staffId)?.name ?? 'a former staff member'}`,
        )
        .join('; ');

function Batch({ detail }: { detail: BatchDetail }) {
  const { batch, members } = detail;
  const manages = useHolds('batches.manage');
  const teachers = useLiveQuery((data) => data.listTeachers(), [], ['staff']);
  const batches = useLiveQuery((data) => data.listBatches(), [], ['batches', 'enrolments']);
  const others = (batches.data ?? []).filter(
    (other) => other.id !== batch.id && (other.branchId ?? '') === (batch.branchId ?? ''),
  );
  const enrolled = members.filter((member) => member.status === 'enrolled');
  // In line: the order they were added (the server's stored order among the same instant).
  const waiting = members
    .filter((member) => member.status === 'waiting')
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt));
  const left = members.filter((member) => member.status === 'left');
  const batchName = (id: string | undefined) =>
    (batches.data ?? []).find((other) => other.id === id)?.name ?? '—';

  return (
    <PageContainer
      title={batch.name}
      lead={`${batch.program} · Class ${batch.currentClass} · ${batch.stream}`}
    >
      <BackToBatches />
      <Card
        title="Details"
        headingLevel={2}
        actions={
          manages ? (
            <div className={styles.actions}>
              <EditBatchDialog batch={batch} teachers={teachers.data ?? []} />
              <EnrolStudentDialog batch={batch} />
            </div>
          ) : undefined
        }
      >
        <DetailList
          items={[
            ['Academic year', batch.academicYear],
            ['Dates', `${formatDate(batch.startsOn)} to ${formatDate(batch.endsOn)}`],
            ['Room', batch.room || '—'],
            ['Seats taken', `${batch.enrolled} of ${batch.capacity}`],
            ['Waiting', String(batch.waiting)],
            ['Faculty', facultyOf(batch, teachers.data ?? [])],
          ]}
        />
      </Card>
      <BatchTimetable batch={batch} />
      <MemberSection
        title="Students"
        members={enrolled}
        empty={manages ? 'No students yet. Enrol Student adds the first.' : 'No students yet.'}
        columns={[
          textColumn('rollNo', 'Roll No', (member) => member.student.rollNo),
          textColumn('name', 'Name', (member) => member.student.name, { emphasis: true }),
          textColumn('joined', 'Joined on', (member) => formatDate(member.joinedOn ?? '')),
          ...(manages
            ? [
                {
                  id: 'actions',
                  header: 'Actions',
                  cell: (member: BatchMember) => (
                    <div className={styles.actions}>
                      <MoveStudentDialog member={member} batches={others} />
                      <RemoveStudentDialog member={member} />
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />
      <MemberSection
        title="Waiting list"
        members={waiting}
        empty="No one is waiting."
        columns={[
          {
            id: 'position',
            header: 'Position',
            cell: (member) => String(waiting.indexOf(member) + 1),
          },
          textColumn('name', 'Name', (member) => member.student.name, { emphasis: true }),
          textColumn('added', 'Waiting since', (member) => formatDate(member.addedAt.slice(0, 10))),
          ...(manages
            ? [
                {
                  id: 'actions',
                  header: 'Actions',
                  cell: (member: BatchMember) => (
                    <div className={styles.actions}>
                      {member === waiting[0] ? (
                        <PromoteButton member={member} full={batch.enrolled >= batch.capacity} />
                      ) : null}
                      <RemoveStudentDialog member={member} />
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />
      {left.length > 0 ? (
        <MemberSection
          title="Left the batch"
          members={left}
          empty=""
          columns={[
            textColumn('name', 'Name', (member) => member.student.name, { emphasis: true }),
            textColumn('joined', 'From', (member) =>
              member.joinedOn ? formatDate(member.joinedOn) : 'Waiting list',
            ),
            textColumn('left', 'To', (member) => formatDate(member.leftOn ?? '')),
            textColumn('reason', 'Why', (member) =>
              member.movedToBatchId
                ? `Moved to ${batchName(member.movedToBatchId)}: ${member.reason ?? ''}`
                : (member.reason ?? ''),
            ),
          ]}
        />
      ) : null}
      <BatchTestResults batchId={batch.id} />
    </PageContainer>
  );
}

/** The first in line takes a freed seat; while the batch is full the button says why it waits. */
function PromoteButton({ member, full }: { member: BatchMember; full: boolean }) {
  const repository = useData();
  const toast = useToast();
  const [failure, setFailure] = useState<string | undefined>();
  async function promote() {
    setFailure(undefined);
    try {
      await repository.promoteEnrolment(member.id);
      toast.show({ message: `${member.student.name} was given a seat.`, tone: 'success' });
    } catch (error) {
      setFailure(describeError(error));
    }
  }
  return (
    <>
      <Button size="sm" disabled={full} onClick={() => void promote()}>
        Promote<span className="visually-hidden"> {member.student.name}</span>
      </Button>
      {full ? <span>Every seat is taken.</span> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </>
  );
}

/** A heading and its students: a table, or on a phone a card each. */
function MemberSection({
  title,
  members,
  empty,
  columns,
}: {
  title: string;
  members: readonly BatchMember[];
  empty: string;
  columns: readonly DataTableColumn<BatchMember>[];
}) {
  return (
    <div className={styles.section}>
      <h2>{title}</h2>
      <div className={members.length > 0 ? styles.wideOnly : undefined}>
        <DataTable
          caption={title}
          columns={columns}
          rows={members}
          getRowId={(member) => member.id}
          emptyMessage={empty}
        />
      </div>
      {members.length > 0 ? (
        <ul className={styles.cards} aria-label={title}>
          {members.map((member) => (
            <li key={member.id}>
              <Card title={member.student.name} headingLevel={3}>
                <DetailList
                  items={columns
                    .filter((column) => column.id !== 'name')
                    .map((column) => [String(column.header), column.cell(member)] as const)}
                />
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
