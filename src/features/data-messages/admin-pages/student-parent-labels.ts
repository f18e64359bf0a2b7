import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// Labels src/data gives the student and parent pages, declared like ../messages.ts (each id the
// English text) and shown with translateDataMessage. Keep each text exactly as src/data writes it.
export const studentParentLabels: readonly MessageDescriptor[] = [
  // PARENT_MESSAGE_GROUP_LABELS: what a parent hears about, on the parent's Settings.
  msg({ id: 'Absence alerts', message: 'Absence alerts' }),
  msg({ id: 'Fee reminders', message: 'Fee reminders' }),
  msg({ id: 'Receipts and payments', message: 'Receipts and payments' }),
  msg({ id: 'Results published', message: 'Results published' }),
  msg({ id: 'Replies to support tickets', message: 'Replies to support tickets' }),
  // GENDERS: a student's gender on their profile.
  msg({ id: 'Male', message: 'Male' }),
  msg({ id: 'Female', message: 'Female' }),
  msg({ id: 'Other', message: 'Other' }),
];
