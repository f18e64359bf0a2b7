import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The labels src/data keeps for the enquiries, the admissions funnel and the staff screens
// (src/data/schemas/enquiries.ts, src/data/permission-labels.ts), declared like ../messages.ts:
// each id is the English text, so a screen shows one with translateDataMessage. Stage names and
// lost reasons are the defaults (what each stage means is said by the settings page); ones the owner renames show as typed. Last, the refusals of two
// files the enquiries' import and the Backup page read, which their file fields look up by text.
export const admissionsStaffLabels: readonly MessageDescriptor[] = [
  // Where an enquiry came from.
  msg({ id: 'Contact form', message: 'Contact form' }),
  msg({ id: 'STSE registration', message: 'STSE registration' }),
  msg({ id: 'School registration', message: 'School registration' }),
  msg({ id: 'Walk-in', message: 'Walk-in' }),
  msg({ id: 'Phone call', message: 'Phone call' }),
  msg({ id: 'Imported list', message: 'Imported list' }),
  // The default stages and lost reasons.
  msg({ id: 'New', message: 'New' }),
  msg({ id: 'Contacted', message: 'Contacted' }),
  msg({ id: 'Counselling booked', message: 'Counselling booked' }),
  msg({ id: 'Applied', message: 'Applied' }),
  msg({ id: 'Admitted', message: 'Admitted' }),
  msg({ id: 'Lost', message: 'Lost' }),
  msg({ id: 'Fees', message: 'Fees' }),
  msg({ id: 'Distance', message: 'Distance' }),
  msg({ id: 'Chose another institute', message: 'Chose another institute' }),
  msg({ id: 'No response', message: 'No response' }),
  // The funnel's breakdowns, for an enquiry without a school, a class or a scholarship.
  msg({ id: 'Not known', message: 'Not known' }),
  msg({ id: 'No scholarship', message: 'No scholarship' }),
  // A follow-up's outcome.
  msg({ id: 'Called', message: 'Called' }),
  msg({ id: 'No answer', message: 'No answer' }),
  msg({ id: 'Visited', message: 'Visited' }),
  msg({ id: 'Sent details', message: 'Sent details' }),
  // How a message is sent, and the enquiries' two messages.
  msg({ id: 'E-mail', message: 'E-mail' }),
  msg({ id: 'SMS', message: 'SMS' }),
  msg({ id: 'WhatsApp', message: 'WhatsApp' }),
  msg({ id: 'Admissions open (to enquiries)', message: 'Admissions open (to enquiries)' }),
  msg({
    id: 'Counselling invitation (to enquiries)',
    message: 'Counselling invitation (to enquiries)',
  }),
  // Staff roles.
  msg({ id: 'Owner', message: 'Owner' }),
  msg({ id: 'Office', message: 'Office' }),
  msg({ id: 'Counsellor', message: 'Counsellor' }),
  msg({ id: 'Faculty', message: 'Faculty' }),
  // What each permission allows.
  msg({ id: 'See the dashboard', message: 'See the dashboard' }),
  msg({
    id: 'See STSE candidates and the merit list',
    message: 'See STSE candidates and the merit list',
  }),
  msg({
    id: 'Add and edit STSE candidates, assign exam centres',
    message: 'Add and edit STSE candidates, assign exam centres',
  }),
  msg({ id: 'Enter STSE marks', message: 'Enter STSE marks' }),
  msg({ id: 'Publish STSE results', message: 'Publish STSE results' }),
  msg({ id: 'Add and edit partner schools', message: 'Add and edit partner schools' }),
  msg({
    id: 'Follow up the enquiries assigned to them',
    message: 'Follow up the enquiries assigned to them',
  }),
  msg({
    id: 'See every enquiry, assign, merge and import them, see the funnel',
    message: 'See every enquiry, assign, merge and import them, see the funnel',
  }),
  msg({ id: 'See students', message: 'See students' }),
  msg({ id: 'Add and edit students', message: 'Add and edit students' }),
  msg({ id: 'See the batches they teach', message: 'See the batches they teach' }),
  msg({ id: 'See every batch', message: 'See every batch' }),
  msg({
    id: 'Add and edit batches, enrol and move students',
    message: 'Add and edit batches, enrol and move students',
  }),
  msg({
    id: 'Make the timetable: classes, changes and holidays',
    message: 'Make the timetable: classes, changes and holidays',
  }),
  msg({
    id: 'Take attendance (their own classes, on the day)',
    message: 'Take attendance (their own classes, on the day)',
  }),
  msg({
    id: 'Change attendance after the day, with a reason',
    message: 'Change attendance after the day, with a reason',
  }),
  msg({ id: 'See fees, payments and receipts', message: 'See fees, payments and receipts' }),
  msg({
    id: 'Record payments and cancel receipts',
    message: 'Record payments and cancel receipts',
  }),
  msg({
    id: 'Verify UPI payments and reconcile online payments',
    message: 'Verify UPI payments and reconcile online payments',
  }),
  msg({
    id: 'Refund payments (up to the staff refund limit)',
    message: 'Refund payments (up to the staff refund limit)',
  }),
  msg({ id: 'Refund payments of any amount', message: 'Refund payments of any amount' }),
  msg({ id: 'See the day book and GST summary', message: 'See the day book and GST summary' }),
  msg({ id: 'Upload and delete study materials', message: 'Upload and delete study materials' }),
  msg({ id: 'Set, publish and mark online tests', message: 'Set, publish and mark online tests' }),
  msg({ id: 'Answer and close support tickets', message: 'Answer and close support tickets' }),
  msg({ id: 'Send notifications', message: 'Send notifications' }),
  msg({
    id: 'See sent messages and edit message templates',
    message: 'See sent messages and edit message templates',
  }),
  msg({ id: 'See the audit log', message: 'See the audit log' }),
  msg({ id: 'Export and restore backups', message: 'Export and restore backups' }),
  msg({
    id: 'Change STSE settings and payment details',
    message: 'Change STSE settings and payment details',
  }),
  msg({ id: 'Add branches and edit them', message: 'Add branches and edit them' }),
  msg({ id: 'Add staff and change roles', message: 'Add staff and change roles' }),
  // An enquiry list's file (src/features/enquiries/model/enquiry-csv.ts), refused beside its field.
  msg({
    id: 'The first line must name the columns, with at least Name.',
    message: 'The first line must name the columns, with at least Name.',
  }),
  msg({
    id: 'The file has no one in it below the header line.',
    message: 'The file has no one in it below the header line.',
  }),
  // Backup & Restore's file field.
  msg({
    id: 'Choose a backup file made with Export Backup.',
    message: 'Choose a backup file made with Export Backup.',
  }),
];
