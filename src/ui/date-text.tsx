import { formatDate, formatDateTime } from '@/lib';

export type DateTextProps = {
  /** A calendar date (YYYY-MM-DD) or an ISO timestamp. */
  value: string;
  /** Also show the time of day (India time). */
  withTime?: boolean;
  className?: string;
};

/** The one way to show a date: 22 Nov 2026, in a <time> that machines can read. */
export function DateText({ value, withTime = false, className }: DateTextProps) {
  return (
    <time dateTime={value} className={className}>
      {withTime ? formatDateTime(value) : formatDate(value)}
    </time>
  );
}
