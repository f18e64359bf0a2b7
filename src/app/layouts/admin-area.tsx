import { msg } from '@lingui/core/macro';
import { adminPagePermission } from '../routes/admin-routes';
import { AreaShell } from './area-shell';
import type { AreaNavItem } from './area-shell';

// The admin menu, in the product's order; each entry needs its page's permission.
const adminNavItems: readonly AreaNavItem[] = [
  { to: '/admin/dashboard', label: msg`Dashboard` },
  { to: '/admin/stse-management', label: msg`STSE Management` },
  { to: '/admin/enquiries', label: msg`Enquiries` },
  { to: '/admin/admissions-funnel', label: msg`Admissions Funnel` },
  { to: '/admin/student-management', label: msg`Student Management` },
  { to: '/admin/batches', label: msg`Batches` },
  { to: '/admin/timetable', label: msg`Timetable` },
  { to: '/admin/attendance', label: msg`Attendance` },
  { to: '/admin/fee-management', label: msg`Fee Management` },
  { to: '/admin/material-management', label: msg`Material Management` },
  { to: '/admin/question-bank', label: msg`Question Bank` },
  { to: '/admin/online-tests', label: msg`Online Tests` },
  { to: '/admin/school-management', label: msg`School Management` },
  { to: '/admin/support', label: msg`Support` },
  { to: '/admin/notifications', label: msg`Notifications` },
  { to: '/admin/messages', label: msg`Messages` },
  { to: '/admin/staff', label: msg`Staff` },
  { to: '/admin/audit-log', label: msg`Audit Log` },
  { to: '/admin/backup', label: msg`Backup & Restore` },
].map((item) => ({ ...item, permission: adminPagePermission(item.to) }));

/** The admin area's shell: only a staff member gets in, and sees only the pages they may open. */
export function Component() {
  return (
    <AreaShell
      userRole="admin"
      title={msg`Admin Panel`}
      navItems={adminNavItems}
      pagePermission={adminPagePermission}
    />
  );
}
