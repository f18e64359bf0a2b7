import {
  describeError,
  formatDate,
  formatMonth,
  useAreaPanel,
  useLiveQuery,
  useSignedInRecord,
} from '@/data';
import { ATTENDANCE_MARK_LABELS, timeOf } from '@/data/daily';
import type { AttendanceFigures } from '@/data/daily';
import {
  Card,
  DataTable,
  EmptyState,
  Alert,
  LoadError,
  PageContainer,
  Skeleton,
  StatCard,
  useDocumentTitle,
} from '@/ui';
import { hiddenFromParentsReason } from '@/data/parents';
import type { DataTableColumn } from '@/ui';

type FigureRow = { id: string; label: string; figures: AttendanceFigures };

const percentText = (figures: AttendanceFigures) =>
  figures.percent === null ? '—' : `${figures.percent}%`;

const figureColumns = (header: string): readonly DataTableColumn<FigureRow>[] => [
  { id: 'label', header, cell: (row) => row.label },
  { id: 'percent', header: 'Attendance', cell: (row) => percentText(row.figures) },
  { id: 'held', header: 'Classes', cell: (row) => String(row.figures.held) },
  { id: 'absent', header: 'Absent', cell: (row) => String(row.figures.absent) },
  { id: 'late', header: 'Late', cell: (row) => String(row.figures.late) },
];

/** A student's own attendance: the percentage, by subject and month, and the classes missed. */
export function MyAttendancePage() {
  useDocumentTitle(`Attendance · ${useAreaPanel()} · Sankalp Institute`);
  const student = useSignedInRecord('student');
  const report = useLiveQuery(
    (data) => data.studentAttendance(student.id),
    [student.id],
    ['registers'],
  );
  return (
    <PageContainer title="Attendance" lead="Your attendance in every class of your batches.">
      {report.status === 'loading' ? <Skeleton lines={5} label="Loading your attendance…" /> : null}
      {report.status === 'error' && hiddenFromParentsReason(report.error) ? (
        <Alert tone="info" title="Not shared">
          {hiddenFromParentsReason(report.error)}
        </Alert>
      ) : report.status === 'error' ? (
        <LoadError
          title="Your attendance could not be loaded"
          message={describeError(report.error)}
          onRetry={report.reload}
          size="sm"
        />
      ) : null}
      {report.status === 'success' && report.data ? (
        report.data.overall.held === 0 ? (
          <EmptyState message="No attendance has been taken in your classes yet." />
        ) : (
          <>
            <StatCard label="Attendance" value={percentText(report.data.overall)} />
            <Card title="By subject" headingLevel={2}>
              <DataTable
                caption="Attendance by subject"
                columns={figureColumns('Subject')}
                rows={report.data.bySubject.map(({ subject, figures }) => ({
                  id: subject,
                  label: subject,
                  figures,
                }))}
                getRowId={(row) => row.id}
              />
            </Card>
            <Card title="By month" headingLevel={2}>
              <DataTable
                caption="Attendance by month"
                columns={figureColumns('Month')}
                rows={report.data.byMonth.map(({ month, figures }) => ({
                  id: month,
                  label: formatMonth(`${month}-01`),
                  figures,
                }))}
                getRowId={(row) => row.id}
              />
            </Card>
            <Card title="Classes missed" headingLevel={2}>
              {report.data.missed.length === 0 ? (
                <p>None.</p>
              ) : (
                <ul>
                  {report.data.missed.map((item) => (
                    <li key={`${item.date}-${item.startMinute}-${item.subject}`}>
                      {`${formatDate(item.date)} ${timeOf(item.startMinute)} · ${item.subject} · ${ATTENDANCE_MARK_LABELS[item.status]}`}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </>
        )
      ) : null}
    </PageContainer>
  );
}
