// The words the Staff screen shows for each permission and role. Apart from permissions.ts, which
// the first page's JavaScript holds (sign-in works out a staff member's permissions), so that
// only the Staff screen downloads them.
import type { Permission, StaffRole } from './permissions';

/** What each permission allows, as the Settings screen says it. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'dashboard.view': 'See the dashboard',
  'candidates.view': 'See STSE candidates and the merit list',
  'candidates.manage': 'Add and edit STSE candidates, assign exam centres',
  'results.enter': 'Enter STSE marks',
  'results.publish': 'Publish STSE results',
  'schools.manage': 'Add and edit partner schools',
  'enquiries.work': 'Follow up the enquiries assigned to them',
  'enquiries.manage': 'See every enquiry, assign, merge and import them, see the funnel',
  'students.view': 'See students',
  'students.manage': 'Add and edit students',
  'batches.teach': 'See the batches they teach',
  'batches.view': 'See every batch',
  'batches.manage': 'Add and edit batches, enrol and move students',
  'timetable.manage': 'Make the timetable: classes, changes and holidays',
  'attendance.take': 'Take attendance (their own classes, on the day)',
  'attendance.correct': 'Change attendance after the day, with a reason',
  'fees.view': 'See fees, payments and receipts',
  'fees.record': 'Record payments and cancel receipts',
  'fees.verify': 'Verify UPI payments and reconcile online payments',
  'fees.refund': 'Refund payments (up to the staff refund limit)',
  'fees.refund.unlimited': 'Refund payments of any amount',
  'reports.view': 'See the day book and GST summary',
  'materials.manage': 'Upload and delete study materials',
  'tests.manage': 'Set, publish and mark online tests',
  'support.manage': 'Answer and close support tickets',
  'notifications.send': 'Send notifications',
  'messages.manage': 'See sent messages and edit message templates',
  'audit.view': 'See the audit log',
  'backup.manage': 'Export and restore backups',
  'settings.manage': 'Change STSE settings and payment details',
  'branches.manage': 'Add branches and edit them',
  'staff.manage': 'Add staff and change roles',
};

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  office: 'Office',
  counsellor: 'Counsellor',
  faculty: 'Faculty',
};
