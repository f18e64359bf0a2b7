import { Outlet } from 'react-router-dom';
import { PanelLayout } from '@/ui';
import type { NavLinkItem } from '@/ui';
import { RequireRole, useLogout, useSignedInUser } from '../guards';
import { SignedInRecordGate } from './signed-in-record-gate';

// The student menu, in the product's order.
const studentNavItems: readonly NavLinkItem[] = [
  { to: '/student/dashboard', label: 'Dashboard' },
  { to: '/student/profile', label: 'Profile' },
  { to: '/student/fees', label: 'Fee Details' },
  { to: '/student/materials', label: 'Downloads' },
  { to: '/student/support', label: 'Support' },
  { to: '/student/notifications', label: 'Notifications' },
];

/** The student area's shell: only a student gets past the guard. */
export function Component() {
  return (
    <RequireRole userRole="student">
      <StudentPanel />
    </RequireRole>
  );
}

function StudentPanel() {
  const user = useSignedInUser();
  const logout = useLogout();
  const firstName = user.name.trim().split(/\s+/)[0];
  return (
    <PanelLayout
      brand={{ name: 'Sankalp Institute', to: '/student' }}
      title="Student Panel"
      greeting={`Welcome, ${firstName}`}
      navItems={studentNavItems}
      onLogout={logout}
    >
      {/* Every page needs the student's record: a missing one shows Student Not Found here once. */}
      <SignedInRecordGate area="student">
        <Outlet />
      </SignedInRecordGate>
    </PanelLayout>
  );
}
