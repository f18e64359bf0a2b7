import { expect, test } from 'vitest';
import type { Session } from '@/data/daily';
import { weekGridOf } from '@/features/timetable/model/week-grid';

const MONDAY = '2026-11-23';

const session = (
  id: string,
  date: string,
  startMinute: number,
  endMinute: number,
  status: Session['status'] = 'scheduled',
): Session => ({
  id,
  batchId: 'batch-jee',
  date,
  startMinute,
  endMinute,
  subject: 'Physics',
  staffId: 'staff-vikram',
  room: 'Room 101',
  startsAt: `${date}T00:00:00.000Z`,
  endsAt: `${date}T01:00:00.000Z`,
  status,
});

test('the columns are Monday to Saturday; Sunday only when it has a class', () => {
  expect(weekGridOf(MONDAY, []).days).toEqual([
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
  ]);
  const withSunday = weekGridOf(MONDAY, [session('sunday', '2026-11-29', 600, 660)]);
  expect(withSunday.days).toHaveLength(7);
  expect(withSunday.days.at(-1)).toBe('2026-11-29');
});

test('each class time is one row, earliest first, shared by the days that have it', () => {
  const grid = weekGridOf(MONDAY, [
    session('wed-late', '2026-11-25', 960, 1020),
    session('mon-early', '2026-11-23', 600, 690),
    session('fri-early', '2026-11-27', 600, 690),
    session('mon-short', '2026-11-23', 600, 660),
  ]);
  expect(grid.slots).toEqual([
    { startMinute: 600, endMinute: 660 },
    { startMinute: 600, endMinute: 690 },
    { startMinute: 960, endMinute: 1020 },
  ]);
  const [short, early, late] = grid.slots;
  expect(grid.cell('2026-11-23', early!).map((one) => one.id)).toEqual(['mon-early']);
  expect(grid.cell('2026-11-27', early!).map((one) => one.id)).toEqual(['fri-early']);
  expect(grid.cell('2026-11-23', short!).map((one) => one.id)).toEqual(['mon-short']);
  expect(grid.cell('2026-11-25', late!).map((one) => one.id)).toEqual(['wed-late']);
  expect(grid.cell('2026-11-24', late!)).toEqual([]);
});

test('a cancelled class and the one that took its time share a cell; other weeks are left out', () => {
  const grid = weekGridOf(MONDAY, [
    session('cancelled', '2026-11-24', 600, 660, 'cancelled'),
    session('extra', '2026-11-24', 600, 660),
    session('next-week', '2026-11-30', 720, 780),
  ]);
  expect(grid.slots).toEqual([{ startMinute: 600, endMinute: 660 }]);
  expect(grid.cell('2026-11-24', grid.slots[0]!).map((one) => one.id)).toEqual([
    'cancelled',
    'extra',
  ]);
});
