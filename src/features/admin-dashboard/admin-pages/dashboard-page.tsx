import { Trans, useLingui } from '@lingui/react/macro';
import { describeError, formatIndianNumber, useLiveQuery } from '@/data';
import type { Candidate, DashboardOverview } from '@/data';
import type { Permission } from '@/data/permissions';
import { usePermissions } from '@/features/auth';
import { CalendarCard } from '@/features/calendar';
import { AdmissionsStatCard } from '@/features/enquiries';
import { TodaysClassesCard } from '@/features/timetable';
import {
  Card,
  DataTable,
  DateText,
  EmptyState,
  LoadError,
  Money,
  PageContainer,
  Skeleton,
  StatCard,
  useDocumentTitle,
} from '@/ui';
import type { DataTableColumn } from '@/ui';
import { DashboardTrendCharts } from './dashboard-trends';
import styles from './dashboard-page.module.css';

const recentColumns: readonly DataTableColumn<Candidate>[] = [
  { id: 'rollNo', header: <Trans>Roll No.</Trans>, cell: (candidate) => candidate.rollNo },
  { id: 'name', header: <Trans>Name</Trans>, cell: (candidate) => candidate.name },
  { id: 'school', header: <Trans>School</Trans>, cell: (candidate) => candidate.schoolName },
  {
    id: 'class',
    header: <Trans>Class</Trans>,
    cell: (candidate) => candidate.currentClass,
    align: 'end',
  },
  {
    id: 'registered',
    header: <Trans>Registered on</Trans>,
    cell: (candidate) => <DateText value={candidate.registrationDate} />,
  },
];

export function AdminDashboardPage() {
  // Counts and sums worked out where the records are: the page never downloads a whole list.
  const overview = useLiveQuery(
    (repository) => repository.getDashboardOverview(),
    [],
    ['students', 'stseCandidates', 'schools', 'materials', 'supportTickets'],
  );
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard · Admin Panel · Sankalp Institute`);

  return (
    <PageContainer title={t`Dashboard`} lead={t`Fees, tickets and registrations at a glance.`}>
      {overview.status === 'loading' ? (
        <Skeleton lines={6} label={t`Loading the dashboard…`} />
      ) : overview.status === 'error' ? (
        <LoadError
          title={t`The dashboard could not be loaded.`}
          message={describeError(overview.error)}
          onRetry={overview.reload}
          size="sm"
        />
      ) : (
        <DashboardContent overview={overview.data} />
      )}
    </PageContainer>
  );
}

function DashboardContent({ overview }: { overview: DashboardOverview }) {
  const held = usePermissions();
  const { t } = useLingui();
  const count = (value: number) => formatIndianNumber(value);
  // A card links to its page only for a staff member who may open it.
  const linkTo = (to: string, linkLabel: string, permission: Permission) =>
    held.includes(permission) ? { to, linkLabel } : {};
  return (
    <div className={styles.content}>
      <section aria-label={t`Key figures`} className={styles.cards}>
        {overview.fees && held.includes('fees.view') ? (
          <>
            <StatCard
              label={t`Total Collection`}
              value={<Money amount={overview.fees.totalCollection} />}
              to="/admin/fee-management"
              linkLabel={t`Manage fees`}
            />
            <StatCard
              label={t`Pending Dues`}
              value={<Money amount={overview.fees.pendingDues} />}
              to="/admin/fee-management"
              linkLabel={t`View dues`}
            />
          </>
        ) : null}
        {held.includes('enquiries.manage') ? <AdmissionsStatCard /> : null}
        <StatCard
          label={t`Open Tickets`}
          value={count(overview.openTicketCount)}
          {...linkTo('/admin/support', t`View tickets`, 'support.manage')}
        />
        <StatCard
          label={t`Students`}
          value={count(overview.studentCount)}
          {...linkTo('/admin/student-management', t`Manage students`, 'students.view')}
        />
        <StatCard
          label={t`STSE Candidates`}
          value={count(overview.candidateCount)}
          {...linkTo('/admin/stse-management', t`Manage STSE`, 'candidates.view')}
        />
        <StatCard
          label={t`Partner Schools`}
          value={count(overview.schoolCount)}
          {...linkTo('/admin/school-management', t`Manage schools`, 'schools.manage')}
        />
        <StatCard
          label={t`Study Materials`}
          value={count(overview.materialCount)}
          {...linkTo('/admin/material-management', t`Manage materials`, 'materials.manage')}
        />
      </section>
      {held.includes('batches.teach') ? (
        // Faculty always see their day; the office and owner only on a day they teach.
        <TodaysClassesCard who="staff" hideWhenEmpty={held.includes('batches.view')} />
      ) : null}
      <DashboardTrendCharts />
      {held.includes('candidates.view') ? (
        <Card title={t`Recent STSE Registrations`}>
          {overview.recentCandidates.length === 0 ? (
            <EmptyState message={t`No STSE registrations yet.`} />
          ) : (
            <DataTable
              caption={t`The newest STSE registrations`}
              columns={recentColumns}
              rows={overview.recentCandidates}
              getRowId={(candidate) => candidate.id}
            />
          )}
        </Card>
      ) : null}
      {held.includes('batches.teach') ? <CalendarCard who="staff" /> : null}
    </div>
  );
}
