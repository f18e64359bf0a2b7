import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  describeError,
  FEE_SORT_KEYS,
  readAllPages,
  todayIso,
  useData,
  useLiveQuery,
} from '@/data';
import type { FeeReportRow } from '@/data';
import { IfPermitted } from '@/features/auth';
import {
  Alert,
  Badge,
  Button,
  LoadError,
  Money,
  moneyColumn,
  numberColumn,
  PageContainer,
  querySort,
  RemoteDataTable,
  remoteSortableColumns,
  Spinner,
  StatCard,
  textColumn,
  useDocumentTitle,
  useTablePaging,
} from '@/ui';
import type { DataTableColumn } from '@/ui';
import { feeReportCsv, feeReportFileName } from '../model/fee-report';
import { DayBook } from './day-book';
import { BranchesCard } from './branches-card';
import { GstRegistrationCard } from './gst-registration';
import { GstSummary } from './gst-summary';
import { PayeeDetailsCard } from './payee-details';
import { PaymentsToReconcileCard } from './payments-to-reconcile';
import { ToVerifyCard } from './to-verify';
import { useCsvExport } from './use-csv-export';
import styles from './fee-management-page.module.css';

const getRowId = (row: FeeReportRow) => row.studentId;

/**
 * Fee totals over all students, a per-student table with overdue counts, a CSV export, the day
 * book, the GST summary, the payment details students are shown and the GST registration.
 */
export function FeeManagementPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Fee Management · Admin Panel · Sankalp Institute`);
  // Sorted by the query: the sortable columns are named by its sort keys.
  const columns: readonly DataTableColumn<FeeReportRow>[] = useMemo(
    () =>
      remoteSortableColumns<FeeReportRow>(
        [
          textColumn('rollNo', t`Roll No`, (row) => row.rollNo),
          textColumn('name', t`Name`, (row) => row.name),
          numberColumn('class', t`Class`, (row) => row.currentClass),
          moneyColumn('totalFee', t`Total Fee`, (row) => row.totalFee),
          moneyColumn('paid', t`Paid`, (row) => row.paid),
          moneyColumn('pending', t`Pending`, (row) => row.pending),
          {
            id: 'overdue',
            header: t`Overdue Installments`,
            cell: (row) =>
              row.overdueCount > 0 ? (
                <Badge tone="danger">{row.overdueCount}</Badge>
              ) : (
                row.overdueCount
              ),
            sortValue: (row) => row.overdueCount,
            align: 'end',
          },
          { id: 'manage', header: t`Fees`, cell: (row) => <ManageFeesLink row={row} /> },
        ],
        FEE_SORT_KEYS,
      ),
    [t],
  );
  const repository = useData();
  const today = todayIso();
  // No search or filter here: the pages change only by paging and sorting.
  const paging = useTablePaging({ filterKey: '' });
  const { page, pageSize, sort } = paging.state;
  // One page of rows, with the totals over every student.
  const feeTable = useLiveQuery(
    (data) => data.queryFeeTable({ today, page, pageSize, sort: querySort(sort, FEE_SORT_KEYS) }),
    [today, page, pageSize, sort],
    ['students'],
  );
  const loaded = feeTable.status === 'success';
  const total = feeTable.data?.total ?? 0;
  const csvExport = useCsvExport(t`The fee report could not be exported.`);

  function exportCsv() {
    // The whole list in its usual order, read a page at a time.
    void csvExport.exportCsv(async () => ({
      csv: feeReportCsv(
        await readAllPages((request) => repository.queryFeeTable({ today, ...request })),
      ),
      fileName: feeReportFileName(today),
    }));
  }

  return (
    <PageContainer
      title={t`Fee Management`}
      lead={t`What has been collected and what is still due, student by student.`}
    >
      <div className={styles.content}>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={exportCsv}
            disabled={!loaded || total === 0 || csvExport.exporting}
          >
            <Trans>Export CSV</Trans>
          </Button>
        </div>
        {csvExport.error ? <Alert tone="error">{csvExport.error}</Alert> : null}
        {feeTable.status === 'error' ? (
          <LoadError
            title={t`The fee records could not be loaded`}
            message={describeError(feeTable.error)}
            onRetry={feeTable.reload}
            size="sm"
          />
        ) : (
          <>
            <div className={styles.totals}>
              <StatCard
                label={t`Total Collection`}
                value={
                  feeTable.data ? (
                    <Money amount={feeTable.data.totals.totalCollection} />
                  ) : (
                    <TotalLoading />
                  )
                }
              />
              <StatCard
                label={t`Pending Dues`}
                value={
                  feeTable.data ? (
                    <Money amount={feeTable.data.totals.pendingDues} />
                  ) : (
                    <TotalLoading />
                  )
                }
              />
            </div>
            <RemoteDataTable
              caption={t`Fees by student`}
              columns={columns}
              rows={feeTable.data?.rows ?? []}
              total={total}
              shown={feeTable.data}
              {...paging}
              getRowId={getRowId}
              status={loaded ? 'ready' : 'loading'}
              emptyMessage={t`No students found.`}
            />
          </>
        )}
        {/* Each card only for those who may use it; its data is never asked for otherwise. */}
        <IfPermitted permission="fees.verify">
          <PaymentsToReconcileCard />
          <ToVerifyCard />
        </IfPermitted>
        <IfPermitted permission="reports.view">
          <DayBook />
          <GstSummary />
        </IfPermitted>
        <IfPermitted permission="settings.manage">
          <PayeeDetailsCard />
          <GstRegistrationCard />
        </IfPermitted>
        <IfPermitted permission="branches.manage">
          <BranchesCard />
        </IfPermitted>
      </div>
    </PageContainer>
  );
}

function TotalLoading() {
  const { t } = useLingui();
  return <Spinner size="sm" label={t`Loading the total…`} />;
}

function ManageFeesLink({ row }: { row: FeeReportRow }) {
  const { t } = useLingui();
  const name = row.name;
  return (
    <Link to={`/admin/student-management/${row.studentId}`} aria-label={t`Manage Fees for ${name}`}>
      <Trans>Manage Fees</Trans>
    </Link>
  );
}
