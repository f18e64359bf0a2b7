import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { describeError, useLiveQuery } from '@/data';
import type { Branch } from '@/data';
import type { BatchSummary } from '@/data/daily';
import { useHolds } from '@/features/auth';
import {
  Card,
  DetailList,
  ListPage,
  ListTable,
  numberColumn,
  textColumn,
  useDocumentTitle,
} from '@/ui';
import type { DataTableColumn } from '@/ui';
import { AddBatchDialog } from './batch-form-dialog';
import styles from './batches.module.css';

export const NO_BATCHES_MESSAGE = 'No batches yet. Add Batch makes the first.';
export const NO_TAUGHT_BATCHES_MESSAGE = 'You teach no batch yet.';

const seatsOf = (batch: BatchSummary) => `${batch.enrolled} of ${batch.capacity}`;
const branchNameOf = (batch: BatchSummary, branches: readonly Branch[]) =>
  branches.find((branch) => branch.id === (batch.branchId ?? branches[0]?.id))?.name ?? '';

function BatchLink({ batch }: { batch: BatchSummary }) {
  return <Link to={`/admin/batches/${batch.id}`}>{batch.name}</Link>;
}

/** The Branch column shows only when the institute has more than one branch. */
function columnsFor(branches: readonly Branch[]): readonly DataTableColumn<BatchSummary>[] {
  return [
    {
      id: 'name',
      header: 'Batch',
      cell: (batch) => <BatchLink batch={batch} />,
      sortValue: (batch) => batch.name,
    },
    textColumn('program', 'Program', (batch) => batch.program),
    numberColumn('class', 'Class', (batch) => batch.currentClass),
    textColumn('stream', 'Stream', (batch) => batch.stream),
    textColumn('year', 'Academic year', (batch) => batch.academicYear),
    ...(branches.length > 1
      ? [textColumn<BatchSummary>('branch', 'Branch', (batch) => branchNameOf(batch, branches))]
      : []),
    { id: 'seats', header: 'Seats taken', cell: seatsOf, sortValue: (batch) => batch.enrolled },
    numberColumn('waiting', 'Waiting', (batch) => batch.waiting),
    textColumn('room', 'Room', (batch) => batch.room || '—'),
  ];
}

/**
 * The batches: a table, or on a phone a card each. Whoever manages batches adds them here;
 * faculty see the batches they teach.
 */
export function BatchesPage() {
  useDocumentTitle('Batches · Admin Panel · Sankalp Institute');
  const manages = useHolds('batches.manage');
  const batches = useLiveQuery((data) => data.listBatches(), [], ['batches', 'enrolments']);
  const branches = useLiveQuery((data) => data.listBranches(), [], ['branches']);
  const teachers = useLiveQuery((data) => data.listTeachers(), [], ['staff']);
  const branchList = useMemo(() => branches.data ?? [], [branches.data]);
  const columns = useMemo(() => columnsFor(branchList), [branchList]);
  const rows = batches.status === 'success' ? (batches.data ?? []) : [];
  return (
    <ListPage
      title="Batches"
      lead="The groups students are taught in: seats, waiting lists and who teaches each subject."
      actions={
        manages ? (
          <AddBatchDialog branches={branchList} teachers={teachers.data ?? []} />
        ) : undefined
      }
    >
      <div className={rows.length > 0 ? styles.wideOnly : undefined}>
        <ListTable
          caption="Batches"
          columns={columns}
          query={batches}
          emptyMessage={manages ? NO_BATCHES_MESSAGE : NO_TAUGHT_BATCHES_MESSAGE}
          loadErrorTitle="The batches could not be loaded."
          describeError={describeError}
        />
      </div>
      {rows.length > 0 ? (
        <ul className={styles.cards} aria-label="Batches">
          {rows.map((batch) => (
            <li key={batch.id}>
              <Card title={<BatchLink batch={batch} />} headingLevel={2}>
                <DetailList
                  items={[
                    ['Program', batch.program],
                    ['Class', `${batch.currentClass} · ${batch.stream}`],
                    ['Academic year', batch.academicYear],
                    ...(branchList.length > 1
                      ? [['Branch', branchNameOf(batch, branchList)] as const]
                      : []),
                    ['Seats taken', seatsOf(batch)],
                    ['Waiting', String(batch.waiting)],
                  ]}
                />
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </ListPage>
  );
}
