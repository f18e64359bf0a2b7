// The notifications' and settings' operations.
import { z } from 'zod';
import { ADMIN_ONLY, SIGNED_IN_OR_PARENT, operation, recordOf } from '../core/operation';
import { LONG_TEXT_BYTES } from '../core/wire';
import { notificationsForStudents, todayIso } from '../rules';
import type { NewNotification, Notification, Settings, SettingsReplacement } from '../schemas';

export const notificationOperations = {
  /**
   * Newest date first. A scheduled notification reaches students and schools on its day; the
   * admin sees them all.
   */
  listNotifications: operation<[], Notification[]>({
    verb: 'GET',
    path: '/api/notifications',
    policy: {
      callers: SIGNED_IN_OR_PARENT,
      permission: 'notifications.send',
      visible: (notifications, { caller, now }) =>
        caller.role === 'admin'
          ? notifications
          : notificationsForStudents(notifications, todayIso(now)),
    },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /** Adds a notification; isScheduled is true when its date is after today. */
  addNotification: operation<[notification: NewNotification], Notification>({
    verb: 'POST',
    path: '/api/notifications',
    maxBodyBytes: LONG_TEXT_BYTES,
    policy: { callers: ADMIN_ONLY, permission: 'notifications.send' },
    changes: ['notifications', 'auditLog'],
    encode: (notification) => ({ body: notification }),
    decode: z
      .object({ body: recordOf<NewNotification>() })
      .transform(({ body }): [NewNotification] => [body]),
  }),
};

export const settingsOperations = {
  /** Exam centres, tiers, the admit card's year and the roll number prefix: public facts. */
  getSettings: operation<[], Settings>({
    verb: 'GET',
    path: '/api/settings',
    policy: { callers: 'anyone' },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /**
   * Replaces the sections given (the STSE settings, the payment details); a section left out,
   * and resultsPublished (setResultsPublished changes it), stay as stored. Refuses a maxMarks
   * below marks already saved.
   */
  replaceSettings: operation<[settings: SettingsReplacement], Settings>({
    verb: 'PUT',
    path: '/api/settings',
    maxBodyBytes: LONG_TEXT_BYTES,
    policy: { callers: ADMIN_ONLY, permission: 'settings.manage' },
    changes: ['settings', 'auditLog'],
    encode: (settings) => ({ body: settings }),
    decode: z
      .object({ body: recordOf<SettingsReplacement>() })
      .transform(({ body }): [SettingsReplacement] => [body]),
  }),
};
