import { Trans, useLingui } from '@lingui/react/macro';
import {
  describeError,
  formatIndianNumber,
  readAllPages,
  useLiveQuery,
  useSignedInRecord,
} from '@/data';
import type { Candidate, LiveQuery } from '@/data';
import { useDataMessage } from '@/features/data-messages';
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
import { usePendingDetailLabels } from './school-texts';

/** The school dashboard lists the newest 5 registrations. */
const RECENT_COUNT = 5;

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

  const { t } = useLingui();
  const schoolName = school.name;
  return (
    <PageContainer
      title={t`Dashboard`}
      lead={t`STSE registrations from ${schoolName}, newest first.`}
    >
      <div className={pageStyles.sections}>
        <SchoolRegistrations query={query} />
      </div>
    </PageContainer>
  );
}

function SchoolRegistrations({ query }: { query: LiveQuery<RegistrationSummary> }) {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const pendingDetailLabels = usePendingDetailLabels();
  if (query.status === 'loading') {
    return <Skeleton lines={6} label={t`Loading your registrations…`} />;
  }
  if (query.status === 'error') {
    return (
      <LoadError
        title={t`Your registrations could not be loaded`}
        message={dataMessage(describeError(query.error))}
        onRetry={query.reload}
      />
    );
  }
  const { total, recent, pending } = query.data;
  const rollNumber: DataTableColumn<Candidate> = {
    id: 'rollNo',
    header: t`Roll Number`,
    cell: (candidate) => candidate.rollNo,
  };
  const name: DataTableColumn<Candidate> = {
    id: 'name',
    header: t`Name`,
    cell: (candidate) => candidate.name,
  };
  const currentClass: DataTableColumn<Candidate> = {
    id: 'class',
    header: t`Class`,
    cell: (candidate) => candidate.currentClass,
    align: 'end',
  };
  const recentColumns: DataTableColumn<Candidate>[] = [
    rollNumber,
    name,
    currentClass,
    {
      id: 'registrationDate',
      header: t`Registration Date`,
      cell: (candidate) => <DateText value={candidate.registrationDate} />,
    },
  ];
  const pendingColumns: DataTableColumn<Candidate>[] = [
    rollNumber,
    name,
    currentClass,
    {
      id: 'pendingDetails',
      header: t`Details Still Needed`,
      cell: (candidate) => describePendingDetails(candidate.pendingDetails, pendingDetailLabels),
    },
  ];
  return (
    <>
      <div className={styles.stats}>
        <StatCard
          label={t`STSE Candidates`}
          value={formatIndianNumber(total)}
          to="/school/bulk-registration"
          linkLabel={t`Register students`}
        />
      </div>
      <Card title={t`Recent Registrations`}>
        {total === 0 ? (
          <EmptyState
            message={t`No students from your school have registered for STSE yet.`}
            action={
              <ButtonLink to="/school/bulk-registration">
                <Trans>Bulk Registration</Trans>
              </ButtonLink>
            }
          />
        ) : (
          <DataTable
            caption={t`Newest registrations from your school`}
            columns={recentColumns}
            rows={recent}
            getRowId={(candidate) => candidate.id}
          />
        )}
      </Card>
      {pending.length > 0 ? (
        <Card title={t`Details to Complete`}>
          <p>
            <Trans>
              These students were registered in bulk without some of the details their admit cards
              need. Please send the missing details to the institute.
            </Trans>
          </p>
          <DataTable
            caption={t`Students whose details are incomplete`}
            columns={pendingColumns}
            rows={pending}
            getRowId={(candidate) => candidate.id}
          />
        </Card>
      ) : null}
    </>
  );
}
