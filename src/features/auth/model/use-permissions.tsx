// What the signed-in staff member may do, for the screens to offer only that. The server checks
// every call again; hiding an action here only spares the user a refusal.
import type { ReactNode } from 'react';
import { useAuth } from '@/data';
import { permissionsOfSession } from '@/data/permissions';
import type { Permission } from '@/data/permissions';

const NONE: readonly Permission[] = [];

/** The signed-in user's permissions: none while the session is read or for a student or school. */
export function usePermissions(): readonly Permission[] {
  const { user } = useAuth();
  return user ? permissionsOfSession(user) : NONE;
}

/** Whether the signed-in user holds `permission`. */
export function useHolds(permission: Permission): boolean {
  return usePermissions().includes(permission);
}

export type IfPermittedProps = {
  /** What the user must hold for `children` to be rendered (all of them, when a list). */
  permission: Permission | readonly Permission[];
  children: ReactNode;
};

/** Renders `children` only for a user holding `permission`; otherwise nothing at all. */
export function IfPermitted({ permission, children }: IfPermittedProps) {
  const held = usePermissions();
  const needed: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  return needed.every((one) => held.includes(one)) ? children : null;
}
