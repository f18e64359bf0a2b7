import type { SessionUser } from '@/data';
import type { NavLinkItem } from '@/ui';
import { AreaShell } from './area-shell';

// The student menu, in the product's order.
const studentNavItems: readonly NavLinkItem[] = [
  { to: '/student/dashboard', label: 'Dashboard' },
  { to: '/student/profile', label: 'Profile' },
  { to: '/student/fees', label: 'Fee Details' },
  { to: '/student/materials', label: 'Downloads' },
  { to: '/student/online-tests', label: 'Online Tests' },
  { to: '/student/support', label: 'Support' },
  { to: '/student/notifications', label: 'Notifications' },
  { to: '/student/test-results', label: 'Test Results' },
  { to: '/student/attendance', label: 'Attendance' },
];

/** The panel greets a student by first name. */
const greeting = (user: SessionUser) => `Welcome, ${user.name.trim().split(/\s+/)[0]}`;

/** The student area's shell: only a student gets in, and only while their record exists. */
export function Component() {
  return (
    <AreaShell
      userRole="student"
      title="Student Panel"
      navItems={studentNavItems}
      greeting={greeting}
    />
  );
}
