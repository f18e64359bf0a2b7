import { useLingui } from '@lingui/react/macro';
import { describeError, notificationsForStudents, todayIso, useLiveQuery } from '@/data';
import { useAreaPanelName, useDataMessage } from '@/features/data-messages';
import { LoadError, PageContainer, Skeleton, useDocumentTitle } from '@/ui';
import { NotificationList } from '../components/notification-list';

/** The institute's notifications whose day has come, newest first. */
export function StudentNotificationsPage() {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const panel = useAreaPanelName();
  useDocumentTitle(t`Notifications · ${panel} · Sankalp Institute`);
  const today = todayIso();
  const query = useLiveQuery(
    async (repository) => notificationsForStudents(await repository.listNotifications(), today),
    [today],
    ['notifications'],
  );

  return (
    <PageContainer title={t`Notifications`} lead={t`News and reminders from the institute.`}>
      {query.status === 'loading' ? (
        <Skeleton lines={4} label={t`Loading notifications…`} />
      ) : query.status === 'error' ? (
        <LoadError
          title={t`Notifications could not be loaded`}
          message={dataMessage(describeError(query.error))}
          onRetry={query.reload}
        />
      ) : (
        <NotificationList
          notifications={query.data}
          emptyMessage={t`You have no new notifications.`}
          today={today}
        />
      )}
    </PageContainer>
  );
}
