import { msg } from '@lingui/core/macro';
import type { SessionUser } from '@/data';
import { AreaShell } from './area-shell';
import type { AreaNavItem } from './area-shell';

// The school menu, in the product's order.
const schoolNavItems: readonly AreaNavItem[] = [
  { to: '/school/dashboard', label: msg`Dashboard` },
  { to: '/school/profile', label: msg`Profile` },
  { to: '/school/bulk-registration', label: msg`Bulk Registration` },
];

/** The panel greets a school by name, as the session holds it from sign-in. */
const greeting = (user: SessionUser) => {
  const name = user.name;
  return msg`Welcome, ${name}`;
};

/** The school area's shell: only a school gets in, and only while its record exists. */
export function Component() {
  return (
    <AreaShell
      userRole="school"
      title={msg`School Panel`}
      navItems={schoolNavItems}
      greeting={greeting}
    />
  );
}
