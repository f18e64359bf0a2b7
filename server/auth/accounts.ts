// Real sign-in for server mode: argon2id password hashes, sessions stored in the database (the
// cookie carries a random token; only its SHA-256 is stored), one-time set-up codes and password
// reset links (each e-mailed through the outbox), and limits on failed sign-ins per (e-mail,
// address) and per address.
import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { hash, verify } from '@node-rs/argon2';
import { and, asc, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { newId } from '../../src/data/server';
import type { Caller, Role } from '../../src/data/server';
import type { Db } from '../db/open';
import * as t from '../db/schema';
import { queueMessages } from '../data/outbox';
import type { PortalData } from '../data/portal-data';
import { hasRecord, signInEmailKey, signInEmailTaken } from './sign-in-email';

export const SESSION_COOKIE = 'sankalp_session';
export const SESSION_DAYS = 7;
export const SETUP_CODE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a password reset link works. */
export const RESET_LINK_MS = 60 * 60 * 1000;

/**
 * Sign-ins allowed in the window per (role, e-mail, address) and per address (set-up codes: per
 * address). Only the address that failed is refused: failures from elsewhere never lock a person
 * out of their own account.
 */
export const LOGIN_LIMITS = { windowMs: 15 * 60 * 1000, perEmailAndIp: 5, perIp: 30 };

/** One answer whether the e-mail is unknown, has no password yet or the password is wrong, so
 *  the answer never tells which e-mails have accounts. */
export const LOGIN_REFUSED_MESSAGE =
  'The e-mail or password is not correct. If you have not set a password yet, use the set-up code from the institute on the Set your password page.';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Wait 15 minutes and try again.';
export const SETUP_CODE_REFUSED_MESSAGE =
  'This set-up code is not valid or has expired. Ask the institute for a new one.';

/**
 * Forgot password: requests allowed in the window per (role, e-mail), from anywhere (no one
 * fills a person's mailbox), and per address.
 */
export const FORGOT_PASSWORD_LIMITS = { perEmail: 5, perIp: 30 };
/** One answer whether or not an account signs in with the e-mail. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account signs in with this e-mail, we have sent it a link to set a new password. The link works for one hour.';
export const TOO_MANY_RESET_REQUESTS_MESSAGE =
  'Too many requests for a reset link. Wait 15 minutes and try again.';
export const RESET_LINK_REFUSED_MESSAGE =
  'This link is not valid or has expired. Ask for a new one on the Forgot password page.';
/**
 * The least time a forgot-password answer takes: looking up and queueing take a few
 * milliseconds more for a known e-mail, and that difference must not tell which e-mails have
 * accounts.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 300;

/** 3 December 2026: the day in India, as a message reads it. */
const indiaDate = (ms: number) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(ms);

/** Who is calling: resolved from the session cookie on every request. */
export type { Caller };

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

  /** The portal's address for a link in a message (a path alone when PUBLIC_URL is not set). */
  const linkTo = (path: string) => `${data.context.publicUrl ?? ''}${path}`;
  const emailSetUp = () => (data.context.channels ?? []).includes('email');

  /** Whom an account's messages greet, and the mobile its SMS go to. */
  async function contactOf(role: 'student' | 'school', subjectId: string) {
    if (role === 'student') {
      const student = await data.getStudent(subjectId);
      return student ? { name: student.name, mobile: student.mobile } : undefined;
    }
    const school = await data.getSchool(subjectId);
    return school ? { name: school.name, mobile: school.contactPhone } : undefined;
  }

  /**
   * A new reset link for each account of the role signing in with `email` (earlier links of the
   * account stop working), queued in the transaction that stores it. Only the token's SHA-256
   * is stored; the link in the message carries the token.
   */
  async function queueResetLinks(role: 'student' | 'school', email: string) {
    const accounts = await db
      .select({ id: t.users.id, subjectId: t.users.subjectId, email: t.users.email })
      .from(t.users)
      .where(and(eq(t.users.role, role), eq(t.users.email, email), hasRecord(role)));
    const links = await Promise.all(
      accounts.map(async ({ id, subjectId, email: to }) => {
        const contact = subjectId ? await contactOf(role, subjectId) : undefined;
        if (!contact || !subjectId) return [];
        const token = randomBytes(32).toString('base64url');
        return [{ userId: id, subjectId, to, contact, token, tokenHash: sha256(token) }];
      }),
    ).then((found) => found.flat());
    const at = now();
    await db.transaction(async (tx) => {
      for (const { userId, tokenHash } of links) {
        await tx.delete(t.passwordResets).where(eq(t.passwordResets.userId, userId));
        await tx.insert(t.passwordResets).values({
          tokenHash,
          userId,
          createdAt: at.getTime(),
          expiresAt: at.getTime() + RESET_LINK_MS,
        });
      }
      await queueMessages(
        tx,
        at,
        links.map(({ subjectId, to, contact, token, tokenHash }) => ({
          template: 'password-reset' as const,
          to: { subjectId, email: to, mobile: contact.mobile },
          variables: {
            name: contact.name,
            link: linkTo(`/reset-password?token=${token}`),
          },
          dedupeKey: `password-reset:${tokenHash}`,
        })),
      );
    });
  }

  return {
    async login(input: {
      role: Role;
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
            input.role === 'admin' ? undefined : hasRecord(input.role),
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

    /** The e-mail the account signs in with (the school's profile shows it). */
    async signInEmailOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ email: t.users.email })
        .from(t.users)
        .where(eq(t.users.id, userId));
      return row?.email;
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await db.delete(t.sessions).where(eq(t.sessions.tokenHash, sha256(token)));
    },

    /**
     * A new one-time code for a student or school; earlier unused codes stop working. A link
     * with the code is queued to the person's e-mail (and SMS) in the same transaction; the
     * admin sees the code too, to pass on when e-mail is not set up (`emailed` says which).
     */
    async issueSetupCode(role: 'student' | 'school', subjectId: string) {
      const user = await userFor(role, subjectId);
      if (typeof user === 'string') return user;
      const contact = await contactOf(role, subjectId);
      if (!contact) return 'not-found';
      const code = newSetupCode();
      const codeHash = sha256(normaliseCode(code));
      const at = now();
      const expiresAt = at.getTime() + SETUP_CODE_DAYS * DAY_MS;
      await db.transaction(async (tx) => {
        await tx.delete(t.setupCodes).where(eq(t.setupCodes.userId, user.id));
        await tx.insert(t.setupCodes).values({ codeHash, userId: user.id, expiresAt });
        await queueMessages(tx, at, [
          {
            template: 'account-setup',
            to: { subjectId, email: user.email, mobile: contact.mobile },
            variables: {
              name: contact.name,
              link: linkTo(`/set-password?code=${encodeURIComponent(code)}`),
              code,
              expiresOn: indiaDate(expiresAt),
            },
            dedupeKey: `account-setup:${codeHash}`,
          },
        ]);
      });
      return {
        code,
        expiresAt: new Date(expiresAt).toISOString(),
        email: user.email,
        role,
        emailed: emailSetUp(),
      };
    },

    /**
     * Forgot password: a reset link, valid for an hour, to every account of the role that signs
     * in with the e-mail (students may share one). The request is counted before anything is
     * looked up, and the answer is the same, and takes as long, whether or not there is one.
     */
    async forgotPassword(input: {
      role: 'student' | 'school';
      email: string;
      ip: string;
    }): Promise<'answered' | 'rate-limited'> {
      const email = signInEmailKey(input.email);
      const attempt = await countAttempt([
        { key: `forgot:ip:${input.ip}`, limit: FORGOT_PASSWORD_LIMITS.perIp },
        { key: `forgot:email:${input.role}:${email}`, limit: FORGOT_PASSWORD_LIMITS.perEmail },
      ]);
      if (attempt.blocked) return 'rate-limited';
      const answerAt = sleep(FORGOT_PASSWORD_ANSWER_MS);
      await queueResetLinks(input.role, email);
      await answerAt;
      return 'answered';
    },

    /**
     * Sets the password of a reset link's account: the link is used up and every session of the
     * account ends. Counted against the address like set-up codes.
     */
    async resetPassword(
      token: string,
      password: string,
      ip: string,
    ): Promise<
      | { ok: true; role: Role; email: string }
      | { ok: false; reason: 'rate-limited' | 'link-refused' }
    > {
      const attempt = await countAttempt([{ key: `reset:${ip}`, limit: LOGIN_LIMITS.perIp }]);
      if (attempt.blocked) return { ok: false, reason: 'rate-limited' };
      const tokenHash = sha256(token);
      const usable = and(
        eq(t.passwordResets.tokenHash, tokenHash),
        isNull(t.passwordResets.usedAt),
        gt(t.passwordResets.expiresAt, nowMs()),
      );
      const [known] = await db
        .select({ userId: t.passwordResets.userId })
        .from(t.passwordResets)
        .where(usable);
      if (!known) return { ok: false, reason: 'link-refused' };
      const passwordHash = await hash(password);
      const done = await db.transaction(async (tx) => {
        // Taken again under a lock: the same link sent twice at once sets one password.
        const [row] = await tx
          .select({ userId: t.passwordResets.userId, role: t.users.role, email: t.users.email })
          .from(t.passwordResets)
          .innerJoin(t.users, eq(t.users.id, t.passwordResets.userId))
          .where(usable)
          .for('update');
        if (!row) return undefined;
        await tx
          .update(t.passwordResets)
          .set({ usedAt: nowMs() })
          .where(eq(t.passwordResets.tokenHash, tokenHash));
        await tx.update(t.users).set({ passwordHash }).where(eq(t.users.id, row.userId));
        await tx.delete(t.sessions).where(eq(t.sessions.userId, row.userId));
        return { role: row.role, email: row.email };
      });
      if (!done) return { ok: false, reason: 'link-refused' };
      await attempt.forget();
      return { ok: true, ...done };
    },

    /**
     * Sets the password of the code's account; the code is used up, the account's sessions end.
     * The try is counted against the address (30 in 15 minutes) before the code is looked at,
     * and the password is hashed only once the code is known to be good.
     */
    async setPassword(
      code: string,
      password: string,
      ip: string,
    ): Promise<
      | { ok: true; role: Role; email: string }
      | { ok: false; reason: 'rate-limited' | 'code-refused' }
    > {
      const attempt = await countAttempt([{ key: `setup:${ip}`, limit: LOGIN_LIMITS.perIp }]);
      if (attempt.blocked) return { ok: false, reason: 'rate-limited' };
      const codeHash = sha256(normaliseCode(code));
      const usable = and(
        eq(t.setupCodes.codeHash, codeHash),
        isNull(t.setupCodes.usedAt),
        gt(t.setupCodes.expiresAt, nowMs()),
      );
      const [known] = await db
        .select({ userId: t.setupCodes.userId })
        .from(t.setupCodes)
        .where(usable);
      if (!known) return { ok: false, reason: 'code-refused' };
      const passwordHash = await hash(password);
      const done = await db.transaction(async (tx) => {
        // Taken again under a lock: the same code sent twice at once sets one password.
        const [row] = await tx
          .select({ userId: t.setupCodes.userId, role: t.users.role, email: t.users.email })
          .from(t.setupCodes)
          .innerJoin(t.users, eq(t.users.id, t.setupCodes.userId))
          .where(usable)
          .for('update');
        if (!row) return undefined;
        await tx
          .update(t.setupCodes)
          .set({ usedAt: nowMs() })
          .where(eq(t.setupCodes.codeHash, codeHash));
        await tx.update(t.users).set({ passwordHash }).where(eq(t.users.id, row.userId));
        await tx.delete(t.sessions).where(eq(t.sessions.userId, row.userId));
        return { role: row.role, email: row.email };
      });
      if (!done) return { ok: false, reason: 'code-refused' };
      await attempt.forget();
      return { ok: true, ...done };
    },

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
      if (admin) await endSessions(admin.id);
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
