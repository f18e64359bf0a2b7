// A counsellor's morning digest: one e-mail a day listing their open enquiries whose next
// follow-up falls before the end of India's day (the overdue first, and marked), queued from
// 08:00 India time until noon: a server started late still sends the day's, but no "morning"
// digest arrives in the afternoon. Pure: the clock is a parameter.
import { formatDate, formatDateTime } from '@/lib';
import type { Enquiry } from '../schemas/enquiries';
import { IST_OFFSET_MS, indiaDayOf } from './ledger';

export const FOLLOW_UP_DIGEST = {
  /** India time: the first hour a digest is queued, and the hour none is any more. */
  fromHour: 8,
  untilHour: 12,
  /** Enquiries listed in one digest; the rest are counted ("and 12 more"). */
  listed: 50,
} as const;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Whether `now` is in the morning hours a digest is queued in (India time). */
export function followUpDigestDue(now: Date): boolean {
  const sinceIndiaMidnight = (now.getTime() + IST_OFFSET_MS) % DAY_MS;
  return (
    sinceIndiaMidnight >= FOLLOW_UP_DIGEST.fromHour * HOUR_MS &&
    sinceIndiaMidnight < FOLLOW_UP_DIGEST.untilHour * HOUR_MS
  );
}

/** The day's key for a counsellor: one digest per counsellor per India day, however many runs. */
export const followUpDigestKey = (counsellorId: string, now: Date) =>
  `follow-up-digest:${counsellorId}:${indiaDayOf(now)}`;

/** What the digest lists of one enquiry. */
export type DigestEnquiry = Pick<Enquiry, 'name' | 'mobile' | 'email'> & {
  nextFollowUpAt: string;
};

/** One line of the list: who, how to reach them, when (and whether it is already late). */
function lineOf(enquiry: DigestEnquiry, now: string): string {
  const contact = enquiry.mobile || enquiry.email;
  const when = formatDateTime(enquiry.nextFollowUpAt);
  const late = enquiry.nextFollowUpAt < now ? ' (overdue)' : '';
  return `- ${enquiry.name}${contact ? `, ${contact}` : ''}, ${when}${late}`;
}

/**
 * The digest's values: `listed` are the enquiries due (soonest first, at most
 * FOLLOW_UP_DIGEST.listed of them) and `total` how many are due in all.
 */
export function followUpDigestVariables(
  counsellor: { name: string },
  listed: readonly DigestEnquiry[],
  total: number,
  now: Date,
  link: string,
): Record<string, string> {
  const at = now.toISOString();
  const lines = listed.slice(0, FOLLOW_UP_DIGEST.listed).map((enquiry) => lineOf(enquiry, at));
  const more = total - lines.length;
  if (more > 0) lines.push(`…and ${more} more on your Enquiries list.`);
  return {
    name: counsellor.name,
    date: formatDate(at),
    count: String(total),
    list: lines.join('\n'),
    link,
  };
}
