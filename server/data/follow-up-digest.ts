// A counsellor's morning digest on the server: every few minutes, in every server, from 08:00
// India time until noon (followUpDigestDue), each active counsellor with open enquiries due
// before the end of India's day (the overdue included) gets one e-mail listing them, to their
// own address. Each is keyed by counsellor and day, so however many servers and runs queue it,
// it is queued once. Nothing here is logged: the list holds the enquirers' names and mobiles.
import { and, asc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import {
  FOLLOW_UP_DIGEST,
  endOfIndianDay,
  followUpDigestDue,
  followUpDigestKey,
  followUpDigestVariables,
} from '../../src/data/server-enquiries';
import type { DigestEnquiry } from '../../src/data/server-enquiries';
import * as t from '../db/schema';
import type { DataContext, Runner } from './context';
import { runEvery } from './every';
import { queueMessages } from './outbox';
import type { QueuedMessage } from './outbox';

/** How often a server looks for digests to queue. */
export const FOLLOW_UP_DIGEST_EVERY_MS = 5 * 60_000;

/** The page the digest links to: the counsellor's own Enquiries list, due first. */
export const ENQUIRIES_PATH = '/admin/enquiries';

type Counsellor = { id: string; name: string; email: string };

/** The active counsellors with an e-mail whose digest for the day is not queued yet. */
async function counsellorsWithoutDigest(runner: Runner, now: Date): Promise<Counsellor[]> {
  const counsellors = await runner
    .select({ id: t.users.id, name: t.users.name, email: t.users.email })
    .from(t.staff)
    .innerJoin(t.users, eq(t.users.id, t.staff.userId))
    .where(
      and(eq(t.staff.staffRole, 'counsellor'), eq(t.staff.active, true), ne(t.users.email, '')),
    )
    .orderBy(asc(t.users.id));
  if (counsellors.length === 0) return [];
  // An e-mail-only message: its one row's key is the digest's with the channel.
  const keyOf = (counsellor: Counsellor) => `${followUpDigestKey(counsellor.id, now)}:email`;
  const queued = await runner
    .select({ key: t.outboxMessages.dedupeKey })
    .from(t.outboxMessages)
    .where(inArray(t.outboxMessages.dedupeKey, counsellors.map(keyOf)));
  const done = new Set(queued.map((row) => row.key));
  return counsellors.filter((counsellor) => !done.has(keyOf(counsellor)));
}

type DueRow = DigestEnquiry & { assigneeId: string; total: number };

/**
 * Each counsellor's open enquiries due before `tonight`, soonest first, the first
 * FOLLOW_UP_DIGEST.listed of each with how many are due in all: one statement over the
 * (assignee, next follow-up) index.
 */
async function dueEnquiries(
  runner: Runner,
  counsellorIds: readonly string[],
  tonight: string,
): Promise<DueRow[]> {
  const e = t.enquiries;
  const ranked = runner
    .select({
      assigneeId: sql<string>`${e.assigneeId}`.as('assignee_id'),
      name: e.name,
      mobile: e.mobile,
      email: e.email,
      nextFollowUpAt: sql<string>`${e.nextFollowUpAt}`.as('next_follow_up_at'),
      total: sql<number>`(count(*) over (partition by ${e.assigneeId}))::int`.as('total'),
      place: sql<number>`row_number() over (partition by ${e.assigneeId}
        order by ${e.nextFollowUpAt}, ${e.seq})`.as('place'),
    })
    .from(e)
    .where(
      and(
        eq(e.open, true),
        eq(e.merged, false),
        inArray(e.assigneeId, [...counsellorIds]),
        lt(e.nextFollowUpAt, tonight),
      ),
    )
    .as('due');
  const rows = await runner
    .select({
      assigneeId: ranked.assigneeId,
      name: ranked.name,
      mobile: ranked.mobile,
      email: ranked.email,
      nextFollowUpAt: ranked.nextFollowUpAt,
      total: ranked.total,
    })
    .from(ranked)
    .where(lte(ranked.place, FOLLOW_UP_DIGEST.listed))
    .orderBy(asc(ranked.assigneeId), asc(ranked.place));
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}

/**
 * Queues the morning's digests not yet queued; returns how many it queued (0 outside the
 * morning hours and on a later run the same day; two servers at the same moment may both count
 * one, which the key still queues once).
 */
export async function queueFollowUpDigests(context: DataContext): Promise<number> {
  const now = context.now();
  if (!followUpDigestDue(now)) return 0;
  const link = `${context.publicUrl ?? ''}${ENQUIRIES_PATH}`;
  return context.db.transaction(async (tx) => {
    const counsellors = await counsellorsWithoutDigest(tx, now);
    if (counsellors.length === 0) return 0;
    const due = await dueEnquiries(
      tx,
      counsellors.map((counsellor) => counsellor.id),
      endOfIndianDay(now.toISOString()),
    );
    const byCounsellor = new Map<string, DueRow[]>();
    for (const row of due) {
      byCounsellor.set(row.assigneeId, [...(byCounsellor.get(row.assigneeId) ?? []), row]);
    }
    const messages: QueuedMessage[] = counsellors.flatMap((counsellor) => {
      const rows = byCounsellor.get(counsellor.id);
      if (!rows) return [];
      return [
        {
          template: 'follow-up-digest' as const,
          to: { email: counsellor.email },
          variables: followUpDigestVariables(counsellor, rows, rows[0]!.total, now, link),
          dedupeKey: followUpDigestKey(counsellor.id, now),
        },
      ];
    });
    await queueMessages(tx, now, messages);
    return messages.length;
  });
}

/** Runs queueFollowUpDigests every `everyMs` (runEvery); `stop` waits for a run under way. */
export function scheduleFollowUpDigests(
  context: DataContext,
  onError: (error: unknown) => void,
  everyMs = FOLLOW_UP_DIGEST_EVERY_MS,
): { stop: () => Promise<void> } {
  return runEvery(everyMs, () => queueFollowUpDigests(context), onError);
}
