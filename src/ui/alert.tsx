import type { ReactNode } from 'react';
import styles from './alert.module.css';
import { ToneIcon } from './tone-icon';

export type AlertTone = 'success' | 'error' | 'info';

export type AlertProps = {
  tone: AlertTone;
  title?: string;
  children: ReactNode;
  /** When given, a Dismiss button shows and calls it. */
  onDismiss?: () => void;
  className?: string;
};

/**
 * An inline message next to what it is about. Errors interrupt a screen reader (role="alert");
 * success and information wait politely (role="status").
 */
export function Alert({ tone, title, children, onDismiss, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
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
          aria-label="Dismiss"
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M5 5l10 10M15 5L5 15"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
