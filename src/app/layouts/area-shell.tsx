import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Outlet, useLocation } from 'react-router-dom';
import type { Role, SessionUser } from '@/data';
import type { Permission } from '@/data/permissions';
import { usePermissions } from '@/features/auth';
import { ParentChildGate } from '@/features/parents';
import { siteBrand } from '@/features/public-site';
import { PanelLayout } from '@/ui';
import { AccountLanguageSwitch } from './account-language-switch';
import { RequirePermission, RequireRole, useLogout, useSignedInUser } from '../guards';
import { OfflineReadOnly } from './offline-read-only';
import { SignedInRecordGate } from './signed-in-record-gate';

/** A menu entry, shown only to a user holding its page's permission (when it names one). */
export type AreaNavItem = { to: string; label: MessageDescriptor; permission?: Permission };

export type AreaShellProps = {
  /** Whose area it is; only a user of this role gets past the guard. */
  userRole: Role;
  /** The header's text, e.g. "Student Panel". */
  title: MessageDescriptor;
  /** The area's menu, in the product's order. */
  navItems: readonly AreaNavItem[];
  /** The permission the page at a path needs (the staff's admin area); none when left out. */
  pagePermission?: (pathname: string) => Permission | undefined;
  /** The header's greeting for the signed-in user, e.g. "Welcome, Rahul". */
  greeting?: (user: SessionUser) => MessageDescriptor;
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

function AreaPanel({ userRole, title, navItems, pagePermission, greeting }: AreaShellProps) {
  const { i18n } = useLingui();
  const user = useSignedInUser();
  const logout = useLogout();
  const held = usePermissions();
  const { pathname } = useLocation();
  const permittedItems = navItems
    .filter(({ permission }) => permission === undefined || held.includes(permission))
    .map(({ to, label }) => ({ to, label: i18n._(label) }));
  return (
    <PanelLayout
      brand={{ name: siteBrand.name, to: `/${userRole}` }}
      title={i18n._(title)}
      greeting={greeting ? i18n._(greeting(user)) : undefined}
      navItems={permittedItems}
      onLogout={logout}
      languageSwitch={<AccountLanguageSwitch />}
    >
      {userRole === 'admin' ? (
        <RequirePermission permission={pagePermission?.(pathname)}>
          <Outlet />
        </RequirePermission>
      ) : userRole === 'parent' ? (
        // The chosen child's record, read by the pages as the student's.
        <OfflineReadOnly exempt={false}>
          <ParentChildGate>
            <Outlet />
          </ParentChildGate>
        </OfflineReadOnly>
      ) : userRole === 'student' ? (
        // Every page needs the record: loading, a failure or a missing record shows here once.
        <OfflineReadOnly exempt={pathname.endsWith('/online-tests')}>
          <SignedInRecordGate area={userRole}>
            <Outlet />
          </SignedInRecordGate>
        </OfflineReadOnly>
      ) : (
        <SignedInRecordGate area={userRole}>
          <Outlet />
        </SignedInRecordGate>
      )}
    </PanelLayout>
  );
}
