import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'highlight' | 'neutral';

const toneClass: Record<BadgeTone, string | undefined> = {
  success: styles.success,
  warning: styles.warning,
  danger: styles.danger,
  info: styles.info,
  highlight: styles.highlight,
  neutral: styles.neutral,
};

export type BadgeProps = {
  /** An unknown tone (e.g. from stored data) falls back to neutral. */
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
};

export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  const toneStyle = Object.hasOwn(toneClass, tone) ? toneClass[tone] : styles.neutral;
  return (
    <span className={[styles.badge, toneStyle, className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}

export type BadgeStatus = 'Paid' | 'Partial' | 'Pending' | 'Overdue' | 'Open' | 'Closed';

/** Each status has its own colour; the text always says the status too. */
const statusTone: Record<BadgeStatus, BadgeTone> = {
  Paid: 'success',
  Partial: 'info',
  Pending: 'warning',
  Overdue: 'danger',
  Open: 'highlight',
  Closed: 'neutral',
};

export type StatusBadgeProps = {
  /** An installment or ticket status; an unknown status shows in the neutral colour. */
  status: string;
  className?: string;
};

export function StatusBadge({ status, className }: StatusBadgeProps) {
  const tone = Object.hasOwn(statusTone, status) ? statusTone[status as BadgeStatus] : 'neutral';
  return (
    <Badge tone={tone} className={className}>
      {status}
    </Badge>
  );
}
