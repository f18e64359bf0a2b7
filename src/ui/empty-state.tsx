import type { ReactNode } from 'react';
import styles from './empty-state.module.css';
import { cn } from './cn';

export type EmptyStateProps = {
  /** A short headline, e.g. 'No tickets yet'. */
  title?: string;
  /** What is missing, e.g. 'No students found.' */
  message: ReactNode;
  /** A button or link that fills the gap, e.g. 'Add New Student'. */
  action?: ReactNode;
  className?: string;
};

/** Says plainly that there is nothing to show, and what to do about it when something helps. */
export function EmptyState({ title, message, action, className }: EmptyStateProps) {
  return (
    <div className={cn(styles.emptyState, className)}>
      <svg
        className={styles.icon}
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        <rect
          x="8"
          y="10"
          width="32"
          height="28"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        />
        <path d="M8 26h10l3 4h6l3-4h10" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      {title ? <p className={styles.title}>{title}</p> : null}
      <div className={styles.message}>{message}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
