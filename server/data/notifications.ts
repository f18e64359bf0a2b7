// Notifications: all of them for the admin, those whose day has come for students and schools.
import { desc } from 'drizzle-orm';
import {
  created,
  newNotificationRecord,
  notificationsForStudents,
  todayIso,
} from '../../src/data/server';
import type { NewNotification, Notification } from '../../src/data/server';
import * as t from '../db/schema';
import { audit, docs, notificationRow } from './context';
import type { DataContext } from './context';

async function listNotifications({ db }: DataContext): Promise<Notification[]> {
  return docs(
    await db
      .select({ doc: t.notifications.doc })
      .from(t.notifications)
      .orderBy(desc(t.notifications.dateAt), desc(t.notifications.seq)),
  );
}

/**
 * What students and schools see: the notifications whose day has come on the server's calendar
 * (its time zone's today), by the same rule as the browser-only mode's pages.
 */
async function listReachedNotifications(context: DataContext): Promise<Notification[]> {
  return notificationsForStudents(await listNotifications(context), todayIso(context.now()));
}

async function addNotification(
  context: DataContext,
  newNotification: NewNotification,
): Promise<Notification> {
  const notification = newNotificationRecord(newNotification, context.now());
  await context.db.transaction(async (tx) => {
    await tx.insert(t.notifications).values(notificationRow(notification));
    await audit(context, tx, [created('notification', notification)]);
  });
  return notification;
}

export const notificationOperations = {
  listNotifications,
  listReachedNotifications,
  addNotification,
};
