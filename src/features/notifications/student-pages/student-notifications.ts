// What a student sees of the notifications: only those whose date has come. A notification dated
// after today is scheduled and stays hidden until its day; the stored isScheduled flag is only a
// snapshot taken when it was created, so the date decides.
import { isAfterToday } from '@/data';
import type { Notification } from '@/data';

export function notificationsForStudents<T extends Pick<Notification, 'date'>>(
  notifications: readonly T[],
  today: string,
): T[] {
  return notifications.filter((notification) => !isAfterToday(notification.date, today));
}
