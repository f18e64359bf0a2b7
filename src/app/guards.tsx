// The signed-in areas' gate and their Logout. AreaShell (layouts/area-shell.tsx), the one shell
// of every area, wraps its panel in <RequireRole>, reads the user with useSignedInUser() and wires
// PanelLayout's onLogout to useLogout().
import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, useCallback, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { describeError, FORBIDDEN_MESSAGE, useAuth } from '@/data';
import type { Role, SessionUser } from '@/data';
import type { Permission } from '@/data/permissions';
import { dashboardPath, loginRedirectState, useHolds, usePermissions } from '@/features/auth';
import { ButtonLink, PageContainer, Spinner, useDocumentTitle, useToast } from '@/ui';
import styles from './guards.module.css';

const SignedInUserContext = createContext<SessionUser | null>(null);

export type RequireRoleProps = {
  /** The role the area is for. (Not `role`: that is an ARIA attribute to the a11y linter.) */
  userRole: Role;
  children: ReactNode;
};

/**
 * Shows `children` only to a signed-in user of `userRole`:
 * - while the session is being read, a spinner (never a flash of the login page);
 * - nobody signed in: /login, remembering the page asked for so signing in returns there;
 * - signed in with another role: that user's own dashboard, since the areas are separate.
 */
export function RequireRole({ userRole, children }: RequireRoleProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const location = useLocation();
  // Signed out here (Logout): the sign-in page must not send the next person back to this page.
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);
  if (user === undefined) {
    return (
      <div className={styles.checking}>
        <Spinner size="lg" label={t`Checking your sign-in…`} />
      </div>
    );
  }
  if (user === null) {
    if (wasSignedIn) return <Navigate to="/login" replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={loginRedirectState(from)} />;
  }
  if (user.role === 'parent' && userRole === 'student') {
    // A child's page (the payment provider's return to /student/fees?order=…) opens in the
    // parent area, where a parent sees their child's pages.
    const childPath = location.pathname.replace(/^\/student/, '/parent');
    return <Navigate to={`${childPath}${location.search}`} replace />;
  }
  if (user.role !== userRole) return <Navigate to={dashboardPath(user.role)} replace />;
  return <SignedInUserContext.Provider value={user}>{children}</SignedInUserContext.Provider>;
}

/** The user <RequireRole> let in, e.g. to greet them by name. Call it only inside RequireRole. */
export function useSignedInUser(): SessionUser {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser must be used within a RequireRole');
  return user;
}

export type RequirePermissionProps = {
  /** What the page needs; a page that names none is open to every staff member. */
  permission: Permission | undefined;
  children: ReactNode;
};

/**
 * Shows a page only to a staff member holding its permission. Anyone else, e.g. opening its URL
 * from a bookmark, sees why in the admin shell, and the page (with its data) is never loaded.
 */
export function RequirePermission({ permission, children }: RequirePermissionProps) {
  const held = usePermissions();
  if (permission === undefined || held.includes(permission)) return children;
  return <NotPermittedPage />;
}

function NotPermittedPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Not permitted · Admin Panel · Sankalp Institute`);
  const seesDashboard = useHolds('dashboard.view');
  return (
    <PageContainer title={t`Not permitted`} width="narrow">
      <p>{FORBIDDEN_MESSAGE}</p>
      {seesDashboard ? (
        <ButtonLink to="/admin/dashboard">
          <Trans>Go to the dashboard</Trans>
        </ButtonLink>
      ) : null}
    </PageContainer>
  );
}

/**
 * The sidebar's Logout: clears the session, then shows /login in place of the panel page, so the
 * back button cannot bring the panel back (and the guard would send it to /login anyway).
 */
export function useLogout(): () => void {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useLingui();
  return useCallback(() => {
    void logout().then(
      () => navigate('/login', { replace: true }),
      (error: unknown) => {
        console.error(error);
        const reason = describeError(error);
        toast.show({ tone: 'error', message: t`Could not log out. ${reason}` });
      },
    );
  }, [logout, navigate, toast, t]);
}
