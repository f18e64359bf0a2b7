// What the browser-only session's staff member may do now: computed at each call from the stored
// staff record and role settings, as the server computes it per request, so the owner's change
// of a role holds at once and a staff member made inactive can do nothing more.
import { permissionsOf, permissionsOfSession } from '../../permissions';
import type { Permission } from '../../permissions';
import { sessionUserSchema } from '../../schemas';
import type { CollectionStore } from '../collection-store';

export type SessionAccess =
  | { kind: 'staff'; permissions: readonly Permission[] }
  | { kind: 'inactive' }
  | { kind: 'not-staff' };

export async function sessionAccess(
  store: CollectionStore,
  stored: unknown,
): Promise<SessionAccess> {
  const user = sessionUserSchema.safeParse(stored);
  if (!user.success || user.data.role !== 'admin') return { kind: 'not-staff' };
  const id = user.data.id;
  const member = (await store.read('staff')).find((candidate) => candidate.id === id);
  // The demo's own owner, signed in with an e-mail no staff member has.
  if (!member) return { kind: 'staff', permissions: permissionsOfSession(user.data) };
  if (!member.active) return { kind: 'inactive' };
  const { permissions } = await store.read('roleSettings');
  return { kind: 'staff', permissions: permissionsOf(member.staffRole, permissions) };
}
