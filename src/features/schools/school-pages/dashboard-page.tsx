import {
  describeError,
  formatIndianNumber,
  readAllPages,
  useLiveQuery,
  useSignedInRecord,
} from '@/data';
import type { Candidate, LiveQuery } from '@/data';
import {
  ButtonLink,
  Card,
  DataTable,
  DateText,
  EmptyState,
  LoadError,
  PageContainer,
  Skeleton,
  StatCard,
} from '@/ui';
import type { DataTableColumn } from '@/ui';
import { describePendingDetails } from '../model/bulk-row';
import styles from './dashboard-page.module.css';
import pageStyles from './school-pages.module.css';

/** The school dashboard lists the newest 5 registrations. */
const RECENT_COUNT = 5;

const recentColumns: readonly DataTableColumn<Candidate>[] = [
  { id: 'rollNo', header: 'Roll Number', cell: (candidate) => candidate.rollNo },
  { id: 'name', header: 'Name', cell: (candidate) => candidate.name },
  { id: 'class', header: 'Class', cell: (candidate) => candidate.currentClass, align: 'end' },
  {
    id: 'registrationDate',
    header: 'Registration Date',
    cell: (candidate) => <DateText value={candidate.registrationDate} />,
  },
];

const pendingColumns: readonly DataTableColumn<Candidate>[] = [
  { id: 'rollNo', header: 'Roll Number', cell: (candidate) => candidate.rollNo },
  { id: 'name', header: 'Name', cell: (candidate) => candidate.name },
  { id: 'class', header: 'Class', cell: (candidate) => candidate.currentClass, align: 'end' },
  {
    id: 'pendingDetails',
    header: 'Details Still Needed',
    cell: (candidate) => describePendingDetails(candidate.pendingDetails),
  },
];

const EMPTY_MESSAGE = 'No students from your school have registered for STSE yet.';

type RegistrationSummary = {
  /** How many candidates the school has registered. */
  total: number;
  /** The newest RECENT_COUNT. */
  recent: Candidate[];
  /** Those registered in bulk without some of their admit card's details. */
  pending: Candidate[];
};

export function SchoolDashboardPage() {
  const school = useSignedInRecord('school');
  const query = useLiveQuery(
    async (repository): Promise<RegistrationSummary> => {
      const schoolId = school.id;
      const [newest, pending] = await Promise.all([
        repository.queryCandidates({ schoolId, page: 1, pageSize: RECENT_COUNT }),
        // Only the rows still owing details: this re-reads on every registration anywhere.
        readAllPages((request) =>
          repository.queryCandidates({ schoolId, detailsPending: true, ...request }),
        ),
      ]);
      return { total: newest.total, recent: newest.rows, pending };
    },
    [school.id],
    ['stseCandidates'],
  );

  return (
    <PageContainer title="Dashboard" lead={`STSE registrations from ${school.name}, newest first.`}>
      <div className={pageStyles.sections}>
        <SchoolRegistrations query={query} />
      </div>
    </PageContainer>
  );
}

function SchoolRegistrations({ query }: { query: LiveQuery<RegistrationSummary> }) {
  if (query.status === 'loading') {
    return <Skeleton lines={6} label="Loading your registrations…" />;
  }
  if (query.status === 'error') {
    return (
      <LoadError
        title="Your registrations could not be loaded"
        message={describeError(query.error)}
        onRetry={query.reload}
      />
    );
  }
  const { total, recent, pending } = query.data;
  return (
    <>
      <div className={styles.stats}>
        <StatCard
          label="STSE Candidates"
          value={formatIndianNumber(total)}
          to="/school/bulk-registration"
          linkLabel="Register students"
        />
      </div>
      <Card title="Recent Registrations">
        {total === 0 ? (
          <EmptyState
            message={EMPTY_MESSAGE}
            action={<ButtonLink to="/school/bulk-registration">Bulk Registration</ButtonLink>}
          />
        ) : (
          <DataTable
            caption="Newest registrations from your school"
            columns={recentColumns}
            rows={recent}
            getRowId={(candidate) => candidate.id}
          />
        )}
      </Card>
      {pending.length > 0 ? (
        <Card title="Details to Complete">
          <p>
            These students were registered in bulk without some of the details their admit cards
            need. Please send the missing details to the institute.
          </p>
          <DataTable
            caption="Students whose details are incomplete"
            columns={pendingColumns}
            rows={pending}
            getRowId={(candidate) => candidate.id}
          />
        </Card>
      ) : null}
    </>
  );
}
