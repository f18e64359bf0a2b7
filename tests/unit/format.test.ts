import { expect, test } from 'vitest';
import { formatClockTime, formatDate, formatMonth, formatRupees } from '../../src/lib';

test('rupees use Indian digit grouping', () => {
  expect(formatRupees(120000)).toBe('₹1,20,000');
  expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  expect(formatRupees(0)).toBe('₹0');
});

test('a calendar date reads day first with the month as a word', () => {
  expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
});

test('a month reads as its short name and year, in every time zone', () => {
  expect(formatMonth('2026-11')).toBe('Nov 2026');
  expect(formatMonth('2027-01')).toBe('Jan 2027');
});

test('a time of day is India’s, on the 24-hour clock', () => {
  expect(formatClockTime(Date.UTC(2026, 10, 29, 5, 12))).toBe('10:42');
  expect(formatClockTime(Date.UTC(2026, 10, 29, 11, 35))).toBe('17:05');
  expect(formatClockTime(Date.UTC(2026, 10, 28, 18, 30))).toBe('00:00');
});
