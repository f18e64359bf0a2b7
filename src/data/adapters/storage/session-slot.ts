// The signed-in user in sessionStorage `user`: this browser tab's session only.
import type { SessionSlot } from '../collection-store';
import { writeFailure } from './storage-errors';

export const SESSION_KEY = 'user';

/** Whether the tab holds a session to read (a refused storage holds none, as `read` says). */
export function sessionStoredIn(storage: () => Storage): boolean {
  try {
    return storage().getItem(SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

export function createStorageSessionSlot(storage: Storage): SessionSlot {
  return {
    read() {
      let raw: string | null;
      try {
        raw = storage.getItem(SESSION_KEY);
      } catch {
        return null; // storage refused: nobody is signed in
      }
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return raw; // not a user; the core clears it
      }
    },
    write(user) {
      try {
        storage.setItem(SESSION_KEY, JSON.stringify(user));
      } catch (error) {
        throw writeFailure(error);
      }
    },
    clear() {
      try {
        storage.removeItem(SESSION_KEY);
      } catch {
        // A storage we may not use holds no session to clear.
      }
    },
  };
}
