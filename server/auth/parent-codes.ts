// Parents sign in with a 6-digit code sent to their mobile (issue 36): one code at a time per
// number (a new one replaces it), only its SHA-256 kept, good for 10 minutes and 5 tries, deleted
// when used. Codes are sent only to a number on a student record, but the answer is the same
// either way; sends are limited per number, per address and per day in total (every SMS costs
// money, and SMS pumping fraud makes a site send thousands). The code goes by SMS, WhatsApp's
// authentication template or e-mail (recipientOf), through the outbox, ahead of every message
// waiting.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { newId } from '../../src/data/server';
import type { Language } from '../../src/data/server';
import {
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MINUTES,
  LOGIN_CODE_TRIES,
  parentSchema,
} from '../../src/data/server-parents';
import * as t from '../db/schema';
import type { Tx } from '../data/context';
import { queueMessages } from '../data/outbox';
import type { QueuedMessage } from '../data/outbox';
import { childrenOf, parentChildren } from '../data/parents';
import { sha256 } from './account-basics';
import type { AccountBasics } from './account-basics';

/**
 * Codes sent in 15 minutes per number and per address, and in a day in all. The day's total is a
 * ceiling against fraud well above a busy day (every parent of 5,000 students signing in twice).
 */
export const PARENT_CODE_LIMITS = { perMobile: 3, perIp: 20, perDay: 10_000 };

/** The least time a code request's answer takes, whether a code was sent or not. */
export const CODE_REQUEST_ANSWER_MS = 300;

const CODE_MS = LOGIN_CODE_MINUTES * 60_000;

const codeHash = (mobile: string, code: string) => sha256(`${mobile}:${code}`);

const equalHashes = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The day in India, as the counter of the day's codes is named. */
const indiaDay = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);

export type CodeSignIn = { ok: true; userId: string } | { ok: false; reason: 'refused' };

export function createParentCodes(
  { db, data, nowMs, countAttempt }: AccountBasics,
  limits = PARENT_CODE_LIMITS,
) {
  /** The day's codes so far, this one counted; one row per day in `counters`. */
  async function countToday(tx: Tx, at: number): Promise<number> {
    const [row] = await tx
      .insert(t.counters)
      .values({ name: `login-codes:${indiaDay(at)}`, value: 1 })
      .onConflictDoUpdate({ target: t.counters.name, set: { value: sql`${t.counters.value} + 1` } })
      .returning({ value: t.counters.value });
    return row?.value ?? 0;
  }

  /**
   * Where the code goes: WhatsApp to a parent who chose WhatsApp in their Settings (their
   * opt-in); else SMS where this server sends SMS; else WhatsApp where it is set up; else the
   * child's e-mail.
   */
  async function recipientOf(
    tx: Tx,
    mobile: string,
    email: string | undefined,
    language: Language,
  ): Promise<Pick<QueuedMessage, 'to' | 'channels'>> {
    const channels = data.context.channels ?? [];
    if (channels.includes('whatsapp')) {
      const [parent] = await tx
        .select({ doc: t.parents.doc })
        .from(t.parents)
        .where(eq(t.parents.mobile, mobile));
      const optedIn = Boolean(parent?.doc.preferences?.whatsappOptInAt);
      if (optedIn || !channels.includes('sms')) {
        return { to: { mobile, language }, channels: ['whatsapp'] };
      }
    }
    if (channels.includes('sms') || !channels.includes('email') || !email) {
      return { to: { mobile, language }, channels: ['sms'] };
    }
    return { to: { email, language }, channels: ['email'] };
  }

  async function sendCode(mobile: string, language: Language, at: number): Promise<void> {
    await db.transaction(async (tx) => {
      const children = await childrenOf(tx, mobile);
      if (children.length === 0) return;
      if ((await countToday(tx, at)) > limits.perDay) return;
      const code = String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
      const row = { codeHash: codeHash(mobile, code), expiresAt: at + CODE_MS, tries: 0 };
      await tx
        .insert(t.loginCodes)
        .values({ mobile, ...row })
        .onConflictDoUpdate({ target: t.loginCodes.mobile, set: row });
      await queueMessages(
        tx,
        new Date(at),
        [
          {
            template: 'login-code',
            ...(await recipientOf(tx, mobile, children[0]!.email, language)),
            variables: { code, minutes: String(LOGIN_CODE_MINUTES) },
            dedupeKey: `login-code:${mobile}:${at}:${newId()}`,
          },
        ],
        { first: true },
      );
    });
  }

  /** The parent of this mobile, made at their first sign-in, with their sign-in account. */
  async function parentAccount(tx: Tx, mobile: string, at: number): Promise<string> {
    const { name } = await parentChildren(tx, mobile, undefined);
    const doc = parentSchema.parse({
      id: newId(),
      mobile,
      name,
      createdAt: new Date(at).toISOString(),
    });
    await tx.insert(t.parents).values({ id: doc.id, mobile, doc }).onConflictDoNothing();
    const [parent] = await tx.select().from(t.parents).where(eq(t.parents.mobile, mobile));
    const [user] = await tx
      .insert(t.users)
      .values({
        id: newId(),
        role: 'parent',
        email: mobile,
        subjectId: parent!.id,
        name,
        passwordHash: null,
        createdAt: at,
      })
      .onConflictDoUpdate({ target: t.users.subjectId, set: { name } })
      .returning({ id: t.users.id });
    return user!.id;
  }

  return {
    /** Sends a code if the mobile is a parent's; 'rate-limited' past a limit, else 'sent'. */
    async requestParentCode(input: {
      mobile: string;
      /** The page's language; English when not said (an older browser's request). */
      language?: Language | undefined;
      ip: string;
    }): Promise<'sent' | 'rate-limited'> {
      const started = nowMs();
      const attempt = await countAttempt([
        { key: `code-ip:${input.ip}`, limit: limits.perIp },
        { key: `code-mobile:${input.mobile}`, limit: limits.perMobile },
      ]);
      if (attempt.blocked) return 'rate-limited';
      await sendCode(input.mobile, input.language ?? 'en', started);
      // As long for a number on no record as for one with children.
      const left = CODE_REQUEST_ANSWER_MS - (nowMs() - started);
      if (left > 0) await sleep(left);
      return 'sent';
    },

    /**
     * Signs a parent in with the code: refused when there is none, it has expired, or it has
     * been tried 5 times (the sixth try fails even with the right code). A right code is
     * deleted, so it never works again.
     */
    async signInWithCode(input: { mobile: string; code: string }): Promise<CodeSignIn> {
      const at = nowMs();
      return db.transaction(async (tx): Promise<CodeSignIn> => {
        const [row] = await tx
          .select()
          .from(t.loginCodes)
          .where(eq(t.loginCodes.mobile, input.mobile))
          .for('update');
        if (!row || row.expiresAt <= at || row.tries >= LOGIN_CODE_TRIES) {
          return { ok: false, reason: 'refused' };
        }
        if (!equalHashes(codeHash(input.mobile, input.code), row.codeHash)) {
          await tx
            .update(t.loginCodes)
            .set({ tries: row.tries + 1 })
            .where(and(eq(t.loginCodes.mobile, input.mobile)));
          return { ok: false, reason: 'refused' };
        }
        await tx.delete(t.loginCodes).where(eq(t.loginCodes.mobile, input.mobile));
        return { ok: true, userId: await parentAccount(tx, input.mobile, at) };
      });
    },
  };
}
