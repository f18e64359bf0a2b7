import { formatIndianNumber, useLiveQuery } from '@/data';
import { formatMonth } from '@/lib';
import { StatCard } from '@/ui';
import styles from './enquiries.module.css';

/**
 * The owner's dashboard figure: this month's admissions (won enquiries), beside the same month a
 * year before. Nothing while it loads or when it cannot be read (the funnel page says why).
 */
export function AdmissionsStatCard() {
  const comparison = useLiveQuery((data) => data.admissionsComparison(), [], ['enquiries']);
  if (!comparison.data) return null;
  const { month, admitted, lastYearMonth, lastYearAdmitted } = comparison.data;
  return (
    <StatCard
      label={`Admissions in ${formatMonth(month)}`}
      value={
        <>
          {formatIndianNumber(admitted)}{' '}
          <span className={styles.muted}>
            ({formatIndianNumber(lastYearAdmitted)} in {formatMonth(lastYearMonth)})
          </span>
        </>
      }
      to="/admin/admissions-funnel"
      linkLabel="See the funnel"
    />
  );
}
