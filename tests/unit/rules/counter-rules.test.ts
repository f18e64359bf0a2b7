// The numbering rules in the form a counter row uses: the sequence the series has reached, and the
// highest of a series among the numbers a restore kept (what a new counter starts from).
import { expect, test } from 'vitest';
import { highestReceiptSequence, receiptNumberAfter, receiptSeries } from '@/data/rules/ledger';
import {
  highestStseSequence,
  highestStudentSequence,
  stseRollNumbersAfter,
  studentRollNumberAfter,
} from '@/data/rules/roll-numbers';

const in2026 = new Date(2026, 5, 15);

test('STSE roll numbers continue after the counter, four digits and then growing', () => {
  expect(stseRollNumbersAfter('STSE', 0, 2)).toEqual(['STSE0001', 'STSE0002']);
  expect(stseRollNumbersAfter('STSE', 9998, 3)).toEqual(['STSE9999', 'STSE10000', 'STSE10001']);
  expect(stseRollNumbersAfter('STSE', 12, 0)).toEqual([]);
  expect(() => stseRollNumbersAfter('STSE', 0, -1)).toThrow(RangeError);
  expect(() => stseRollNumbersAfter(' ', 0, 1)).toThrow(RangeError);
});

test('a student roll number continues after the counter, with the year and class', () => {
  expect(studentRollNumberAfter(0, 9, in2026)).toBe('SANK26090001');
  expect(studentRollNumberAfter(41, 12, in2026)).toBe('SANK26120042');
});

test('a new series starts after the highest of its pattern, ignoring case and other series', () => {
  expect(highestStseSequence('STSE', [])).toBe(0);
  expect(highestStseSequence('STSE', ['stse0007', 'STSE0003', 'NTSE0090', 'SANK26120099'])).toBe(7);
  expect(highestStseSequence('ST.SE', ['STXSE0040'])).toBe(0);
  expect(highestStudentSequence(['SANK26090005', ' sank25120011 ', 'STSE0400'])).toBe(11);
  expect(highestStudentSequence(['LEGACY-7'])).toBe(0);
});

test('receipt numbers continue after the year counter, in the financial year of the moment', () => {
  const march31 = new Date('2027-03-31T18:30:00.000Z'); // 1 April, midnight in India
  const november = new Date('2026-11-20T05:00:00.000Z');
  expect(receiptSeries(november)).toBe('SANK/2026-27/');
  expect(receiptSeries(march31)).toBe('SANK/2027-28/');
  expect(receiptNumberAfter(0, november)).toBe('SANK/2026-27/000001');
  expect(receiptNumberAfter(66, november)).toBe('SANK/2026-27/000067');
  expect(
    highestReceiptSequence(
      ['SANK/2026-27/000012', null, 'SANK/2026-27/000066', 'SANK/2025-26/000900'],
      november,
    ),
  ).toBe(66);
  expect(highestReceiptSequence(['SANK/2026-27/000012'], march31)).toBe(0);
});
