import { Outlet } from 'react-router-dom';
import { siteBrand } from '@/features/public-site';
import { PanelLayout } from '@/ui';
import type { NavLinkItem } from '@/ui';
import { RequireRole, useLogout } from '../guards';

// The admin menu, in the product's order.
const adminNavItems: readonly NavLinkItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/stse-management', label: 'STSE Management' },
  { to: '/admin/student-management', label: 'Student Management' },
  { to: '/admin/fee-management', label: 'Fee Management' },
  { to: '/admin/material-management', label: 'Material Management' },
  { to: '/admin/school-management', label: 'School Management' },
  { to: '/admin/support', label: 'Support' },
  { to: '/admin/notifications', label: 'Notifications' },
  { to: '/admin/backup', label: 'Backup & Restore' },
];

/** The admin area's shell: only an admin gets past the guard. */
export function Component() {
  return (
    <RequireRole userRole="admin">
      <AdminPanel />
    </RequireRole>
  );
}

function AdminPanel() {
  const logout = useLogout();
  return (
    <PanelLayout
      brand={{ name: siteBrand.name, to: '/admin' }}
      title="Admin Panel"
      navItems={adminNavItems}
      onLogout={logout}
    >
      <Outlet />
    </PanelLayout>
  );
}
