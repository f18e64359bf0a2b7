// The charts' window: months and days in India's calendar, ending today there.
import { expect, test } from 'vitest';
import { trendWindow } from '@/data/rules/dashboard-trends';

test('just after midnight in India on 1 Jan, the window is India’s new month and day', () => {
  // 31 Dec 2026 19:00 UTC is 1 Jan 2027 00:30 in India.
  const window = trendWindow(new Date('2026-12-31T19:00:00.000Z'));
  expect(window.months[0]).toBe('2026-02');
  expect(window.months.at(-1)).toBe('2027-01');
  expect(window.months).toHaveLength(12);
  expect([window.dueFrom, window.dueTo]).toEqual(['2026-02-01', '2027-02-01']);
  expect(window.receivedFrom).toBe(Date.parse('2026-01-31T18:30:00.000Z'));
  expect(window.receivedTo).toBe(Date.parse('2027-01-31T18:30:00.000Z'));
  expect([window.days[0], window.days.at(-1)]).toEqual(['2026-12-03', '2027-01-01']);
  expect(window.registeredFrom).toBe(Date.parse('2026-12-02T18:30:00.000Z'));
  expect(window.registeredTo).toBe(Date.parse('2027-01-01T18:30:00.000Z'));
});

test('30 days across the end of February', () => {
  const window = trendWindow(new Date('2028-03-05T06:00:00.000Z'));
  expect(window.days).toHaveLength(30);
  expect(window.days.slice(24, 27)).toEqual(['2028-02-29', '2028-03-01', '2028-03-02']);
});
