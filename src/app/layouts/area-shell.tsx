import { Outlet } from 'react-router-dom';
import type { Role, SessionUser } from '@/data';
import { siteBrand } from '@/features/public-site';
import { PanelLayout } from '@/ui';
import type { NavLinkItem } from '@/ui';
import { RequireRole, useLogout, useSignedInUser } from '../guards';
import { SignedInRecordGate } from './signed-in-record-gate';

export type AreaShellProps = {
  /** Whose area it is; only a user of this role gets past the guard. */
  userRole: Role;
  /** The header's text, e.g. "Student Panel". */
  title: string;
  /** The area's menu, in the product's order. */
  navItems: readonly NavLinkItem[];
  /** The header's greeting for the signed-in user, e.g. "Welcome, Rahul". */
  greeting?: (user: SessionUser) => string;
};

/**
 * A signed-in area's shell, the same for every area: the role guard, the panel with its menu and
 * Logout, and around the pages the area's one record lookup (a student's or school's own record,
 * read by the pages with useSignedInRecord; the admin area has none).
 */
export function AreaShell({ userRole, ...panel }: AreaShellProps) {
  return (
    <RequireRole userRole={userRole}>
      <AreaPanel userRole={userRole} {...panel} />
    </RequireRole>
  );
}

function AreaPanel({ userRole, title, navItems, greeting }: AreaShellProps) {
  const user = useSignedInUser();
  const logout = useLogout();
  return (
    <PanelLayout
      brand={{ name: siteBrand.name, to: `/${userRole}` }}
      title={title}
      greeting={greeting?.(user)}
      navItems={navItems}
      onLogout={logout}
    >
      {userRole === 'admin' ? (
        <Outlet />
      ) : (
        // Every page needs the record: loading, a failure or a missing record shows here once.
        <SignedInRecordGate area={userRole}>
          <Outlet />
        </SignedInRecordGate>
      )}
    </PanelLayout>
  );
}
