import type { SessionUser } from '@/data';
import type { NavLinkItem } from '@/ui';
import { AreaShell } from './area-shell';

// The school menu, in the product's order.
const schoolNavItems: readonly NavLinkItem[] = [
  { to: '/school/dashboard', label: 'Dashboard' },
  { to: '/school/profile', label: 'Profile' },
  { to: '/school/bulk-registration', label: 'Bulk Registration' },
];

/** The panel greets a school by name, as the session holds it from sign-in. */
const greeting = (user: SessionUser) => `Welcome, ${user.name}`;

/** The school area's shell: only a school gets in, and only while its record exists. */
export function Component() {
  return (
    <AreaShell
      userRole="school"
      title="School Panel"
      navItems={schoolNavItems}
      greeting={greeting}
    />
  );
}
