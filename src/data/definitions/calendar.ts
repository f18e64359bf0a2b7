// Calendar links: a secret address per faculty member and per student whose .ics feed shows their
// classes in Google Calendar or a phone's calendar. Only the token's SHA-256 is stored, so the
// token is shown when the link is made or reset, never again; a reset stops the old link at once.
// Staff need batches.teach (their own classes and their batches'); a student has their own.
import { z } from 'zod';
import { ADMIN_OR_STUDENT, operation, refuseAccess } from '../core/operation';
import type { Caller } from '../core/operation';

export type CalendarOwner = { kind: 'staff' | 'student'; id: string };

/** Whether the caller has a link, and since when (null: none yet). */
export type CalendarLinkStatus = { createdAt: string | null };

/** A link just made: the token appears in it this once. */
export type NewCalendarLink = { token: string; createdAt: string };

export const CALENDAR_FEED_PATH = '/calendar';
/** The feed's address for a token, relative to the portal's origin. */
export const calendarFeedPath = (token: string) => `${CALENDAR_FEED_PATH}/${token}.ics`;

export const NEEDS_SERVER_MESSAGE =
  'A live calendar link needs the portal running on a server. Download the calendar instead.';

function ownerOf(caller: Caller): CalendarOwner {
  if (caller.role === 'admin') return { kind: 'staff', id: caller.userId };
  if (caller.role === 'student') return { kind: 'student', id: caller.studentId };
  return refuseAccess();
}

const POLICY = {
  callers: ADMIN_OR_STUDENT,
  permission: 'batches.teach',
  scope: (_args: [owner?: CalendarOwner], { caller }: { caller: Caller }): [CalendarOwner] => [
    ownerOf(caller),
  ],
} as const;

export const calendarOperations = {
  calendarLinkStatus: operation<[owner?: CalendarOwner], CalendarLinkStatus>({
    verb: 'GET',
    path: '/api/me/calendar-link',
    policy: POLICY,
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /** Makes the caller's link, or replaces it: the old address stops working at once. Audited. */
  resetCalendarLink: operation<[owner?: CalendarOwner], NewCalendarLink>({
    verb: 'POST',
    path: '/api/me/calendar-link',
    policy: POLICY,
    changes: ['auditLog'],
    encode: () => ({ body: {} }),
    decode: z.object({}).transform((): [] => []),
  }),
};
