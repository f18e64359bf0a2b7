import type { NavLinkItem } from '@/ui';
import { AreaShell } from './area-shell';

// The parent menu: the child's pages a parent follows, in the student menu's order.
const parentNavItems: readonly NavLinkItem[] = [
  { to: '/parent/dashboard', label: 'Dashboard' },
  { to: '/parent/fees', label: 'Fee Details' },
  { to: '/parent/attendance', label: 'Attendance' },
  { to: '/parent/test-results', label: 'Test Results' },
  { to: '/parent/materials', label: 'Downloads' },
  { to: '/parent/notifications', label: 'Notifications' },
  { to: '/parent/support', label: 'Support' },
  { to: '/parent/messages', label: 'Settings' },
];

/** The parent area's shell: only a parent gets in; the pages are their chosen child's. */
export function Component() {
  return (
    <AreaShell
      userRole="parent"
      title="Parent Panel"
      navItems={parentNavItems}
      greeting={(user) => `Welcome, ${user.name}`}
    />
  );
}
