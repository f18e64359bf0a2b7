import type { ReactNode } from 'react';
import styles from './badge.module.css';
import { cn } from './cn';

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
  return <span className={cn(styles.badge, toneStyle, className)}>{children}</span>;
}

export type StatusBadgeProps<Status extends string> = {
  /** The status, shown as it is; one the tones do not name (e.g. from stored data) is neutral. */
  status: Status;
  /** Each status's tone, from whoever owns the statuses: the kit knows none of them. */
  tones: Readonly<Record<Status, BadgeTone>>;
  className?: string;
};

/** A status in its own colour; the text always says the status too. */
export function StatusBadge<Status extends string>({
  status,
  tones,
  className,
}: StatusBadgeProps<Status>) {
  const tone = Object.hasOwn(tones, status) ? tones[status] : 'neutral';
  return (
    <Badge tone={tone} className={className}>
      {status}
    </Badge>
  );
}
