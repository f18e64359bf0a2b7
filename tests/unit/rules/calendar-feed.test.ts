import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine } from '../../../src/data/rules/calendar-feed';
import type { Session } from '../../../src/data/schemas/timetable';

const session: Session = {
  id: 'session-1',
  batchId: 'batch-1',
  date: '2026-12-01',
  startMinute: 600,
  endMinute: 690,
  subject: 'Physics',
  staffId: 'staff-1',
  room: 'Room 4',
  startsAt: '2026-12-01T04:30:00.000Z',
  endsAt: '2026-12-01T06:00:00.000Z',
  status: 'scheduled',
};
const feed = { name: 'Timetable', now: new Date('2026-11-29T00:00:00Z'), uidDomain: 'portal.test' };

const eventsOf = (file: string) =>
  new ICAL.Component(ICAL.parse(file)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

describe('the iCalendar writer', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'भौतिकी '.repeat(30)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces)
      expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(pieces.map((piece, i) => (i === 0 ? piece : piece.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('ends every line with CRLF and parses back with ical.js', () => {
    const file = calendarFile({
      ...feed,
      sessions: [{ ...session, subject: 'Physics, Optics; part\\1', note: 'Bring\nbooks' }],
      batchNames: new Map([['batch-1', '12-A']]),
    });
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const [event] = eventsOf(file);
    expect(event?.summary).toBe('Physics, Optics; part\\1');
    expect(event?.description).toBe('12-A\nBring\nbooks');
    expect(event?.location).toBe('Room 4');
    expect(event?.startDate.toJSDate().toISOString()).toBe('2026-12-01T04:30:00.000Z');
    expect(event?.endDate.toJSDate().toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });

  it('marks a cancelled class CANCELLED, and a moved class keeps its UID with a higher SEQUENCE', () => {
    const moved: Session = {
      ...session,
      date: '2026-12-02',
      startsAt: '2026-12-02T05:30:00.000Z',
      endsAt: '2026-12-02T07:00:00.000Z',
      note: 'Moved from 1 Dec 2026 10:00',
    };
    const cancelled: Session = { ...moved, status: 'cancelled', note: 'Teacher unwell' };
    const [before] = eventsOf(calendarFile({ ...feed, sessions: [session] }));
    const [after] = eventsOf(calendarFile({ ...feed, sessions: [moved] }));
    const [gone] = eventsOf(calendarFile({ ...feed, sessions: [cancelled] }));
    expect(after?.uid).toBe(before?.uid);
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? 0);
    expect(after?.startDate.toJSDate().toISOString()).toBe('2026-12-02T05:30:00.000Z');
    expect(gone?.uid).toBe(before?.uid);
    expect(gone?.sequence).toBeGreaterThan(after?.sequence ?? 0);
    expect(gone?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(before?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });
});
