// What the browser-only session's staff member may do now: computed at each call from the stored
// staff record and role settings, as the server computes it per request, so the owner's change
// of a role or of a branch limit holds at once and a staff member made inactive can do nothing
// more.
import type { Caller } from '../../core/operation';
import { permissionsOfSession, staffAccessOf } from '../../permissions';
import { sessionUserSchema } from '../../schemas';
import type { CollectionStore } from '../collection-store';

export type SessionAccess =
  | { kind: 'staff'; caller: Extract<Caller, { role: 'admin' }> }
  | { kind: 'inactive' }
  | { kind: 'not-staff' };

export async function sessionAccess(
  store: CollectionStore,
  stored: unknown,
): Promise<SessionAccess> {
  const user = sessionUserSchema.safeParse(stored);
  if (!user.success || user.data.role !== 'admin') return { kind: 'not-staff' };
  const { id: userId, name } = user.data;
  const member = (await store.read('staff')).find((candidate) => candidate.id === userId);
  // The demo's own owner, signed in with an e-mail no staff member has.
  if (!member) {
    const permissions = permissionsOfSession(user.data);
    return {
      kind: 'staff',
      caller: { role: 'admin', userId, name, staffRole: 'owner', permissions },
    };
  }
  if (!member.active) return { kind: 'inactive' };
  const { permissions } = await store.read('roleSettings');
  const access = staffAccessOf(member, permissions);
  return {
    kind: 'staff',
    caller: { role: 'admin', userId, name: member.name, staffRole: member.staffRole, ...access },
  };
}
