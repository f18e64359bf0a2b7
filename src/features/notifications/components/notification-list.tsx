import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { isAfterToday, notificationInLanguage, todayIso } from '@/data';
import type { Notification } from '@/data';
import { Badge, DateText, EmptyState } from '@/ui';
import styles from './notification-list.module.css';

export type NotificationListProps = {
  notifications: readonly Notification[];
  /** Shown when there are none, e.g. "You have no new notifications.". */
  emptyMessage: ReactNode;
  /** Level of each notification's title, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** Today as YYYY-MM-DD (the clock by default); a notification after it is still scheduled. */
  today?: string;
  /** Marks those without a Hindi version (for the admin, who can give them one). */
  markEnglishOnly?: boolean;
};

/**
 * Notifications newest date first, each with its title, date and details, in the reader's language
 * when the notification has that version (else in English, marked as such for assistive tech).
 */
export function NotificationList({
  notifications,
  emptyMessage,
  headingLevel = 2,
  today = todayIso(),
  markEnglishOnly = false,
}: NotificationListProps) {
  const listId = useId();
  const { i18n } = useLingui();
  const readerLanguage = i18n.locale === 'hi' ? 'hi' : 'en';
  if (notifications.length === 0) return <EmptyState message={emptyMessage} />;

  // YYYY-MM-DD sorts as the calendar does; the sort is stable, so one day keeps the given order.
  const ordered = notifications.toSorted((first, second) =>
    first.date === second.date ? 0 : first.date < second.date ? 1 : -1,
  );
  const Heading = `h${headingLevel}` as const;

  return (
    <ul className={styles.list}>
      {ordered.map((notification) => {
        const titleId = `${listId}-${notification.id}`;
        // isScheduled was decided when it was created; once its day comes it is an ordinary one.
        const scheduled = notification.isScheduled && isAfterToday(notification.date, today);
        const shown = notificationInLanguage(notification, readerLanguage);
        const englishOnly = markEnglishOnly && !notification.titleHi;
        return (
          <li key={notification.id}>
            <article aria-labelledby={titleId} className={styles.notification}>
              <div className={styles.header}>
                <Heading id={titleId} className={styles.title} lang={shown.language}>
                  {shown.title}
                </Heading>
                {scheduled ? (
                  <Badge tone="info">
                    <Trans>Scheduled</Trans>
                  </Badge>
                ) : null}
                {englishOnly ? (
                  <Badge tone="neutral">
                    <Trans>English only</Trans>
                  </Badge>
                ) : null}
              </div>
              <p className={styles.date}>
                <DateText value={notification.date} />
              </p>
              <p className={styles.details} lang={shown.language}>
                {shown.details}
              </p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
