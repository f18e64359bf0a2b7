import { Trans, useLingui } from '@lingui/react/macro';
import {
  describeError,
  materialsForStudent,
  NEW_MATERIAL_DAYS,
  newMaterials,
  notificationsForStudents,
  studentFeeSummary,
  todayIso,
  useAreaBase,
  useLiveQuery,
  useSignedInRecord,
} from '@/data';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  Money,
  PageContainer,
  Spinner,
  StatCard,
  useDocumentTitle,
} from '@/ui';
import { CalendarCard } from '@/features/calendar';
import { TodaysClassesCard, WeekTimetableCard } from '@/features/timetable';
import styles from './dashboard-page.module.css';
import pageStyles from './student-pages.module.css';
import { useAreaPanelName } from '@/features/data-messages';

export function StudentDashboardPage() {
  const { t } = useLingui();
  useDocumentTitle(`${t`Dashboard`} · ${useAreaPanelName()} · Sankalp Institute`);
  const student = useSignedInRecord('student');
  // A parent sees the same dashboard for their child, without the child's own profile and
  // calendar link.
  const base = useAreaBase();
  const ownArea = base === '/student';
  const { currentClass, stream } = student;
  const counts = useLiveQuery(
    async (repository) => {
      const [materials, notifications] = await Promise.all([
        repository.listMaterials(),
        repository.listNotifications(),
      ]);
      const now = new Date();
      return {
        newMaterials: newMaterials(materialsForStudent(materials, { currentClass, stream }), now)
          .length,
        notifications: notificationsForStudents(notifications, todayIso(now)).length,
      };
    },
    [currentClass, stream],
    ['materials', 'notifications'],
  );
  const countValue = (pick: (data: NonNullable<typeof counts.data>) => number) => {
    if (counts.status === 'success') return pick(counts.data);
    if (counts.status === 'error') return t`Unavailable`;
    return <Spinner size="sm" label={t`Counting…`} />;
  };

  const days = NEW_MATERIAL_DAYS;
  return (
    <PageContainer
      title={<Trans>Dashboard</Trans>}
      lead={
        ownArea ? (
          <Trans>Your fees, new materials and notifications at a glance.</Trans>
        ) : (
          <Trans>Your child's fees, new materials and notifications at a glance.</Trans>
        )
      }
    >
      <div className={pageStyles.sections}>
        <div className={styles.stats}>
          <StatCard
            label={t`Pending Fees`}
            value={<Money amount={studentFeeSummary(student).pending} />}
            to={`${base}/fees`}
            linkLabel={t`View fee details`}
          />
          <StatCard
            label={t`New Materials (last ${days} days)`}
            value={countValue((data) => data.newMaterials)}
            to={`${base}/materials`}
            linkLabel={t`Go to downloads`}
          />
          <StatCard
            label={t`Notifications`}
            value={countValue((data) => data.notifications)}
            to={`${base}/notifications`}
            linkLabel={t`View notifications`}
          />
        </div>
        {counts.status === 'error' ? (
          <Alert tone="error" title={t`Materials and notifications could not be counted`}>
            <div className={pageStyles.stack}>
              <p>{describeError(counts.error)}</p>
              <Button variant="secondary" onClick={counts.reload}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          </Alert>
        ) : null}
        <TodaysClassesCard who="student" />
        <WeekTimetableCard />
        <Card title={<Trans>Quick Links</Trans>}>
          <div className={styles.links}>
            {ownArea ? (
              <ButtonLink to="/student/profile" variant="secondary">
                <Trans>View Profile</Trans>
              </ButtonLink>
            ) : null}
            <ButtonLink to={`${base}/support`} variant="secondary">
              <Trans>Contact Support</Trans>
            </ButtonLink>
          </div>
        </Card>
        {ownArea ? <CalendarCard who="student" /> : null}
      </div>
    </PageContainer>
  );
}
