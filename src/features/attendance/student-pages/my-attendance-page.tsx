import { Trans, useLingui } from '@lingui/react/macro';
import { describeError, formatDate, formatMonth, useLiveQuery, useSignedInRecord } from '@/data';
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
import type { ReactNode } from 'react';
import { useAreaPanelName } from '@/features/data-messages';

type FigureRow = { id: string; label: string; figures: AttendanceFigures };

const percentText = (figures: AttendanceFigures) =>
  figures.percent === null ? '—' : `${figures.percent}%`;

const figureColumns = (header: ReactNode): readonly DataTableColumn<FigureRow>[] => [
  { id: 'label', header, cell: (row) => row.label },
  { id: 'percent', header: <Trans>Attendance</Trans>, cell: (row) => percentText(row.figures) },
  { id: 'held', header: <Trans>Classes</Trans>, cell: (row) => String(row.figures.held) },
  { id: 'absent', header: <Trans>Absent</Trans>, cell: (row) => String(row.figures.absent) },
  { id: 'late', header: <Trans>Late</Trans>, cell: (row) => String(row.figures.late) },
];

/** A student's own attendance: the percentage, by subject and month, and the classes missed. */
export function MyAttendancePage() {
  const { t } = useLingui();
  useDocumentTitle(`${t`Attendance`} · ${useAreaPanelName()} · Sankalp Institute`);
  const student = useSignedInRecord('student');
  const report = useLiveQuery(
    (data) => data.studentAttendance(student.id),
    [student.id],
    ['registers'],
  );
  return (
    <PageContainer
      title={<Trans>Attendance</Trans>}
      lead={<Trans>Your attendance in every class of your batches.</Trans>}
    >
      {report.status === 'loading' ? (
        <Skeleton lines={5} label={t`Loading your attendance…`} />
      ) : null}
      {report.status === 'error' && hiddenFromParentsReason(report.error) ? (
        <Alert tone="info" title={t`Not shared`}>
          {hiddenFromParentsReason(report.error)}
        </Alert>
      ) : report.status === 'error' ? (
        <LoadError
          title={t`Your attendance could not be loaded`}
          message={describeError(report.error)}
          onRetry={report.reload}
          size="sm"
        />
      ) : null}
      {report.status === 'success' && report.data ? (
        report.data.overall.held === 0 ? (
          <EmptyState message={<Trans>No attendance has been taken in your classes yet.</Trans>} />
        ) : (
          <>
            <StatCard label={t`Attendance`} value={percentText(report.data.overall)} />
            <Card title={<Trans>By subject</Trans>} headingLevel={2}>
              <DataTable
                caption={t`Attendance by subject`}
                columns={figureColumns(<Trans>Subject</Trans>)}
                rows={report.data.bySubject.map(({ subject, figures }) => ({
                  id: subject,
                  label: subject,
                  figures,
                }))}
                getRowId={(row) => row.id}
              />
            </Card>
            <Card title={<Trans>By month</Trans>} headingLevel={2}>
              <DataTable
                caption={t`Attendance by month`}
                columns={figureColumns(<Trans>Month</Trans>)}
                rows={report.data.byMonth.map(({ month, figures }) => ({
                  id: month,
                  label: formatMonth(`${month}-01`),
                  figures,
                }))}
                getRowId={(row) => row.id}
              />
            </Card>
            <Card title={<Trans>Classes missed</Trans>} headingLevel={2}>
              {report.data.missed.length === 0 ? (
                <p>
                  <Trans>None.</Trans>
                </p>
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
