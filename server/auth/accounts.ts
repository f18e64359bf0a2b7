// Sign-in for server mode: argon2id password hashes, sessions stored in the database (the
// cookie carries a random token; only its SHA-256 is stored), limits on failed sign-ins per
// (e-mail, address) and per address, and the admin's and demo accounts' passwords. Setting a
// password with a set-up code or a reset link lives in password-links.ts; its methods are part
// of the accounts object made here.
import { staffAccessOf } from '../../src/data/permissions';
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import { newId } from '../../src/data/server';
import type { Caller, Language, Role } from '../../src/data/server';
import type { Db } from '../db/open';
import * as t from '../db/schema';
import type { PortalData } from '../data/portal-data';
import { hasChildren, parentChildren } from '../data/parents';
import { roleSettingsOf } from '../data/staff';
import { createAccountBasics, DAY_MS, LOGIN_LIMITS, sha256 } from './account-basics';
import { createParentCodes } from './parent-codes';
import { createPasswordLinks } from './password-links';
import { hasRecord, signInEmailKey } from './sign-in-email';

export const SESSION_COOKIE = 'sankalp_session';
export const SESSION_DAYS = 7;

/** One answer whether the e-mail is unknown, has no password yet or the password is wrong, so
 *  the answer never tells which e-mails have accounts. */
export const LOGIN_REFUSED_MESSAGE =
  'The e-mail or password is not correct. If you have not set a password yet, use the set-up code from the institute on the Set your password page.';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Wait 15 minutes and try again.';

/** An admin account signs in only while its staff member is active. */
const isActiveStaff = sql`exists (select 1 from ${t.staff} where ${t.staff.userId} = ${t.users.id} and ${t.staff.active})`;

/** Who is calling: resolved from the session cookie on every request. */
export type { Caller };

export type LoginOutcome =
  | { ok: true; token: string; user: { id: string; name: string; role: Role } }
  | { ok: false; status: 401 | 429; message: string };

// A hash to verify against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

