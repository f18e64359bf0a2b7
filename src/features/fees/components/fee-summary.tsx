import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { studentFeeSummary } from '@/data';
import type { Student } from '@/data';
import { Money, StatCard } from '@/ui';
import styles from './fee-summary.module.css';

export type FeeSummaryProps = {
  student: Pick<Student, 'feeDetails'>;
  headingLevel?: 2 | 3;
};

/** The student's total fee, what is paid and what is pending (never negative). */
export function FeeSummary({ student, headingLevel = 2 }: FeeSummaryProps) {
  const { total, paid, pending } = studentFeeSummary(student);
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const { t } = useLingui();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        <Trans>Fee Summary</Trans>
      </Heading>
      <div className={styles.cards}>
        <StatCard label={t`Total Fee`} value={<Money amount={total} />} />
        <StatCard label={t`Paid`} value={<Money amount={paid} />} />
        <StatCard label={t`Pending`} value={<Money amount={pending} />} />
      </div>
    </section>
  );
}
