// What sign-in (accounts.ts) and the password links (password-links.ts) both stand on: the
// SHA-256 that is all the database keeps of a token or code, the counting of attempts against
// the limits, and the account of a student or school made on first need. One copy here, so the
// two modules cannot drift apart on how an attempt is counted or an account is made.
import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import { newId } from '../../src/data/server';
import type { Db } from '../db/open';
import * as t from '../db/schema';
import type { PortalData } from '../data/portal-data';
import { signInEmailKey, signInEmailTaken } from './sign-in-email';

export { DAY_MS, sha256 } from './setup-codes';

/**
 * Sign-ins allowed in the window per (role, e-mail, address) and per address (set-up codes: per
 * address). Only the address that failed is refused: failures from elsewhere never lock a person
 * out of their own account.
 */
export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perEmailAndIp: 5, perIp: 30 };

export type AccountDeps = { db: Db; data: PortalData; now: () => Date };

export function createAccountBasics({ db, data, now }: AccountDeps) {
  const nowMs = () => now().getTime();

  /**
   * Counts an attempt before it is checked: its rows are inserted first (each insert commits on
   * its own), then each key's attempts in the window are counted, so of N attempts at once only
   * the first `limit` to commit see a count within it. Returns whether any limit is passed, and
   * a `forget` that takes the attempt back (a sign-in that succeeded).
   */
  async function countAttempt(limits: ReadonlyArray<{ key: string; limit: number }>) {
    const at = nowMs();
    // Old attempts are of no further use.
    await db.delete(t.loginAttempts).where(lt(t.loginAttempts.at, at - LOGIN_LIMITS.windowMs));
    const inserted = await db
      .insert(t.loginAttempts)
      .values(limits.map(({ key }) => ({ key, at })))
      .returning({ id: t.loginAttempts.id });
    const counts = await Promise.all(
      limits.map(async ({ key }) => {
        const [row] = await db
          .select({ n: count() })
          .from(t.loginAttempts)
          .where(
            and(eq(t.loginAttempts.key, key), gt(t.loginAttempts.at, at - LOGIN_LIMITS.windowMs)),
          );
        return row?.n ?? 0;
      }),
    );
    return {
      blocked: counts.some((n, index) => n > limits[index]!.limit),
      forget: () =>
        db.delete(t.loginAttempts).where(
          inArray(
            t.loginAttempts.id,
            inserted.map(({ id }) => id),
          ),
        ),
    };
  }

  /**
   * The account of a student or school, made on first need (a set-up code, a demo password) with
   * the record's e-mail as its sign-in e-mail, unless another school already signs in with it.
   */
  async function userFor(
    role: 'student' | 'school',
    subjectId: string,
  ): Promise<typeof t.users.$inferSelect | 'not-found' | 'email-taken'> {
    const [existing] = await db.select().from(t.users).where(eq(t.users.subjectId, subjectId));
    if (existing) return existing.role === role ? existing : 'not-found';
    const subject =
      role === 'student' ? await data.getStudent(subjectId) : await data.getSchool(subjectId);
    if (!subject) return 'not-found';
    const email = 'email' in subject ? subject.email : subject.contactEmail;
    if (await signInEmailTaken(db, role, email)) return 'email-taken';
    const [created] = await db
      .insert(t.users)
      .values({
        id: newId(),
        role,
        email: signInEmailKey(email),
        subjectId,
        name: subject.name,
        passwordHash: null,
        createdAt: nowMs(),
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [raced] = await db.select().from(t.users).where(eq(t.users.subjectId, subjectId));
    return raced?.role === role ? raced : 'email-taken';
  }

  return { db, data, now, nowMs, countAttempt, userFor };
}

export type AccountBasics = ReturnType<typeof createAccountBasics>;
