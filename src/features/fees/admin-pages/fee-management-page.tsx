import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { describeError, feeTotals, todayIso, useLiveQuery } from '@/data';
import {
  Badge,
  Button,
  DataTable,
  LoadError,
  Money,
  moneyColumn,
  numberColumn,
  PageContainer,
  saveFile,
  Spinner,
  StatCard,
  textColumn,
  useDocumentTitle,
} from '@/ui';
import type { DataTableColumn } from '@/ui';
import { CSV_FILE_TYPE, feeReportCsv, feeReportFileName, feeReportRows } from '../model/fee-report';
import type { FeeReportRow } from '../model/fee-report';
import { DayBook } from './day-book';
import styles from './fee-management-page.module.css';

const columns: readonly DataTableColumn<FeeReportRow>[] = [
  textColumn('rollNo', 'Roll No', (row) => row.rollNo),
  textColumn('name', 'Name', (row) => row.name),
  numberColumn('class', 'Class', (row) => row.currentClass),
  moneyColumn('totalFee', 'Total Fee', (row) => row.totalFee),
  moneyColumn('paid', 'Paid', (row) => row.paid),
  moneyColumn('pending', 'Pending', (row) => row.pending),
  {
    id: 'overdue',
    header: 'Overdue Installments',
    cell: (row) =>
      row.overdueCount > 0 ? <Badge tone="danger">{row.overdueCount}</Badge> : row.overdueCount,
    sortValue: (row) => row.overdueCount,
    align: 'end',
  },
  {
    id: 'manage',
    header: 'Fees',
    cell: (row) => (
      <Link
        to={`/admin/student-management/${row.studentId}`}
        aria-label={`Manage Fees for ${row.name}`}
      >
        Manage Fees
      </Link>
    ),
  },
];

const getRowId = (row: FeeReportRow) => row.studentId;

/** Fee totals over all students, a per-student table with overdue counts, and a CSV export. */
export function FeeManagementPage() {
  useDocumentTitle('Fee Management · Admin Panel · Sankalp Institute');
  const students = useLiveQuery((repository) => repository.listStudents(), [], ['students']);
  const today = todayIso();
  const rows = useMemo(
    () => (students.data ? feeReportRows(students.data, today) : []),
    [students.data, today],
  );
  const totals = useMemo(() => feeTotals(students.data ?? []), [students.data]);
  const loaded = students.status === 'success';

  function exportCsv() {
    saveFile(new Blob([feeReportCsv(rows)], { type: CSV_FILE_TYPE }), feeReportFileName(today));
  }

  return (
    <PageContainer
      title="Fee Management"
      lead="What has been collected and what is still due, student by student."
    >
      <div className={styles.content}>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={exportCsv} disabled={!loaded || rows.length === 0}>
            Export CSV
          </Button>
        </div>
        {students.status === 'error' ? (
          <LoadError
            title="The fee records could not be loaded"
            message={describeError(students.error)}
            onRetry={students.reload}
            size="sm"
          />
        ) : (
          <>
            <div className={styles.totals}>
              <StatCard
                label="Total Collection"
                value={loaded ? <Money amount={totals.totalCollection} /> : <TotalLoading />}
              />
              <StatCard
                label="Pending Dues"
                value={loaded ? <Money amount={totals.pendingDues} /> : <TotalLoading />}
              />
            </div>
            <DataTable
              caption="Fees by student"
              columns={columns}
              rows={rows}
              getRowId={getRowId}
              status={loaded ? 'ready' : 'loading'}
              emptyMessage="No students found."
            />
          </>
        )}
        <DayBook />
      </div>
    </PageContainer>
  );
}

function TotalLoading() {
  return <Spinner size="sm" label="Loading the total…" />;
}
