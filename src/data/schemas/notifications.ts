// Notifications.
import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { isoDateField, required, idField } from './fields';

export const notificationSchema = z.object({
  id: idField,
  title: required('Title', TEXT_LIMITS.title),
  details: required('Details', TEXT_LIMITS.message),
  date: isoDateField('Date'),
  isScheduled: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const newNotificationSchema = notificationSchema.pick({
  title: true,
  details: true,
  date: true,
});
export type NewNotification = z.infer<typeof newNotificationSchema>;
