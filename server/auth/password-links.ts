// Setting a password signed out, through a one-time secret sent by message: the set-up codes the
// admin issues (7 days) and the forgot-password reset links (one hour). Each is queued in the
// outbox in the transaction that stores it, only its SHA-256 is kept, and using one ends every
// session of the account. Kept apart from sign-in and sessions (accounts.ts), which spreads
// these methods into the accounts object.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { hash } from '@node-rs/argon2';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '../../src/data/server';
import * as t from '../db/schema';
import { queueMessages } from '../data/outbox';
import { LOGIN_LIMITS } from './account-basics';
import { normaliseCode, sha256, storeSetupCode } from './setup-codes';
import type { AccountBasics } from './account-basics';
import { hasRecord, signInEmailKey } from './sign-in-email';

/** How long a password reset link works. */
export const RESET_LINK_MS = 60 * 60 * 1000;

export const SETUP_CODE_REFUSED_MESSAGE =
  'This set-up code is not valid or has expired. Ask the institute for a new one.';

/**
 * Forgot password: links sent in the window per (role, e-mail), whoever asks (no one fills a
 * person's mailbox), and requests answered per address.
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

export function createPasswordLinks({
  db,
  data,
  now,
  nowMs,
  countAttempt,
  userFor,
}: AccountBasics) {
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
      const { code, expiresAt } = await db.transaction((tx) =>
        storeSetupCode(tx, now(), data.context.publicUrl, {
          userId: user.id,
          email: user.email,
          name: contact.name,
          mobile: contact.mobile,
          subjectId,
        }),
      );
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
     * Past the per-e-mail limit nothing is sent, but the answer stays the same: a refusal there
     * would let a stranger stop a person from resetting, and tell that someone tried. Only the
     * address's own limit is refused (429).
     */
    async forgotPassword(input: {
      role: 'student' | 'school';
      email: string;
      ip: string;
    }): Promise<'answered' | 'rate-limited'> {
      const email = signInEmailKey(input.email);
      const perIp = await countAttempt([
        { key: `forgot:ip:${input.ip}`, limit: FORGOT_PASSWORD_LIMITS.perIp },
      ]);
      if (perIp.blocked) return 'rate-limited';
      const answerAt = sleep(FORGOT_PASSWORD_ANSWER_MS);
      const perEmail = await countAttempt([
        { key: `forgot:email:${input.role}:${email}`, limit: FORGOT_PASSWORD_LIMITS.perEmail },
      ]);
      if (!perEmail.blocked) await queueResetLinks(input.role, email);
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
  };
}
