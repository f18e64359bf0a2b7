import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './stat-card.module.css';
import { cn } from './cn';

export type StatCardProps = {
  label: string;
  /** The figure itself, e.g. a number or <Money amount={...} />. */
  value: ReactNode;
  className?: string;
} & (
  | {
      /** Where the card leads, e.g. '/admin/fee-management'. */
      to: string;
      /** The link's text, e.g. 'Manage fees'. */
      linkLabel: string;
    }
  | { to?: undefined; linkLabel?: undefined }
);

/** One key figure on a dashboard, optionally leading to the screen behind it. */
export function StatCard({ label, value, to, linkLabel, className }: StatCardProps) {
  return (
    <div className={cn(styles.statCard, className)}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>{value}</p>
      {to !== undefined ? (
        <Link to={to} className={styles.link}>
          {linkLabel}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : null}
    </div>
  );
}
