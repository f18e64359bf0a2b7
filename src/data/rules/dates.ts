// Calendar dates as YYYY-MM-DD strings. The rules never read the clock themselves: "today" comes
// in as a parameter, so every screen and test agrees on one day.
import { isRealIsoDate } from '../constants';

type CalendarDay = { year: number; month: number; day: number };

function formatCalendarDay({ year, month, day }: CalendarDay): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function parseIsoDate(isoDate: string): CalendarDay {
  if (!isRealIsoDate(isoDate)) throw new RangeError(`"${isoDate}" is not a YYYY-MM-DD date.`);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** month is 1 to 12; day 0 of the next month is the last day of this one. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar day the person at this browser sees (local time, not UTC), as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('An invalid Date has no calendar day.');
  return formatCalendarDay({
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
  });
}

/** Today in the local calendar. The one place a screen may let the rules read the clock. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now);
}

/**
 * The same day `months` later; a day the target month lacks becomes its last day
 * (31 Oct + 4 months = 28 Feb, or 29 Feb in a leap year).
 */
export function addMonthsClamped(isoDate: string, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError(`Cannot add ${months} months.`);
  const { year, month, day } = parseIsoDate(isoDate);
  const monthsSinceYearZero = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthsSinceYearZero / 12);
  const targetMonth = monthsSinceYearZero - targetYear * 12 + 1;
  return formatCalendarDay({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

// YYYY-MM-DD strings sort as the calendar does, once both are known to be real dates.
function compareIsoDates(first: string, second: string): number {
  parseIsoDate(first);
  parseIsoDate(second);
  return first < second ? -1 : first > second ? 1 : 0;
}

/** True for a day strictly after today (a scheduled notification). */
export function isAfterToday(isoDate: string, today: string): boolean {
  return compareIsoDates(isoDate, today) > 0;
}

/** True for a day strictly before today (a due date that has passed; today itself has not). */
export function isBeforeToday(isoDate: string, today: string): boolean {
  return compareIsoDates(isoDate, today) < 0;
}
