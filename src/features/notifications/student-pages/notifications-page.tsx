import {
  describeError,
  notificationsForStudents,
  todayIso,
  useAreaPanel,
  useLiveQuery,
} from '@/data';
import { LoadError, PageContainer, Skeleton, useDocumentTitle } from '@/ui';
import { NotificationList } from '../components/notification-list';

/** The institute's notifications whose day has come, newest first. */
export function StudentNotificationsPage() {
  useDocumentTitle(`Notifications · ${useAreaPanel()} · Sankalp Institute`);
  const today = todayIso();
  const query = useLiveQuery(
    async (repository) => notificationsForStudents(await repository.listNotifications(), today),
    [today],
    ['notifications'],
  );

  return (
    <PageContainer title="Notifications" lead="News and reminders from the institute.">
      {query.status === 'loading' ? (
        <Skeleton lines={4} label="Loading notifications…" />
      ) : query.status === 'error' ? (
        <LoadError
          title="Notifications could not be loaded"
          message={describeError(query.error)}
          onRetry={query.reload}
        />
      ) : (
        <NotificationList
          notifications={query.data}
          emptyMessage="You have no new notifications."
          today={today}
        />
      )}
    </PageContainer>
  );
}
