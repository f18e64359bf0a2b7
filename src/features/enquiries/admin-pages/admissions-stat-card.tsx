import { Trans, useLingui } from '@lingui/react/macro';
import { formatIndianNumber, useLiveQuery } from '@/data';
import { formatMonth } from '@/lib';
import { StatCard } from '@/ui';
import styles from './enquiries.module.css';

/**
 * The owner's dashboard figure: this month's admissions (won enquiries), beside the same month a
 * year before. While it loads, or when it cannot be read (the funnel page says why), the card
 * holds its place with a dash, so the figures beside it do not move when it arrives.
 */
export function AdmissionsStatCard() {
  const { t } = useLingui();
  const comparison = useLiveQuery((data) => data.admissionsComparison(), [], ['enquiries']);
  const link = { to: '/admin/admissions-funnel', linkLabel: t`See the funnel` };
  if (!comparison.data) {
    return (
      <StatCard
        label={t`Admissions this month`}
        value={comparison.status === 'loading' ? '…' : '—'}
        {...link}
      />
    );
  }
  const { month, admitted, lastYearMonth, lastYearAdmitted } = comparison.data;
  const monthName = formatMonth(month);
  const lastYearCount = formatIndianNumber(lastYearAdmitted);
  const lastYearMonthName = formatMonth(lastYearMonth);
  return (
    <StatCard
      label={t`Admissions in ${monthName}`}
      value={
        <>
          {formatIndianNumber(admitted)}{' '}
          <span className={styles.muted}>
            <Trans>
              ({lastYearCount} in {lastYearMonthName})
            </Trans>
          </span>
        </>
      }
      {...link}
    />
  );
}
