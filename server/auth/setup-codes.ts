// A set-up code and the message that carries it, stored and queued in the caller's transaction:
// the admin's codes for students and schools (password-links.ts) and the link a new staff member
// gets when the owner adds them (server/data/staff.ts) are made here, once.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema';
import type { Runner } from '../data/context';
import { queueMessages } from '../data/outbox';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const SETUP_CODE_DAYS = 7;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** 3 December 2026: the day in India, as a message reads it. */
const indiaDate = (ms: number) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(ms);

/** A readable code: 12 letters and digits without look-alikes, in groups of four. */
function newSetupCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

export const normaliseCode = (code: string) =>
  code
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/** The account a code is for and how its person is reached (a student or school by record). */
export type SetupCodeAccount = {
  userId: string;
  email: string;
  name: string;
  mobile?: string | undefined;
  subjectId?: string;
};

/**
 * A new one-time code for the account (earlier unused codes stop working) with a link to it
 * queued to the person, both in `runner`'s transaction. Only the code's SHA-256 is stored.
 */
export async function storeSetupCode(
  runner: Runner,
  at: Date,
  publicUrl: string | undefined,
  account: SetupCodeAccount,
): Promise<{ code: string; expiresAt: number }> {
  const code = newSetupCode();
  const codeHash = sha256(normaliseCode(code));
  const expiresAt = at.getTime() + SETUP_CODE_DAYS * DAY_MS;
  await runner.delete(t.setupCodes).where(eq(t.setupCodes.userId, account.userId));
  await runner.insert(t.setupCodes).values({ codeHash, userId: account.userId, expiresAt });
  await queueMessages(runner, at, [
    {
      template: 'account-setup',
      to: {
        ...(account.subjectId === undefined ? {} : { subjectId: account.subjectId }),
        email: account.email,
        ...(account.mobile === undefined ? {} : { mobile: account.mobile }),
      },
      variables: {
        name: account.name,
        link: `${publicUrl ?? ''}/set-password?code=${encodeURIComponent(code)}`,
        code,
        expiresOn: indiaDate(expiresAt),
      },
      dedupeKey: `account-setup:${codeHash}`,
    },
  ]);
  return { code, expiresAt };
}
