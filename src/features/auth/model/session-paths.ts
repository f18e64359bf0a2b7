// Where a signed-in user goes. Shared by the login page and the app's route guards, so the
// rule "after login the user goes to /{role}/dashboard" is written once.
import type { Role } from '@/data';

export function dashboardPath(role: Role): string {
  return `/${role}/dashboard`;
}

/** What a guard passes to /login in `location.state`: the page that asked for a sign-in. */
export type LoginRedirectState = { from: string };

export function loginRedirectState(from: string): LoginRedirectState {
  return { from };
}

/**
 * The page to open after signing in as `role`: the page the guard stopped, when it lies in that
 * role's own area (anything else would only bounce to the dashboard, and a path from elsewhere
 * must never send the user off the site); otherwise the role's dashboard.
 */
export function afterLoginPath(role: Role, locationState: unknown): string {
  const from = readFrom(locationState);
  const area = `/${role}`;
  // "/admin/support" and "/admin?x" are inside /admin; "/administrator" is not.
  if (from?.startsWith(area) && /^[/?#]/.test(from.slice(area.length))) return from;
  return dashboardPath(role);
}

function readFrom(locationState: unknown): string | undefined {
  if (typeof locationState !== 'object' || locationState === null) return undefined;
  const from: unknown = (locationState as Partial<Record<'from', unknown>>).from;
  return typeof from === 'string' ? from : undefined;
}
