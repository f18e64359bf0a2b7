import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { describeError, useLiveQuery } from '@/data';
import type { Branch } from '@/data';
import type { BatchSummary } from '@/data/daily';
import { useHolds } from '@/features/auth';
import { translateDataMessage } from '@/features/data-messages';
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

const branchNameOf = (batch: BatchSummary, branches: readonly Branch[]) =>
  branches.find((branch) => branch.id === (batch.branchId ?? branches[0]?.id))?.name ?? '';

function BatchLink({ batch }: { batch: BatchSummary }) {
  return <Link to={`/admin/batches/${batch.id}`}>{batch.name}</Link>;
}

/**
 * The batches: a table, or on a phone a card each. Whoever manages batches adds them here;
 * faculty see the batches they teach.
 */
export function BatchesPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Batches · Admin Panel · Sankalp Institute`);
  const manages = useHolds('batches.manage');
  const batches = useLiveQuery((data) => data.listBatches(), [], ['batches', 'enrolments']);
  const branches = useLiveQuery((data) => data.listBranches(), [], ['branches']);
  const teachers = useLiveQuery((data) => data.listTeachers(), [], ['staff']);
  const branchList = useMemo(() => branches.data ?? [], [branches.data]);
  const seatsOf = ({ enrolled, capacity }: BatchSummary) => t`${enrolled} of ${capacity}`;
  // The Branch column shows only when the institute has more than one branch.
  const columns: readonly DataTableColumn<BatchSummary>[] = useMemo(
    () => [
      {
        id: 'name',
        header: t`Batch`,
        cell: (batch) => <BatchLink batch={batch} />,
        sortValue: (batch) => batch.name,
      },
      textColumn('program', t`Program`, (batch) => translateDataMessage(i18n, batch.program)),
      numberColumn('class', t`Class`, (batch) => batch.currentClass),
      textColumn('stream', t`Stream`, (batch) => translateDataMessage(i18n, batch.stream)),
      textColumn('year', t`Academic year`, (batch) => batch.academicYear),
      ...(branchList.length > 1
        ? [
            textColumn<BatchSummary>('branch', t`Branch`, (batch) =>
              branchNameOf(batch, branchList),
            ),
          ]
        : []),
      {
        id: 'seats',
        header: t`Seats taken`,
        cell: ({ enrolled, capacity }) => t`${enrolled} of ${capacity}`,
        sortValue: (batch) => batch.enrolled,
      },
      numberColumn('waiting', t`Waiting`, (batch) => batch.waiting),
      textColumn('room', t`Room`, (batch) => batch.room || '—'),
    ],
    [branchList, t, i18n],
  );
  const rows = batches.status === 'success' ? (batches.data ?? []) : [];
  return (
    <ListPage
      title={t`Batches`}
      lead={t`The groups students are taught in: seats, waiting lists and who teaches each subject.`}
      actions={
        manages ? (
          <AddBatchDialog branches={branchList} teachers={teachers.data ?? []} />
        ) : undefined
      }
    >
      <div className={rows.length > 0 ? styles.wideOnly : undefined}>
        <ListTable
          caption={t`Batches`}
          columns={columns}
          query={batches}
          emptyMessage={
            manages ? t`No batches yet. Add Batch makes the first.` : t`You teach no batch yet.`
          }
          loadErrorTitle={t`The batches could not be loaded.`}
          describeError={describeError}
        />
      </div>
      {rows.length > 0 ? (
        <ul className={styles.cards} aria-label={t`Batches`}>
          {rows.map((batch) => (
            <li key={batch.id}>
              <Card title={<BatchLink batch={batch} />} headingLevel={2}>
                <DetailList
                  items={[
                    [t`Program`, translateDataMessage(i18n, batch.program)],
                    [
                      t`Class`,
                      `${batch.currentClass} · ${translateDataMessage(i18n, batch.stream)}`,
                    ],
                    [t`Academic year`, batch.academicYear],
                    ...(branchList.length > 1
                      ? [[t`Branch`, branchNameOf(batch, branchList)] as const]
                      : []),
                    [t`Seats taken`, seatsOf(batch)],
                    [t`Waiting`, String(batch.waiting)],
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
