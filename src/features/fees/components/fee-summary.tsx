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
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        Fee Summary
      </Heading>
      <div className={styles.cards}>
        <StatCard label="Total Fee" value={<Money amount={total} />} />
        <StatCard label="Paid" value={<Money amount={paid} />} />
        <StatCard label="Pending" value={<Money amount={pending} />} />
      </div>
    </section>
  );
}
