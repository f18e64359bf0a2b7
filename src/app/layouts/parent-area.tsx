import { msg } from '@lingui/core/macro';
import type { SessionUser } from '@/data';
import { AreaShell } from './area-shell';
import type { AreaNavItem } from './area-shell';

// The parent menu: the child's pages a parent follows, in the student menu's order.
const parentNavItems: readonly AreaNavItem[] = [
  { to: '/parent/dashboard', label: msg`Dashboard` },
  { to: '/parent/fees', label: msg`Fee Details` },
  { to: '/parent/attendance', label: msg`Attendance` },
  { to: '/parent/test-results', label: msg`Test Results` },
  { to: '/parent/materials', label: msg`Downloads` },
  { to: '/parent/notifications', label: msg`Notifications` },
  { to: '/parent/support', label: msg`Support` },
  { to: '/parent/messages', label: msg`Settings` },
];

/** The panel greets a parent by name. */
const greeting = (user: SessionUser) => {
  const name = user.name;
  return msg`Welcome, ${name}`;
};

/** The parent area's shell: only a parent gets in; the pages are their chosen child's. */
export function Component() {
  return (
    <AreaShell
      userRole="parent"
      title={msg`Parent Panel`}
      navItems={parentNavItems}
      greeting={greeting}
    />
  );
}
