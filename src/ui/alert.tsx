import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import styles from './alert.module.css';
import { CloseIcon } from './close-icon';
import { ToneIcon } from './tone-icon';
import { cn } from './cn';

export type AlertTone = 'success' | 'error' | 'info';

export type AlertProps = {
  tone: AlertTone;
  title?: string;
  children: ReactNode;
  /** When given, a Dismiss button shows and calls it. */
  onDismiss?: () => void;
  /**
   * Moves keyboard focus to the alert when it appears: for a result that replaced the control
   * the user was on (a button that disappeared or became disabled). Give the alert a new `key`
   * for each new result.
   */
  takeFocus?: boolean;
  className?: string;
};

/**
 * An inline message next to what it is about. Errors interrupt a screen reader (role="alert");
 * success and information wait politely (role="status").
 */
export function Alert({ tone, title, children, onDismiss, takeFocus, className }: AlertProps) {
  const { t } = useLingui();
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) alertRef.current?.focus();
    // Only when the alert first appears: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div
      ref={alertRef}
      tabIndex={takeFocus ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(styles.alert, styles[tone], className)}
    >
      <ToneIcon tone={tone} className={styles.icon} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div className={styles.message}>{children}</div>
      </div>
      {onDismiss ? (
        <button
          type="button"
          className={styles.dismiss}
          onClick={() => {
            // The button goes away with the alert: keep keyboard users in the page's content.
            document.getElementById('main-content')?.focus({ preventScroll: true });
            onDismiss();
          }}
          aria-label={t`Dismiss`}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
