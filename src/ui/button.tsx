import type { ComponentProps, ReactNode } from 'react';
import styles from './button.module.css';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'md' | 'sm';

type ButtonLookProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string | undefined;
};

/** The one place a button's look is decided; ButtonLink uses it too so both always match. */
export function buttonClassName({ variant = 'primary', size = 'md', className }: ButtonLookProps) {
  return cn(styles.button, styles[variant], styles[size], className);
}

export type ButtonProps = ComponentProps<'button'> &
  ButtonLookProps & {
    /** While true the button is disabled, aria-busy, and shows `busyLabel` instead of its children. */
    busy?: boolean;
    /** What the button says while busy, e.g. "Submitting...". */
    busyLabel?: ReactNode;
  };

export function Button({
  variant,
  size,
  className,
  type = 'button',
  busy = false,
  busyLabel,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busyLabel === undefined ? (
        children
      ) : (
        // Both labels share one grid cell, so the button is as wide as the wider label and does
        // not jump when it turns busy; the inactive one is hidden from sight and from screen readers.
        <span className={styles.labels}>
          <span className={busy ? styles.inactive : undefined}>{children}</span>
          <span className={busy ? undefined : styles.inactive}>{busyLabel}</span>
        </span>
      )}
    </button>
  );
}
