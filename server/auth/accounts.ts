// Real sign-in for server mode: argon2id password hashes, sessions stored in the database (the
// cookie carries a random token; only its SHA-256 is stored), one-time set-up codes, and a
// per-IP and per-e-mail limit on failed sign-ins.
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { newId } from '../../src/data/adapters/ids';
import type { Role } from '../../src/data/schemas';
import type { Db } from '../db/open';
import * as t from '../db/schema';
import type { PortalData } from '../data/portal-data';

export const SESSION_COOKIE = 'sankalp_session';
export const SESSION_DAYS = 7;
export const SETUP_CODE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Failed sign-ins allowed in the window, per e-mail and per IP address. */
export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perEmail: 5, perIp: 30 };

export const WRONG_PASSWORD_MESSAGE = 'The password is not correct. Please try again.';
export const NO_PASSWORD_MESSAGE =
  'This account has no password yet. Use the set-up code from the institute on the Set your password page.';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Wait 15 minutes and try again.';
export const SETUP_CODE_REFUSED_MESSAGE =
  'This set-up code is not valid or has expired. Ask the institute for a new one.';

/** Who is calling: resolved from the session cookie on every request. */
export type Caller =
  | { role: 'visitor' }
  | { role: 'admin'; userId: string; name: string }
  | { role: 'student'; userId: string; name: string; studentId: string }
  | { role: 'school'; userId: string; name: string; schoolId: string };

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A readable code: 12 letters and digits without look-alikes, in groups of four. */
function newSetupCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

const normaliseCode = (code: string) =>
  code
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

export type LoginOutcome =
  | { ok: true; token: string; user: { id: string; name: string; role: Role } }
  | { ok: false; status: 401 | 429; message: string };

// A hash to verify against when the e-mail is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

