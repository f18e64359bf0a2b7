// New schools and notifications, built once for the browser's repository core and the server.
import { isAfterToday, todayIso } from '../rules';
import {
  newNotificationSchema,
  newSchoolSchema,
  notificationSchema,
  schoolSchema,
} from '../schemas';
import type { NewNotification, NewSchool, Notification, School } from '../schemas';
import { newId } from '../adapters/ids';
import { validated } from '../adapters/validate';

/** The new school's record. */
export function newSchoolRecord(newSchool: NewSchool): School {
  const input = validated(newSchoolSchema, newSchool, 'school');
  return validated(schoolSchema, { ...input, id: newId() }, 'school');
}

/** The new notification's record: scheduled when its date is after today. */
export function newNotificationRecord(newNotification: NewNotification, at: Date): Notification {
  const input = validated(newNotificationSchema, newNotification, 'notification');
  return validated(
    notificationSchema,
    { ...input, id: newId(), isScheduled: isAfterToday(input.date, todayIso(at)) },
    'notification',
  );
}
