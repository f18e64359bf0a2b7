// The timetable's rules, pure: the dates a weekly slot falls on, a session's instants in India
// time, whether two classes overlap, the first clash a new class would make (the same faculty
// member, the same room of the branch, or the same batch, at once) and how it is said, and the
// coaching guidelines' warnings. The database enforces the clash rule too (sessions_*_clash).
import { formatDate } from '@/lib';
import { indiaDayStart } from './ledger';
import { WEEKDAY_NAMES, timeOf } from '../schemas/timetable';
import type { Session, Weekday } from '../schemas/timetable';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day after (or `days` after) a YYYY-MM-DD date. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Monday 1 to Sunday 7, as WEEKDAYS counts. */
export const weekdayOf = (date: string): Weekday =>
  (((new Date(`${date}T00:00:00.000Z`).getUTCDay() + 6) % 7) + 1) as Weekday;

/** Every date from `from` to `to`, both included, that falls on `weekday`. */
export function weeklyDates(weekday: Weekday, from: string, to: string): string[] {
  const dates: string[] = [];
  let date = addDays(from, (weekday - weekdayOf(from) + 7) % 7);
  for (; date <= to; date = addDays(date, 7)) dates.push(date);
  return dates;
}

/** The instant a minute of an India day is, as ISO text. */
export const indiaInstant = (date: string, minute: number): string =>
  new Date(indiaDayStart(date) + minute * 60_000).toISOString();

/** The Monday of the week a date is in. */
export const weekStartOf = (date: string): string => addDays(date, 1 - weekdayOf(date));

export type TimedClass = Pick<
  Session,
  'date' | 'startMinute' | 'endMinute' | 'staffId' | 'room' | 'batchId' | 'subject'
> & { id: string; branchId?: string | undefined; status?: Session['status'] };

/**
 * Whether two classes of one day share a minute. Half-open: one ending at 10:00 and the next
 * starting at 10:00 do not clash; a class starting with another and ending earlier does.
 */
export const overlaps = (
  a: Pick<TimedClass, 'startMinute' | 'endMinute'>,
  b: Pick<TimedClass, 'startMinute' | 'endMinute'>,
): boolean => a.startMinute < b.endMinute && b.startMinute < a.endMinute;

/** A room is the branch's: Room 101 in Kota is not Room 101 in Jaipur. Blank: no room. */
export const roomKey = (session: Pick<TimedClass, 'room' | 'branchId'>): string =>
  session.room.trim() === ''
    ? ''
    : `${session.branchId ?? 'main'}:${session.room.trim().toLowerCase()}`;

export type ClashKind = 'staff' | 'room' | 'batch';
export type Clash<T extends TimedClass = TimedClass> = {
  kind: ClashKind;
  with: T;
  class: TimedClass;
};

/** What two classes at once share, if anything: the faculty member first, then room, then batch. */
function sharedBy(a: TimedClass, b: TimedClass): ClashKind | undefined {
  if (a.staffId === b.staffId) return 'staff';
  if (roomKey(a) !== '' && roomKey(a) === roomKey(b)) return 'room';
  if (a.batchId === b.batchId) return 'batch';
  return undefined;
}

/**
 * The first clash any of `classes` would make with `existing` (cancelled sessions and the
 * classes' own earlier versions, by id, left out), or undefined. Existing classes are looked up
 * by date, so a year of a weekly slot checks against a term's timetable quickly.
 */
export function firstClash<T extends TimedClass>(
  classes: readonly TimedClass[],
  existing: readonly T[],
): Clash<T> | undefined {
  const byDate = new Map<string, T[]>();
  for (const session of existing) {
    if (session.status === 'cancelled') continue;
    const list = byDate.get(session.date) ?? [];
    list.push(session);
    byDate.set(session.date, list);
  }
  const ids = new Set(classes.map((item) => item.id));
  for (const item of classes) {
    for (const other of byDate.get(item.date) ?? []) {
      if (ids.has(other.id) || !overlaps(item, other)) continue;
      const kind = sharedBy(item, other);
      if (kind) return { kind, with: other, class: item };
    }
  }
  // The classes among themselves (two extra classes of one save never come together; a slot's
  // dates are a week apart), so nothing more to check.
  return undefined;
}

/** The names a clash message needs: a faculty member's and a batch's, by id. */
export type ClashNames = { staff: (id: string) => string; batch: (id: string) => string };

/**
 * "Mr. Verma teaches 12-A (Physics) 10:00-11:30 on Monday, 30 Nov 2026": what is already there,
 * in the words of the field it is shown beside (Faculty, Room, or the start time for the batch).
 */
export function clashMessage(clash: Clash, names: ClashNames): string {
  const other = clash.with;
  const when = `${timeOf(other.startMinute)}-${timeOf(other.endMinute)} on ${WEEKDAY_NAMES[weekdayOf(other.date)]}, ${formatDate(other.date)}`;
  const { subject } = other;
  const batch = names.batch(other.batchId);
  switch (clash.kind) {
    case 'staff':
      return `${names.staff(other.staffId)} teaches ${batch} (${subject}) ${when}.`;
    case 'room':
      return `${other.room} has ${batch} (${subject}) ${when}.`;
    case 'batch':
      return `${batch} has ${subject} with ${names.staff(other.staffId)} ${when}.`;
  }
}

/** The form field a clash is shown beside. */
export const CLASH_FIELD: Record<ClashKind, 'staffId' | 'room' | 'startTime'> = {
  staff: 'staffId',
  room: 'room',
  batch: 'startTime',
};

/** The coaching guidelines' checks the owner switches on (Settings: timetable warnings). */
export type TimetableWarningSettings = {
  schoolHours: boolean;
  fiveHoursADay: boolean;
  weeklyOff: boolean;
};

/** School hours: Monday to Saturday, 08:00 to 14:00 (the guidelines: no coaching then). */
const SCHOOL_DAY = { start: 8 * 60, end: 14 * 60 };
const MAX_MINUTES_A_DAY = 5 * 60;

/**
 * What a batch's week (its scheduled sessions of one Monday-to-Sunday week) breaks of the
 * guidelines switched on, in words; warnings, never refusals.
 */
export function weekWarnings(
  week: readonly Pick<Session, 'date' | 'startMinute' | 'endMinute' | 'status'>[],
  settings: TimetableWarningSettings,
): string[] {
  const held = week.filter((session) => session.status === 'scheduled');
  const warnings: string[] = [];
  if (settings.schoolHours) {
    const inSchool = held.find(
      (session) =>
        weekdayOf(session.date) <= 6 &&
        overlaps(session, { startMinute: SCHOOL_DAY.start, endMinute: SCHOOL_DAY.end }),
    );
    if (inSchool) {
      warnings.push(
        `A class on ${WEEKDAY_NAMES[weekdayOf(inSchool.date)]} is in school hours (08:00-14:00).`,
      );
    }
  }
  if (settings.fiveHoursADay) {
    const minutesByDate = new Map<string, number>();
    for (const session of held) {
      minutesByDate.set(
        session.date,
        (minutesByDate.get(session.date) ?? 0) + session.endMinute - session.startMinute,
      );
    }
    for (const [date, minutes] of minutesByDate) {
      if (minutes > MAX_MINUTES_A_DAY) {
        warnings.push(
          `${WEEKDAY_NAMES[weekdayOf(date)]} has ${(minutes / 60).toLocaleString('en-IN')} hours of classes (at most 5).`,
        );
      }
    }
  }
  if (settings.weeklyOff && new Set(held.map((session) => session.date)).size >= 7) {
    warnings.push('The batch has classes on every day of the week: leave one day off.');
  }
  return warnings;
}
