// Notifications in the browser-only mode.
import type { NewNotification, Notification } from '../../schemas';
import { newNotificationRecord } from '../../operations/records';
import { created } from '../../operations/audit';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';
import { newestFirst } from './stored-lists';

export async function listNotifications(context: LocalContext): Promise<Notification[]> {
  return newestFirst(
    await context.store.read('notifications'),
    (notification) => notification.date,
  );
}

export async function addNotification(
  context: LocalContext,
  newNotification: NewNotification,
): Promise<Notification> {
  const notification = newNotificationRecord(newNotification, context.now());
  return auditedUpdate(context, ['notifications'], ({ notifications }) => ({
    write: { notifications: [...notifications, notification] },
    result: notification,
    audit: [created('notification', notification)],
  }));
}