export function createAccounts({ db, data, now }: { db: Db; data: PortalData; now: () => Date }) {
  const nowMs = () => now().getTime();

  async function failedAttempts(key: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(t.loginAttempts)
      .where(
        and(eq(t.loginAttempts.key, key), gt(t.loginAttempts.at, nowMs() - LOGIN_LIMITS.windowMs)),
      );
    return row?.n ?? 0;
  }

  async function recordFailure(keys: string[]) {
    const at = nowMs();
    await db.insert(t.loginAttempts).values(keys.map((key) => ({ key, at })));
    // Old attempts are of no further use.
    await db.delete(t.loginAttempts).where(lt(t.loginAttempts.at, at - LOGIN_LIMITS.windowMs));
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

  /** The user row for a student or school, made on first need (a set-up code, a demo password). */
  async function userFor(role: 'student' | 'school', subjectId: string) {
    const [existing] = await db.select().from(t.users).where(eq(t.users.subjectId, subjectId));
    if (existing) {
      if (existing.role !== role) return undefined;
      return existing;
    }
    const subject =
      role === 'student' ? await data.getStudent(subjectId) : await data.getSchool(subjectId);
    if (!subject) return undefined;
    const email = 'email' in subject ? subject.email : subject.contactEmail;
    const [created] = await db
      .insert(t.users)
      .values({
        id: newId(),
        role,
        email: email.trim().toLowerCase(),
        subjectId,
        name: subject.name,
        passwordHash: null,
        createdAt: nowMs(),
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [raced] = await db.select().from(t.users).where(eq(t.users.subjectId, subjectId));
    return raced;
  }

  return {
    async login(input: {
      role: Role;
      email: string;
      password: string;
      ip: string;
    }): Promise<LoginOutcome> {
      const email = input.email.trim().toLowerCase();
      const keys = [`ip:${input.ip}`, `email:${input.role}:${email}`];
      const [byIp, byEmail] = await Promise.all(keys.map(failedAttempts));
      if (byIp! >= LOGIN_LIMITS.perIp || byEmail! >= LOGIN_LIMITS.perEmail) {
        return { ok: false, status: 429, message: TOO_MANY_ATTEMPTS_MESSAGE };
      }

      let account: { id: string; name: string; passwordHash: string | null } | undefined;
      if (input.role === 'admin') {
        const [admin] = await db
          .select()
          .from(t.users)
          .where(and(eq(t.users.role, 'admin'), eq(t.users.email, email)));
        account = admin;
      } else {
        const subjects =
          input.role === 'student'
            ? await data.findStudentsByEmail(email)
            : await data.findSchoolsByEmail(email);
        for (const subject of subjects) {
          const user = await userFor(input.role, subject.id);
          if (user && (account === undefined || (!account.passwordHash && user.passwordHash))) {
            account = { ...user, name: subject.name };
          }
        }
      }

      if (!account) {
        dummyHash ??= hash('not a real password');
        await verify(await dummyHash, input.password).catch(() => false);
        await recordFailure(keys);
        return {
          ok: false,
          status: 401,
          message: `No ${input.role} found with this email. Please try again.`,
        };
      }
      if (!account.passwordHash) {
        await recordFailure(keys);
        return { ok: false, status: 401, message: NO_PASSWORD_MESSAGE };
      }
      const matches = await verify(account.passwordHash, input.password).catch(() => false);
      if (!matches) {
        await recordFailure(keys);
        return { ok: false, status: 401, message: WRONG_PASSWORD_MESSAGE };
      }
      const token = await createSession(account.id);
      return { ok: true, token, user: { id: account.id, name: account.name, role: input.role } };
    },

    /** The caller a session cookie stands for; a forged, expired or revoked one is a visitor. */
    async resolve(token: string | undefined): Promise<Caller | { role: 'invalid' }> {
      if (!token) return { role: 'visitor' };
      const [row] = await db
        .select({
          userId: t.users.id,
          role: t.users.role,
          name: t.users.name,
          subjectId: t.users.subjectId,
          expiresAt: t.sessions.expiresAt,
        })
        .from(t.sessions)
        .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
        .where(eq(t.sessions.tokenHash, sha256(token)));
      if (!row || row.expiresAt <= nowMs()) return { role: 'invalid' };
      if (row.role === 'admin') return { role: 'admin', userId: row.userId, name: row.name };
      if (row.role === 'student' && row.subjectId) {
        const student = await data.getStudent(row.subjectId);
        if (!student) return { role: 'invalid' };
        return { role: 'student', userId: row.userId, name: student.name, studentId: student.id };
      }
      if (row.role === 'school' && row.subjectId) {
        const school = await data.getSchool(row.subjectId);
        if (!school) return { role: 'invalid' };
        return { role: 'school', userId: row.userId, name: school.name, schoolId: school.id };
      }
      return { role: 'invalid' };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await db.delete(t.sessions).where(eq(t.sessions.tokenHash, sha256(token)));
    },

    /** A new one-time code for a student or school; earlier unused codes stop working. */
    async issueSetupCode(role: 'student' | 'school', subjectId: string) {
      const user = await userFor(role, subjectId);
      if (!user) return undefined;
      const code = newSetupCode();
      const expiresAt = nowMs() + SETUP_CODE_DAYS * DAY_MS;
      await db.transaction(async (tx) => {
        await tx.delete(t.setupCodes).where(eq(t.setupCodes.userId, user.id));
        await tx
          .insert(t.setupCodes)
          .values({ codeHash: sha256(normaliseCode(code)), userId: user.id, expiresAt });
      });
      return { code, expiresAt: new Date(expiresAt).toISOString(), email: user.email, role };
    },

    /** Sets the password of the code's account; the code is used up, old sessions end. */
    async setPassword(code: string, password: string) {
      const passwordHash = await hash(password);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ userId: t.setupCodes.userId, role: t.users.role, email: t.users.email })
          .from(t.setupCodes)
          .innerJoin(t.users, eq(t.users.id, t.setupCodes.userId))
          .where(
            and(
              eq(t.setupCodes.codeHash, sha256(normaliseCode(code))),
              isNull(t.setupCodes.usedAt),
              gt(t.setupCodes.expiresAt, nowMs()),
            ),
          )
          .for('update');
        if (!row) return undefined;
        await tx
          .update(t.setupCodes)
          .set({ usedAt: nowMs() })
          .where(eq(t.setupCodes.codeHash, sha256(normaliseCode(code))));
        await tx.update(t.users).set({ passwordHash }).where(eq(t.users.id, row.userId));
        await tx.delete(t.sessions).where(eq(t.sessions.userId, row.userId));
        return { role: row.role, email: row.email };
      });
    },

    /** Sets a password directly (the first admin, the demo accounts). */
    async setPasswordOf(role: 'student' | 'school', subjectId: string, password: string) {
      const user = await userFor(role, subjectId);
      if (!user) return false;
      await db
        .update(t.users)
        .set({ passwordHash: await hash(password) })
        .where(eq(t.users.id, user.id));
      return true;
    },

    /** Creates the admin, or sets its password when `password` is given. */
    async ensureAdmin(email: string, name: string, password: string) {
      const key = email.trim().toLowerCase();
      const passwordHash = await hash(password);
      await db
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
        });
    },

    async adminCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(t.users).where(eq(t.users.role, 'admin'));
      return row?.n ?? 0;
    },

    /** Wrong set-up codes count against the IP address too (30 in 15 minutes, then 429). */
    async setupCodeBlocked(ip: string): Promise<boolean> {
      return (await failedAttempts(`setup:${ip}`)) >= LOGIN_LIMITS.perIp;
    },
    async recordWrongSetupCode(ip: string): Promise<void> {
      await recordFailure([`setup:${ip}`]);
    },

    /** Forgets failed sign-ins (the end-to-end journeys' reset). */
    async clearLoginAttempts() {
      await db.delete(t.loginAttempts);
    },

    createSession,
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
