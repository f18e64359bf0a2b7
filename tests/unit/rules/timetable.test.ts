import { describe, expect, test } from 'vitest';
import { addDays, weekStartOf, weekWarnings, weekdayOf } from '@/data/daily';
import { weeklyDates } from '@/data/rules/timetable';
import { minutesOf, timeOf } from '@/data/daily';
import type { Batch, Session } from '@/data/daily';
import { DataValidationError } from '@/data';
import { TEXT_LIMITS } from '@/data/constants';
import { movedSession } from '@/data/operations/timetable';
import { batchOfA } from '../../server/probe-fixtures';
import { MOVE_REASON_LIMIT } from '@/data/schemas/timetable';

describe('dates of a weekly class', () => {
  test('weekdays count Monday 1 to Sunday 7; a week starts on Monday', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  test('from the first matching day to the last, both ends included', () => {
    expect(weeklyDates(1, '2026-11-23', '2026-12-07')).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
    expect(weeklyDates(3, '2026-11-23', '2026-11-24')).toEqual([]);
    expect(weeklyDates(7, '2027-02-22', '2027-03-07')).toEqual(['2027-02-28', '2027-03-07']);
  });

  test('times read and write as HH:MM', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(timeOf(570)).toBe('09:30');
  });
});

describe('the coaching guidelines’ warnings', () => {
  const all = { schoolHours: true, fiveHoursADay: true, weeklyOff: true };
  const on = (date: string, start: string, end: string) => ({
    date,
    startMinute: minutesOf(start),
    endMinute: minutesOf(end),
    status: 'scheduled' as const,
  });

  test('none for an evening batch with a day off', () => {
    expect(weekWarnings([on('2026-11-23', '16:00', '19:00')], all)).toEqual([]);
  });

  test('school hours on a weekday, more than 5 hours a day, no day off', () => {
    const week = [
      on('2026-11-23', '09:00', '12:00'),
      on('2026-11-23', '15:00', '18:00'),
      ...['24', '25', '26', '27', '28', '29'].map((day) => on(`2026-11-${day}`, '16:00', '17:00')),
    ];
    expect(weekWarnings(week, all)).toEqual([
      'A class on Monday is in school hours (08:00-14:00).',
      'Monday has 6 hours of classes (at most 5).',
      'The batch has classes on every day of the week: leave one day off.',
    ]);
    expect(
      weekWarnings(week, { schoolHours: false, fiveHoursADay: false, weeklyOff: false }),
    ).toEqual([]);
  });

  test('Sunday mornings are outside school hours; cancelled classes do not count', () => {
    expect(weekWarnings([on('2026-11-29', '09:00', '12:00')], all)).toEqual([]);
    expect(
      weekWarnings([{ ...on('2026-11-23', '09:00', '15:00'), status: 'cancelled' }], all),
    ).toEqual([]);
  });
});

describe('a moved class', () => {
  const batch: Batch = { ...batchOfA, faculty: [{ subject: 'Physics', staffId: 'staff-vikram' }] };
  const monday: Session = {
    id: 'session-1',
    batchId: batch.id,
    date: '2026-11-30',
    startMinute: 600,
    endMinute: 690,
    subject: 'Physics',
    staffId: 'staff-vikram',
    room: 'Room 101',
    startsAt: '2026-11-30T04:30:00.000Z',
    endsAt: '2026-11-30T06:00:00.000Z',
    status: 'scheduled',
  };
  const context = { batch, holidays: [], now: new Date('2026-11-29T06:00:00.000Z') };
  const to = { date: '2026-12-01', startTime: '16:00', endTime: '17:30', room: '' };

  test('its note says where it came from, and why when a reason is given', () => {
    expect(movedSession(monday, to, context).note).toBe('Moved from 30 Nov 2026 10:00');
    expect(
      movedSession(monday, { ...to, reason: '  Teacher at a seminar ' }, context),
    ).toMatchObject({
      date: '2026-12-01',
      startMinute: 960,
      endMinute: 1050,
      room: 'Room 101',
      note: 'Moved from 30 Nov 2026 10:00: Teacher at a seminar',
    });
  });

  test('a reason longer than fits in the note is refused beside Reason', () => {
    const long = { ...to, reason: 'x'.repeat(MOVE_REASON_LIMIT + 1) };
    expect(() => movedSession(monday, long, context)).toThrow(DataValidationError);
    try {
      movedSession(monday, long, context);
    } catch (error) {
      expect((error as DataValidationError).issues.map((issue) => issue.path)).toEqual(['reason']);
    }
    const longest = movedSession(monday, { ...to, reason: 'x'.repeat(MOVE_REASON_LIMIT) }, context);
    expect(longest.note!.length).toBeLessThanOrEqual(TEXT_LIMITS.reason);
  });
});
