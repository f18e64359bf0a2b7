import { Outlet } from 'react-router-dom';
import { PanelLayout } from '@/ui';
import type { NavLinkItem } from '@/ui';
import { RequireRole, useLogout, useSignedInUser } from '../guards';
import { SignedInRecordGate } from './signed-in-record-gate';

// The school menu, in the product's order.
const schoolNavItems: readonly NavLinkItem[] = [
  { to: '/school/dashboard', label: 'Dashboard' },
  { to: '/school/profile', label: 'Profile' },
  { to: '/school/bulk-registration', label: 'Bulk Registration' },
];

/** The school area's shell: only a school gets past the guard. */
export function Component() {
  return (
    <RequireRole userRole="school">
      <SchoolPanel />
    </RequireRole>
  );
}

function SchoolPanel() {
  const user = useSignedInUser();
  const logout = useLogout();
  return (
    <PanelLayout
      brand={{ name: 'Sankalp Institute', to: '/school' }}
      title="School Panel"
      // The panel greets the school by name; the session holds it as it was at sign-in.
      greeting={`Welcome, ${user.name}`}
      navItems={schoolNavItems}
      onLogout={logout}
    >
      {/* Every page needs the school's record: a missing one shows "School not found." here once. */}
      <SignedInRecordGate area="school">
        <Outlet />
      </SignedInRecordGate>
    </PanelLayout>
  );
}
