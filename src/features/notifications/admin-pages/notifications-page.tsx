import { useLingui } from '@lingui/react/macro';
import { describeError, useLiveQuery } from '@/data';
import { useDataMessage } from '@/features/data-messages';
import { ListPage, LoadError, Skeleton, useDocumentTitle } from '@/ui';
import { NotificationList } from '../components/notification-list';
import { CreateNotificationDialog } from './create-notification-dialog';

/** Every notification, newest date first, with scheduled ones marked, and the creating of more. */
export function AdminNotificationsPage() {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  useDocumentTitle(t`Notifications · Admin Panel · Sankalp Institute`);
  const notifications = useLiveQuery((data) => data.listNotifications(), [], ['notifications']);

  return (
    <ListPage
      title={t`Notifications`}
      lead={t`Announcements for students, newest date first. A notification dated in the future is Scheduled until its day.`}
      actions={<CreateNotificationDialog />}
    >
      {notifications.status === 'loading' ? (
        <Skeleton lines={6} label={t`Loading the notifications…`} />
      ) : notifications.status === 'error' ? (
        <LoadError
          title={t`The notifications could not be loaded.`}
          message={dataMessage(describeError(notifications.error))}
          onRetry={notifications.reload}
          size="sm"
        />
      ) : (
        <NotificationList
          notifications={notifications.data}
          emptyMessage={t`No notifications yet.`}
          markEnglishOnly
        />
      )}
    </ListPage>
  );
}
