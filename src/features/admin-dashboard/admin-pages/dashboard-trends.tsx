import { useLingui } from '@lingui/react/macro';
import {
  describeError,
  formatDate,
  formatIndianNumber,
  formatMonth,
  formatRupees,
  useLiveQuery,
} from '@/data';
import type { DashboardTrends } from '@/data';
import { usePermissions } from '@/features/auth';
import { Card, Chart, LoadError, Skeleton } from '@/ui';
import styles from './dashboard-page.module.css';

/** "22 Nov" under the axis; the table and the tooltip name the day in full. */
const dayAndMonth = (day: string) => formatDate(day).replace(/ \d{4}$/, '');

function FeesByMonth({ fees }: { fees: NonNullable<DashboardTrends['fees']> }) {
  // Twelve empty months draw as the empty message, not as a flat line at ₹0.
  const none = fees.every((month) => month.due === 0 && month.collected === 0);
  const points = (amount: (month: (typeof fees)[number]) => number) =>
    none ? [] : fees.map((month) => ({ label: formatMonth(month.month), value: amount(month) }));
  const { t } = useLingui();
  return (
    <Card title={t`Fees by month`}>
      <Chart
        title={t`Fees collected against fees due, last 12 months`}
        kind="bar"
        labelHeader={t`Month`}
        formatValue={formatRupees}
        emptyMessage={t`No fees fell due or were collected in the last 12 months.`}
        series={[
          { name: t`Due`, points: points((month) => month.due) },
          { name: t`Collected`, points: points((month) => month.collected) },
        ]}
      />
    </Card>
  );
}

function RegistrationsByDay({
  registrations,
}: {
  registrations: NonNullable<DashboardTrends['registrations']>;
}) {
  const none = registrations.every((day) => day.count === 0);
  const { t } = useLingui();
  return (
    <Card title={t`STSE registrations per day`}>
      <Chart
        title={t`STSE registrations, last 30 days`}
        kind="bar"
        labelHeader={t`Day`}
        formatValue={formatIndianNumber}
        emptyMessage={t`No STSE registrations in the last 30 days.`}
        series={[
          {
            name: t`Registrations`,
            points: (none ? [] : registrations).map(({ day, count }) => ({
              label: formatDate(day),
              shortLabel: dayAndMonth(day),
              value: count,
            })),
          },
        ]}
      />
    </Card>
  );
}

/**
 * The dashboard's charts, each shown only with what the caller may see (the answer leaves out
 * fees or registrations otherwise); read apart from the figures, so one failing leaves the other.
 */
export function DashboardTrendCharts() {
  const trends = useLiveQuery(
    (repository) => repository.getDashboardTrends(),
    [],
    ['students', 'payments', 'stseCandidates'],
  );
  const held = usePermissions();
  const { t } = useLingui();
  if (trends.status === 'loading') {
    // Each chart the caller may see keeps its place while loading, so what is below stays put.
    const expected = (['fees.view', 'candidates.view'] as const).filter((permission) =>
      held.includes(permission),
    );
    return expected.length === 0 ? null : (
      <div className={styles.charts}>
        {expected.map((permission) => (
          <div key={permission} className={styles.chartPlace}>
            <Skeleton lines={4} label={t`Loading the charts…`} />
          </div>
        ))}
      </div>
    );
  }
  if (trends.status === 'error') {
    return (
      <LoadError
        title={t`The charts could not be loaded.`}
        message={describeError(trends.error)}
        onRetry={trends.reload}
        size="sm"
      />
    );
  }
  const { fees, registrations } = trends.data;
  if (!fees && !registrations) return null;
  return (
    <div className={styles.charts}>
      {fees ? <FeesByMonth fees={fees} /> : null}
      {registrations ? <RegistrationsByDay registrations={registrations} /> : null}
    </div>
  );
}
