// The last data a signed-in student or parent loaded, kept on the device for when the network is
// gone (server mode; docs/decisions.md, "Issue 38: installable and offline"). Only their reads
// (GET answers, by request path) while they are signed in; nothing for a visitor, the staff or a
// school. One localStorage key per user; signing out removes every user's copy.
import { isObject } from '../core/validate';

export const OFFLINE_COPY_PREFIX = 'sankalp-offline:';
/** Whose reads are kept: the people who open the portal on a phone to look things up. */
export const OFFLINE_ROLES: readonly string[] = ['student', 'parent'];
/** The most answers kept per user: the newest stay. */
export const MAX_KEPT_ANSWERS = 40;
/** An answer longer than this (as JSON text) is not kept: a phone's storage is small. */
export const MAX_ANSWER_CHARS = 200_000;

type KeptAnswer = { savedAt: number; data: unknown };
type KeptAnswers = Record<string, KeptAnswer>;

export type OfflineCopy = {
  /** Keeps a read's answer for the user (the session slot's copy), if theirs are kept. */
  keep(user: unknown, path: string, data: unknown): void;
  /** The user's kept answer to a read, if any. */
  find(user: unknown, path: string): KeptAnswer | undefined;
  /** Forgets every user's copy (sign-out, or the server no longer knows the session). */
  clear(): void;
};

/** The user whose reads are kept: a signed-in student's or parent's id, else none. */
function keptUserId(user: unknown): string | undefined {
  if (!isObject(user) || typeof user.id !== 'string' || typeof user.role !== 'string') return;
  return OFFLINE_ROLES.includes(user.role) ? user.id : undefined;
}

/** Whether the user's reads are kept (the session slot's copy of the signed-in user). */
export const keepsReadsOf = (user: unknown): boolean => keptUserId(user) !== undefined;

function isKeptAnswer(value: unknown): value is KeptAnswer {
  return isObject(value) && typeof value.savedAt === 'number' && 'data' in value;
}

export function createOfflineCopy(storage: Storage, now: () => number = Date.now): OfflineCopy {
  function read(userId: string): KeptAnswers {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(OFFLINE_COPY_PREFIX + userId) ?? '{}');
      if (!isObject(parsed)) return {};
      const answers: KeptAnswers = {};
      for (const [path, kept] of Object.entries(parsed))
        if (isKeptAnswer(kept)) answers[path] = kept;
      return answers;
    } catch {
      return {}; // unreadable or refused: nothing kept
    }
  }

  return {
    keep(user, path, data) {
      const userId = keptUserId(user);
      if (userId === undefined) return;
      const text = JSON.stringify(data ?? null);
      if (text.length > MAX_ANSWER_CHARS) return;
      const answers = { ...read(userId), [path]: { savedAt: now(), data: data ?? null } };
      const newest = Object.entries(answers)
        .sort(([, a], [, b]) => b.savedAt - a.savedAt)
        .slice(0, MAX_KEPT_ANSWERS);
      try {
        storage.setItem(OFFLINE_COPY_PREFIX + userId, JSON.stringify(Object.fromEntries(newest)));
      } catch {
        // Storage full or refused: the page works as before, only without its offline copy.
      }
    },
    find(user, path) {
      const userId = keptUserId(user);
      return userId === undefined ? undefined : read(userId)[path];
    },
    clear() {
      try {
        const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
        for (const key of keys) {
          if (key?.startsWith(OFFLINE_COPY_PREFIX)) storage.removeItem(key);
        }
      } catch {
        // A storage we may not use holds no copy.
      }
    },
  };
}
