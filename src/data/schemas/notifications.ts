// Notifications.
import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { isoDateField, limited, required, idField } from './fields';

/** The Hindi version's fields: both written, or both blank (Hindi readers then see the English). */
const hindiText = (label: string, max: number) => limited(label, max, z.string().trim()).optional();

export const notificationSchema = z.object({
  id: idField,
  title: required('Title', TEXT_LIMITS.title),
  details: required('Details', TEXT_LIMITS.message),
  titleHi: hindiText('Title (Hindi)', TEXT_LIMITS.title),
  detailsHi: hindiText('Details (Hindi)', TEXT_LIMITS.message),
  date: isoDateField('Date'),
  isScheduled: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const newNotificationSchema = notificationSchema
  .pick({ title: true, details: true, titleHi: true, detailsHi: true, date: true })
  .superRefine(({ titleHi = '', detailsHi = '' }, context) => {
    // Half a Hindi version would show Hindi readers a Hindi title over English details.
    if (titleHi !== '' && detailsHi === '') {
      context.addIssue({
        code: 'custom',
        path: ['detailsHi'],
        message: 'Write the Hindi details as well, or clear the Hindi title.',
      });
    }
    if (detailsHi !== '' && titleHi === '') {
      context.addIssue({
        code: 'custom',
        path: ['titleHi'],
        message: 'Write the Hindi title as well, or clear the Hindi details.',
      });
    }
  });
export type NewNotification = z.infer<typeof newNotificationSchema>;
