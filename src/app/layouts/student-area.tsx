import { msg } from '@lingui/core/macro';
import type { SessionUser } from '@/data';
import { AreaShell } from './area-shell';
import type { AreaNavItem } from './area-shell';

// The student menu, in the product's order.
const studentNavItems: readonly AreaNavItem[] = [
  { to: '/student/dashboard', label: msg`Dashboard` },
  { to: '/student/profile', label: msg`Profile` },
  { to: '/student/fees', label: msg`Fee Details` },
  { to: '/student/materials', label: msg`Downloads` },
  { to: '/student/online-tests', label: msg`Online Tests` },
  { to: '/student/support', label: msg`Support` },
  { to: '/student/notifications', label: msg`Notifications` },
  { to: '/student/test-results', label: msg`Test Results` },
  { to: '/student/attendance', label: msg`Attendance` },
];

/** The panel greets a student by first name. */
const greeting = (user: SessionUser) => {
  const firstName = user.name.trim().split(/\s+/)[0] ?? '';
  return msg`Welcome, ${firstName}`;
};

/** The student area's shell: only a student gets in, and only while their record exists. */
export function Component() {
  return (
    <AreaShell
      userRole="student"
      title={msg`Student Panel`}
      navItems={studentNavItems}
      greeting={greeting}
    />
  );
}
