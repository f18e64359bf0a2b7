// Calendar links and their .ics feeds. A link's token is 256 random bits; only its SHA-256 is
// stored, keyed by owner, so a reset (a new row for the same owner) stops the old token at once.
// The feed reads the same classes the owner sees in the portal: a faculty member's own classes and
// their batches' (the timetable's teacher reach), a student's enrolled batches'.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { created, deleted } from '../../src/data/server';
import { addDays } from '../../src/data/server-timetable';
import type {
  CalendarLinkStatus,
  CalendarOwner,
  NewCalendarLink,
  Session,
} from '../../src/data/server-timetable';
import * as t from '../db/schema';
import { audit } from './context';
import type { DataContext } from './context';
import { timetableOperations } from './timetable';

/** The feed's window: a month back, four months ahead. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 120;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const ownerKey = (owner: CalendarOwner) => `${owner.kind}:${owner.id}`;

async function calendarLinkStatus(
  { db }: DataContext,
  owner?: CalendarOwner,
): Promise<CalendarLinkStatus> {
  if (owner === undefined) return { createdAt: null };
  const [row] = await db
    .select({ createdAt: t.calendarLinks.createdAt })
    .from(t.calendarLinks)
    .where(eq(t.calendarLinks.owner, ownerKey(owner)));
  return { createdAt: row?.createdAt ?? null };
}

async function resetCalendarLink(
  context: DataContext,
  owner?: CalendarOwner,
): Promise<NewCalendarLink> {
  if (owner === undefined) throw new Error('A calendar link needs its owner.');
  const token = randomBytes(32).toString('base64url');
  const createdAt = context.now().toISOString();
  const key = ownerKey(owner);
  const studentId = owner.kind === 'student' ? owner.id : undefined;
  await context.db.transaction(async (tx) => {
    const [old] = await tx
      .delete(t.calendarLinks)
      .where(eq(t.calendarLinks.owner, key))
      .returning({ createdAt: t.calendarLinks.createdAt });
    await tx.insert(t.calendarLinks).values({ owner: key, tokenHash: sha256(token), createdAt });
    const before = old === undefined ? undefined : { id: key, createdAt: old.createdAt };
    const after = { id: key, createdAt };
    await audit(context, tx, [
      ...(before === undefined ? [] : [{ ...deleted('calendarLink', before), studentId }]),
      { ...created('calendarLink', after), studentId },
    ]);
  });
  return { token, createdAt };
}

/**
 * The classes a token's feed shows, or undefined when no link has that token (or its faculty
 * member's account is no longer active).
 */
export async function feedSessions(
  context: DataContext,
  token: string,
): Promise<Session[] | undefined> {
  const { db } = context;
  const [link] = await db
    .select({ owner: t.calendarLinks.owner })
    .from(t.calendarLinks)
    .where(eq(t.calendarLinks.tokenHash, sha256(token)));
  if (link === undefined) return undefined;
  const [kind, id = ''] = link.owner.split(/:(.*)/s);
  const today = context.now().toISOString().slice(0, 10);
  const window = { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) };
  if (kind === 'student') return timetableOperations.myTimetable(context, window, id);
  const [member] = await db
    .select({ userId: t.staff.userId })
    .from(t.staff)
    .where(and(eq(t.staff.userId, id), eq(t.staff.active, true)));
  if (member === undefined) return undefined;
  return timetableOperations.listSessions(context, window, { teacherId: id });
}

export const calendarOperations = { calendarLinkStatus, resetCalendarLink };