export function createAccounts({ db, data, now }: { db: Db; data: PortalData; now: () => Date }) {
  const basics = createAccountBasics({ db, data, now });
  const { nowMs, countAttempt, userFor } = basics;
  const parentCodes = createParentCodes(basics);

  /** A new password ends every session of the account (no one changes their own while signed
   *  in: the set-up code and ADMIN_PASSWORD work signed out). */
  async function endSessions(userId: string) {
    await db.delete(t.sessions).where(eq(t.sessions.userId, userId));
  }

  async function createSession(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const at = nowMs();
    // Sessions past their 7 days are of no further use.
    await db.delete(t.sessions).where(lt(t.sessions.expiresAt, at));
    await db.insert(t.sessions).values({
      tokenHash: sha256(token),
      userId,
      createdAt: at,
      expiresAt: at + SESSION_DAYS * DAY_MS,
    });
    return token;
  }

  /**
   * A parent's sign-in under the limits of every sign-in (per address, per mobile and address):
   * `check` answers the user id when the code or password is right; a session then begins.
   */
  async function limitedParentSignIn(
    input: { mobile: string; ip: string },
    check: () => Promise<string | undefined>,
  ): Promise<{ ok: true; token: string } | { ok: false; status: 401 | 429 }> {
    const attempt = await countAttempt([
      { key: `ip:${input.ip}`, limit: LOGIN_LIMITS.perIp },
      { key: `mobile:${input.mobile}|ip:${input.ip}`, limit: LOGIN_LIMITS.perEmailAndIp },
    ]);
    if (attempt.blocked) return { ok: false, status: 429 };
    const userId = await check();
    if (userId === undefined) return { ok: false, status: 401 };
    await attempt.forget();
    return { ok: true, token: await createSession(userId) };
  }

  return {
    async login(input: {
      role: Exclude<Role, 'parent'>;
      email: string;
      password: string;
      ip: string;
    }): Promise<LoginOutcome> {
      const email = signInEmailKey(input.email);
      const attempt = await countAttempt([
        { key: `ip:${input.ip}`, limit: LOGIN_LIMITS.perIp },
        { key: `email:${input.role}:${email}|ip:${input.ip}`, limit: LOGIN_LIMITS.perEmailAndIp },
      ]);
      if (attempt.blocked) {
        return { ok: false, status: 429, message: TOO_MANY_ATTEMPTS_MESSAGE };
      }
      const refused = { ok: false, status: 401, message: LOGIN_REFUSED_MESSAGE } as const;

      // Students may share an e-mail (each has a password of their own): the one whose password
      // this is signs in. Accounts whose record is gone sign no one in.
      const accounts = await db
        .select({ id: t.users.id, name: t.users.name, passwordHash: t.users.passwordHash })
        .from(t.users)
        .where(
          and(
            eq(t.users.role, input.role),
            eq(t.users.email, email),
            input.role === 'admin' ? isActiveStaff : hasRecord(input.role),
          ),
        )
        .orderBy(asc(t.users.createdAt), asc(t.users.id));
      const withPassword = accounts.filter((account) => account.passwordHash !== null);
      if (withPassword.length === 0) {
        // As long as a wrong password takes, so the time tells no more than the message.
        dummyHash ??= hash('not a real password');
        await verify(await dummyHash, input.password).catch(() => false);
        return refused;
      }
      let account: (typeof withPassword)[number] | undefined;
      for (const candidate of withPassword) {
        if (await verify(candidate.passwordHash!, input.password).catch(() => false)) {
          account = candidate;
          break;
        }
      }
      if (!account) return refused;
      await attempt.forget();
      const token = await createSession(account.id);
      return { ok: true, token, user: { id: account.id, name: account.name, role: input.role } };
    },

    /** The caller a session cookie stands for; a forged, expired or revoked one is a visitor. */
    async resolve(token: string | undefined): Promise<Caller | { role: 'invalid' }> {
      if (!token) return { role: 'visitor' };
      // One statement: a staff member's role, branches and the stored role sets come with the
      // session, read per request so the owner's change holds at once.
      const [row] = await db
        .select({
          userId: t.users.id,
          role: t.users.role,
          name: t.users.name,
          subjectId: t.users.subjectId,
          expiresAt: t.sessions.expiresAt,
          staffRole: t.staff.staffRole,
          active: t.staff.active,
          branchIds: t.staff.branchIds,
          roleSettings: sql<unknown>`(select ${t.roleSettings.doc} from ${t.roleSettings} limit 1)`,
        })
        .from(t.sessions)
        .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
        .leftJoin(t.staff, eq(t.staff.userId, t.users.id))
        .where(eq(t.sessions.tokenHash, sha256(token)));
      if (!row || row.expiresAt <= nowMs()) return { role: 'invalid' };
      if (row.role === 'admin') {
        if (!row.staffRole || !row.active) return { role: 'invalid' };
        const { permissions } = roleSettingsOf(row.roleSettings);
        const access = staffAccessOf(
          { staffRole: row.staffRole, branchIds: row.branchIds ?? undefined },
          permissions,
        );
        return {
          role: 'admin',
          userId: row.userId,
          name: row.name,
          staffRole: row.staffRole,
          ...access,
        };
      }
      if (row.role === 'student' && row.subjectId) {
        const student = await data.getStudent(row.subjectId);
        if (!student) return { role: 'invalid' };
        return { role: 'student', userId: row.userId, name: student.name, studentId: student.id };
      }
      if (row.role === 'parent' && row.subjectId) {
        // The children are read from the students and the office's links on every request, so
        // an unlink holds at once.
        const [parent] = await db.select().from(t.parents).where(eq(t.parents.id, row.subjectId));
        if (!parent) return { role: 'invalid' };
        const family = await parentChildren(db, parent.mobile, parent.doc.childId);
        return {
          role: 'parent',
          userId: row.userId,
          name: family.name,
          parentId: parent.id,
          childIds: family.children.map((child) => child.id),
          childId: family.childId,
        };
      }
      if (row.role === 'school' && row.subjectId) {
        const school = await data.getSchool(row.subjectId);
        if (!school) return { role: 'invalid' };
        return { role: 'school', userId: row.userId, name: school.name, schoolId: school.id };
      }
      return { role: 'invalid' };
    },

    /** The e-mail the account signs in with (the school's profile shows it). */
    /** The account's sign-in e-mail and chosen language, for "who am I". */
    async accountOf(
      userId: string,
    ): Promise<{ email: string; language: Language | null } | undefined> {
      const [row] = await db
        .select({ email: t.users.email, language: t.users.language })
        .from(t.users)
        .where(eq(t.users.id, userId));
      return row;
    },

    /** Keeps a person's choice of language with their own account (and no one else's). */
    async setLanguage(userId: string, language: Language): Promise<void> {
      await db.update(t.users).set({ language }).where(eq(t.users.id, userId));
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await db.delete(t.sessions).where(eq(t.sessions.tokenHash, sha256(token)));
    },

    // Set-up codes and reset links: issueSetupCode, setPassword, forgotPassword, resetPassword.
    ...createPasswordLinks(basics),
    ...parentCodes,

    /** A parent's sign-in with the code sent to their mobile; failures count as sign-ins do. */
    parentSignIn: (input: { mobile: string; code: string; ip: string }) =>
      limitedParentSignIn(input, async () => {
        const outcome = await parentCodes.signInWithCode(input);
        return outcome.ok ? outcome.userId : undefined;
      }),

    /**
     * A parent's sign-in with their own password, limited and answered as every password
     * sign-in: one refusal for a number with no account, no password or another password, or
     * whose children are all gone from it.
     */
    parentPasswordSignIn: (input: { mobile: string; password: string; ip: string }) =>
      limitedParentSignIn(input, async () => {
        const [account] = await db
          .select({ id: t.users.id, passwordHash: t.users.passwordHash })
          .from(t.users)
          .where(and(eq(t.users.role, 'parent'), eq(t.users.email, input.mobile)));
        if (!account?.passwordHash) {
          // As long as a wrong password takes, so the time tells no more than the answer.
          dummyHash ??= hash('not a real password');
          await verify(await dummyHash, input.password).catch(() => false);
          return undefined;
        }
        const matches = await verify(account.passwordHash, input.password).catch(() => false);
        return matches && (await hasChildren(db, input.mobile)) ? account.id : undefined;
      }),

    /** Sets a password directly (the demo accounts); the account's sessions end. */
    async setPasswordOf(role: 'student' | 'school', subjectId: string, password: string) {
      const user = await userFor(role, subjectId);
      if (typeof user === 'string') return false;
      await db
        .update(t.users)
        .set({ passwordHash: await hash(password) })
        .where(eq(t.users.id, user.id));
      await endSessions(user.id);
      return true;
    },

    /** Creates the admin, or sets its password (ADMIN_PASSWORD): its sessions then end. */
    async ensureAdmin(email: string, name: string, password: string) {
      const key = email.trim().toLowerCase();
      // The same ADMIN_PASSWORD at every restart is no change: the admin stays signed in.
      const [existing] = await db
        .select({ passwordHash: t.users.passwordHash })
        .from(t.users)
        .where(and(eq(t.users.role, 'admin'), eq(t.users.email, key)));
      if (
        existing?.passwordHash &&
        (await verify(existing.passwordHash, password).catch(() => false))
      ) {
        return;
      }
      const passwordHash = await hash(password);
      const [admin] = await db
        .insert(t.users)
        .values({
          id: newId(),
          role: 'admin',
          email: key,
          subjectId: null,
          name,
          passwordHash,
          createdAt: nowMs(),
        })
        .onConflictDoUpdate({
          target: t.users.email,
          targetWhere: sql`role = 'admin'`,
          set: { passwordHash },
        })
        .returning({ id: t.users.id });
      if (admin) {
        // The first admin is an owner; a staff row the owner has since changed stays as it is.
        await db
          .insert(t.staff)
          .values({ userId: admin.id, staffRole: 'owner', active: true, createdAt: nowMs() })
          .onConflictDoNothing();
        await endSessions(admin.id);
      }
    },

    async adminCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(t.users).where(eq(t.users.role, 'admin'));
      return row?.n ?? 0;
    },

    /** Forgets failed sign-ins (the end-to-end journeys' reset). */
    async clearLoginAttempts() {
      await db.delete(t.loginAttempts);
    },

    createSession,
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
