// A timetable as an iCalendar file (RFC 5545), written by hand: the server's feed and the
// browser-only mode's download use the same writer. Each class is one dated event in UTC (no
// RRULE + EXDATE, which calendars apply unevenly across time zones); its UID is the session's, so a
// moved or cancelled class replaces the event a calendar already holds.
import type { Session } from '../schemas/timetable';

export interface CalendarFeed {
  /** The calendar's name as a calendar app shows it ("Timetable: Asha Rao"). */
  name: string;
  sessions: readonly Session[];
  /** Batch names by id, for the event's description. */
  batchNames?: ReadonlyMap<string, string>;
  /** The moment the file is written (DTSTAMP). */
  now: Date;
  /** The domain that makes each UID unique worldwide. */
  uidDomain: string;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** Escapes a TEXT value: backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): each further piece starts with a space, and a
 * character of several UTF-8 octets is never split.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
}

/** 2026-11-29T04:30:00.000Z → 20261129T043000Z */
export const utcStamp = (instant: string | Date): string =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * A session keeps no revision count, so the sequence follows its state: 0 as planned, 1 moved,
 * 2 cancelled (a cancelled class cannot be moved, so the order holds).
 */
export function sequenceOf(session: Session): number {
  if (session.status === 'cancelled') return 2;
  return session.note?.startsWith('Moved from') === true ? 1 : 0;
}

function eventLines(session: Session, feed: CalendarFeed): string[] {
  const cancelled = session.status === 'cancelled';
  const batch = feed.batchNames?.get(session.batchId);
  const description = [batch, session.note].filter((part) => part !== undefined && part !== '');
  return [
    'BEGIN:VEVENT',
    `UID:${session.id}@${feed.uidDomain}`,
    `DTSTAMP:${utcStamp(feed.now)}`,
    `DTSTART:${utcStamp(session.startsAt)}`,
    `DTEND:${utcStamp(session.endsAt)}`,
    `SEQUENCE:${sequenceOf(session)}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeText(cancelled ? `Cancelled: ${session.subject}` : session.subject)}`,
    ...(session.room === '' ? [] : [`LOCATION:${escapeText(session.room)}`]),
    ...(description.length === 0 ? [] : [`DESCRIPTION:${escapeText(description.join('\n'))}`]),
    'END:VEVENT',
  ];
}

/** The whole file, CRLF line ends, ready to serve as text/calendar. */
export function calendarFile(feed: CalendarFeed): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Coaching Portal//Timetable//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    'X-PUBLISHED-TTL:PT6H',
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    ...feed.sessions.flatMap((session) => eventLines(session, feed)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
