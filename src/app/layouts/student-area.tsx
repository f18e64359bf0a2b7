import { PanelLayout } from '@/ui';
import type { NavLinkItem } from '@/ui';
import { SignedInStudentOutlet } from '@/features/students';
import { RequireRole, useLogout, useSignedInUser } from '../guards';

// The student menu of spec 2, in its order.
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
      {/* Every page below renders only once the student's record is found. */}
      <SignedInStudentOutlet />
    </PanelLayout>
  );
}
