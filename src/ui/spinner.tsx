import { useLingui } from '@lingui/react/macro';
import styles from './spinner.module.css';
import { cn } from './cn';

export type SpinnerProps = {
  /** What is loading, for screen readers (and on screen when labelVisibility is 'visible'). */
  label?: string;
  labelVisibility?: 'hidden' | 'visible';
  size?: 'sm' | 'md' | 'lg';
};

export function Spinner({ label, labelVisibility = 'hidden', size = 'md' }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <span role="status" className={styles.spinnerRoot}>
      <span className={cn(styles.spinner, styles[size])} aria-hidden="true" />
      <span className={labelVisibility === 'hidden' ? 'visually-hidden' : styles.label}>
        {label ?? t`Loading…`}
      </span>
    </span>
  );
}

export type SkeletonProps = {
  /** How many placeholder lines of text to show. */
  lines?: number;
  /** Announced to screen readers while the placeholder shows. */
  label?: string;
};

/** Grey lines standing in for text that is loading; the shape is close to the real content. */
export function Skeleton({ lines = 3, label }: SkeletonProps) {
  const { t } = useLingui();
  return (
    <div role="status" className={styles.skeleton}>
      <span className="visually-hidden">{label ?? t`Loading…`}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={styles.line}
          // The last line is shorter, as the last line of a paragraph usually is.
          style={{ width: index === lines - 1 && lines > 1 ? '60%' : '100%' }}
        />
      ))}
    </div>
  );
}
