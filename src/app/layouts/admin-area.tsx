import { adminPagePermission } from '../routes/admin-routes';
import { AreaShell } from './area-shell';
import type { AreaNavItem } from './area-shell';

// The admin menu, in the product's order; each entry needs its page's permission.
const adminNavItems: readonly AreaNavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/stse-management', label: 'STSE Management' },
  { to: '/admin/enquiries', label: 'Enquiries' },
  { to: '/admin/admissions-funnel', label: 'Admissions Funnel' },
  { to: '/admin/student-management', label: 'Student Management' },
  { to: '/admin/batches', label: 'Batches' },
  { to: '/admin/timetable', label: 'Timetable' },
  { to: '/admin/attendance', label: 'Attendance' },
  { to: '/admin/fee-management', label: 'Fee Management' },
  { to: '/admin/material-management', label: 'Material Management' },
  { to: '/admin/question-bank', label: 'Question Bank' },
  { to: '/admin/online-tests', label: 'Online Tests' },
  { to: '/admin/school-management', label: 'School Management' },
  { to: '/admin/support', label: 'Support' },
  { to: '/admin/notifications', label: 'Notifications' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/staff', label: 'Staff' },
  { to: '/admin/audit-log', label: 'Audit Log' },
  { to: '/admin/backup', label: 'Backup & Restore' },
].map((item) => ({ ...item, permission: adminPagePermission(item.to) }));

/** The admin area's shell: only a staff member gets in, and sees only the pages they may open. */
export function Component() {
  return (
    <AreaShell
      userRole="admin"
      title="Admin Panel"
      navItems={adminNavItems}
      pagePermission={adminPagePermission}
    />
  );
}
