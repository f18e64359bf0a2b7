import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { NotFoundError, describeError, formatDate, useData, useLiveQuery } from '@/data';
import type { BatchDetail, BatchMember } from '@/data/daily';
import { useHolds } from '@/features/auth';
import { translateDataMessage } from '@/features/data-messages';
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

const LIST_PATH = '/admin/batches';

function BackToBatches() {
  return (
    <Link to={LIST_PATH}>
      <Trans>Back to Batches</Trans>
    </Link>
  );
}

/** One batch: its details and faculty, its students, its waiting list and who left it. */
export function BatchPage() {
  const { batchId = '' } = useParams();
  const query = useLiveQuery(
    (data) => data.getBatch(batchId),
    [batchId],
    ['batches', 'enrolments', 'students'],
  );
  const { t } = useLingui();
  const title = query.data?.batch.name ?? t`Batch`;
  useDocumentTitle(t`${title} · Admin Panel · Sankalp Institute`);

  if (query.status === 'success' && query.data) return <Batch detail={query.data} />;
  if (query.status === 'error' && query.error instanceof NotFoundError) {
    return (
      <PageContainer title={t`Batch not found`}>
        <EmptyState
          message={t`Batch not found.`}
          action={
            <ButtonLink to={LIST_PATH} variant="secondary">
              <Trans>Back to Batches</Trans>
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer title={t`Batch`}>
      <BackToBatches />
      {query.status === 'error' ? (
        <LoadError
          title={t`The batch could not be loaded`}
          message={describeError(query.error)}
          onRetry={query.reload}
          size="sm"
        />
      ) : (
        <Skeleton lines={8} label={t`Loading the batch…`} />
      )}
    </PageContainer>
  );
}

function Batch({ detail }: { detail: BatchDetail }) {
  const { batch, members } = detail;
  const manages = useHolds('batches.manage');
  const { t, i18n } = useLingui();
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
  const teacherList = teachers.data ?? [];
  const faculty: ReactNode =
    batch.faculty.length === 0
      ? t`None named yet`
      : batch.faculty
          .map(({ subject, staffId }) => {
            const name =
              teacherList.find((staff) => staff.id === staffId)?.name ?? t`a former staff member`;
            return `${subject}: ${name}`;
          })
          .join('; ');
  const { currentClass } = batch;
  const program = translateDataMessage(i18n, batch.program);
  const stream = translateDataMessage(i18n, batch.stream);
  const startsOn = formatDate(batch.startsOn);
  const endsOn = formatDate(batch.endsOn);
  const { enrolled: seatsTaken, capacity } = batch;

  return (
    <PageContainer title={batch.name} lead={t`${program} · Class ${currentClass} · ${stream}`}>
      <BackToBatches />
      <Card
        title={t`Details`}
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
            [t`Academic year`, batch.academicYear],
            [t`Dates`, t`${startsOn} to ${endsOn}`],
            [t`Room`, batch.room || '—'],
            [t`Seats taken`, t`${seatsTaken} of ${capacity}`],
            [t`Waiting`, String(batch.waiting)],
            [t`Faculty`, faculty],
          ]}
        />
      </Card>
      <BatchTimetable batch={batch} />
      <MemberSection
        title={t`Students`}
        members={enrolled}
        empty={manages ? t`No students yet. Enrol Student adds the first.` : t`No students yet.`}
        columns={[
          textColumn('rollNo', t`Roll No`, (member) => member.student.rollNo),
          textColumn('name', t`Name`, (member) => member.student.name, { emphasis: true }),
          textColumn('joined', t`Joined on`, (member) => formatDate(member.joinedOn ?? '')),
          ...(manages
            ? [
                {
                  id: 'actions',
                  header: t`Actions`,
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
        title={t`Waiting list`}
        members={waiting}
        empty={t`No one is waiting.`}
        columns={[
          {
            id: 'position',
            header: t`Position`,
            cell: (member) => String(waiting.indexOf(member) + 1),
          },
          textColumn('name', t`Name`, (member) => member.student.name, { emphasis: true }),
          textColumn('added', t`Waiting since`, (member) =>
            formatDate(member.addedAt.slice(0, 10)),
          ),
          ...(manages
            ? [
                {
                  id: 'actions',
                  header: t`Actions`,
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
          title={t`Left the batch`}
          members={left}
          empty=""
          columns={[
            textColumn('name', t`Name`, (member) => member.student.name, { emphasis: true }),
            textColumn('joined', t`From`, (member) =>
              member.joinedOn ? formatDate(member.joinedOn) : t`Waiting list`,
            ),
            textColumn('left', t`To`, (member) => formatDate(member.leftOn ?? '')),
            textColumn('reason', t`Why`, (member) => {
              if (!member.movedToBatchId) return member.reason ?? '';
              const to = batchName(member.movedToBatchId);
              const reason = member.reason ?? '';
              return t`Moved to ${to}: ${reason}`;
            }),
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
  const { t, i18n } = useLingui();
  const name = member.student.name;
  const [failure, setFailure] = useState<string | undefined>();
  async function promote() {
    setFailure(undefined);
    try {
      await repository.promoteEnrolment(member.id);
      toast.show({ message: t`${name} was given a seat.`, tone: 'success' });
    } catch (error) {
      setFailure(translateDataMessage(i18n, describeError(error)));
    }
  }
  return (
    <>
      <Button size="sm" disabled={full} onClick={() => void promote()}>
        <Trans>
          Promote<span className="visually-hidden"> {name}</span>
        </Trans>
      </Button>
      {full ? (
        <span>
          <Trans>Every seat is taken.</Trans>
        </span>
      ) : null}
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
