import { expect, test, vi } from 'vitest';
import { addMonthsClamped, isAfterToday, isBeforeToday, toIsoDate, todayIso } from '@/data/rules';

test('toIsoDate gives the local calendar day, zero-padded', () => {
  expect(toIsoDate(new Date(2026, 0, 5, 0, 0, 0))).toBe('2026-01-05');
  expect(toIsoDate(new Date(2026, 10, 22, 23, 59, 59))).toBe('2026-11-22');
});

test('toIsoDate follows the local calendar, not UTC: 20:00 UTC is already tomorrow in India', () => {
  const zoneBefore = process.env.TZ;
  process.env.TZ = 'Asia/Kolkata';
  try {
    expect(toIsoDate(new Date('2026-11-22T20:00:00.000Z'))).toBe('2026-11-23');
  } finally {
    // Assigning undefined would store the text "undefined" as the zone.
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  }
});

test('toIsoDate refuses an invalid Date', () => {
  expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
});

test('todayIso is the local calendar day of the given moment', () => {
  expect(todayIso(new Date(2028, 1, 29, 12, 0))).toBe('2028-02-29');
});

test('todayIso without a moment reads the clock in local time', () => {
  vi.useFakeTimers({ now: new Date(2026, 10, 22, 23, 30) });
  try {
    expect(todayIso()).toBe('2026-11-22');
  } finally {
    vi.useRealTimers();
  }
});

test('31 Oct + 4 months is 28 Feb in a common year', () => {
  expect(addMonthsClamped('2026-10-31', 4)).toBe('2027-02-28');
});

test('31 Oct + 4 months is 29 Feb in a leap year', () => {
  expect(addMonthsClamped('2027-10-31', 4)).toBe('2028-02-29');
});

test('31 Jan + 1 month is the last day of February', () => {
  expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28');
  expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
});

test('31 Oct + 8 months is 30 Jun (a 30-day month)', () => {
  expect(addMonthsClamped('2026-10-31', 8)).toBe('2027-06-30');
});

test('a day every month has stays the same across a year end', () => {
  expect(addMonthsClamped('2026-11-15', 4)).toBe('2027-03-15');
  expect(addMonthsClamped('2026-12-01', 12)).toBe('2027-12-01');
});

test('adding 0 months gives the same day; negative months go back', () => {
  expect(addMonthsClamped('2026-05-10', 0)).toBe('2026-05-10');
  expect(addMonthsClamped('2026-03-31', -1)).toBe('2026-02-28');
  expect(addMonthsClamped('2026-01-15', -2)).toBe('2025-11-15');
});

test('addMonthsClamped refuses a date that does not exist or a fractional month', () => {
  expect(() => addMonthsClamped('2026-02-30', 1)).toThrow(RangeError);
  expect(() => addMonthsClamped('22/11/2026', 1)).toThrow(RangeError);
  expect(() => addMonthsClamped('2026-01-31', 1.5)).toThrow(RangeError);
});

test('isAfterToday is true only for a later day', () => {
  expect(isAfterToday('2026-11-23', '2026-11-22')).toBe(true);
  expect(isAfterToday('2026-11-22', '2026-11-22')).toBe(false);
  expect(isAfterToday('2026-11-21', '2026-11-22')).toBe(false);
  expect(isAfterToday('2027-01-01', '2026-12-31')).toBe(true);
});

test('isBeforeToday is true only for an earlier day', () => {
  expect(isBeforeToday('2026-11-21', '2026-11-22')).toBe(true);
  expect(isBeforeToday('2026-11-22', '2026-11-22')).toBe(false);
  expect(isBeforeToday('2026-11-23', '2026-11-22')).toBe(false);
});

test('date comparisons refuse text that is not a YYYY-MM-DD date', () => {
  expect(() => isAfterToday('2026-11-22T10:00:00Z', '2026-11-22')).toThrow(RangeError);
  expect(() => isBeforeToday('2026-11-22', 'today')).toThrow(RangeError);
});
