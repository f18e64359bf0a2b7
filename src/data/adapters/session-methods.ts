// The Repository's session methods over a SessionSlot, written once for every adapter (the
// browser's stores and the HTTP one keep the signed-in user in the same kind of slot).
import type { Repository } from '../repository';
import { sessionUserSchema } from '../schemas';
import type { SessionSlot } from './collection-store';
import { validated } from '../core/validate';

export function sessionMethods(
  session: SessionSlot,
): Pick<Repository, 'getSession' | 'setSession' | 'clearSession'> {
  return {
    async getSession() {
      const stored = session.read();
      if (stored === null) return null;
      const user = sessionUserSchema.safeParse(stored);
      if (user.success) return user.data;
      // A tampered or outdated session is no session: sign in again.
      session.clear();
      return null;
    },

    async setSession(user) {
      session.write(validated(sessionUserSchema, user, 'session'));
    },

    async clearSession() {
      session.clear();
    },
  };
}
