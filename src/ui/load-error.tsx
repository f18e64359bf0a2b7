import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Alert } from './alert';
import { Button } from './button';
import type { ButtonSize } from './button';
import styles from './load-error.module.css';

export type LoadErrorProps = {
  /** What could not be loaded, e.g. 'The students could not be loaded'. */
  title: string;
  /** Why, written for people (the caller passes `describeError(query.error)`). */
  message: ReactNode;
  /** Reads again, e.g. the query's `reload`. */
  onRetry: () => void;
  retryLabel?: string;
  /** The retry button's size: 'sm' in the dense admin panels. */
  size?: ButtonSize;
};

/** The error state of a read: the reason, and a button that tries the read again. */
export function LoadError({ title, message, onRetry, retryLabel, size }: LoadErrorProps) {
  return (
    <Alert tone="error" title={title}>
      <div className={styles.stack}>
        <p>{message}</p>
        <Button variant="secondary" size={size} onClick={onRetry}>
          {retryLabel ?? <Trans>Try again</Trans>}
        </Button>
      </div>
    </Alert>
  );
}
