import { expect, test } from 'vitest';
import {
  marksRangeMessage,
  parseExamCenters,
  parseMarks,
  parseMarksValue,
  scholarshipFor,
  scholarshipTierFor,
  tierConcessionPercent,
} from '@/data/rules';
import type { ScholarshipTier } from '@/data/schemas';

const defaultTiers: ScholarshipTier[] = [
  { minMarks: 90, reward: '100% Scholarship' },
  { minMarks: 80, reward: '50% Scholarship' },
  { minMarks: 70, reward: '25% Scholarship' },
];

test('85 marks give the 50% scholarship', () => {
  expect(scholarshipFor(85, defaultTiers)).toBe('50% Scholarship');
});

test('90 marks give the 100% scholarship', () => {
  expect(scholarshipFor(90, defaultTiers)).toBe('100% Scholarship');
  expect(scholarshipFor(100, defaultTiers)).toBe('100% Scholarship');
});

test('a tier minimum is met exactly at the boundary', () => {
  expect(scholarshipFor(80, defaultTiers)).toBe('50% Scholarship');
  expect(scholarshipFor(79.5, defaultTiers)).toBe('25% Scholarship');
  expect(scholarshipFor(70, defaultTiers)).toBe('25% Scholarship');
});

test('69 marks give no scholarship', () => {
  expect(scholarshipFor(69, defaultTiers)).toBe('None');
  expect(scholarshipFor(0, defaultTiers)).toBe('None');
});

test('tiers in any order are checked from the highest minimum down', () => {
  const unsorted: ScholarshipTier[] = [
    { minMarks: 70, reward: '25% Scholarship' },
    { minMarks: 90, reward: '100% Scholarship' },
    { minMarks: 80, reward: '50% Scholarship' },
  ];
  expect(scholarshipFor(85, unsorted)).toBe('50% Scholarship');
  expect(scholarshipFor(95, unsorted)).toBe('100% Scholarship');
  expect(unsorted.map((tier) => tier.minMarks)).toEqual([70, 90, 80]);
});

test('with no tiers there is no scholarship', () => {
  expect(scholarshipFor(100, [])).toBe('None');
});

test('NaN marks give no scholarship', () => {
  expect(scholarshipFor(Number.NaN, defaultTiers)).toBe('None');
});

test('typed marks are read as numbers, outer spaces trimmed', () => {
  expect(parseMarks('85')).toBe(85);
  expect(parseMarks(' 85 ')).toBe(85);
  expect(parseMarks('72.5')).toBe(72.5);
  expect(parseMarks('0')).toBe(0);
  expect(parseMarks('100')).toBe(100);
});

test('marks that are not a number are ignored', () => {
  expect(parseMarks('')).toBeUndefined();
  expect(parseMarks('   ')).toBeUndefined();
  expect(parseMarks('abc')).toBeUndefined();
  expect(parseMarks('12abc')).toBeUndefined();
  expect(parseMarks('1e2')).toBeUndefined();
  expect(parseMarks('0x50')).toBeUndefined();
  expect(parseMarks('Infinity')).toBeUndefined();
  expect(parseMarks(Number.NaN)).toBeUndefined();
});

test('marks outside 0 to 100 are ignored', () => {
  expect(parseMarks('101')).toBeUndefined();
  expect(parseMarks('-5')).toBeUndefined();
  expect(parseMarks(100.5)).toBeUndefined();
  expect(parseMarks(-1)).toBeUndefined();
  expect(parseMarks(Number.POSITIVE_INFINITY)).toBeUndefined();
});

test('numeric marks from 0 to 100 are kept', () => {
  expect(parseMarks(85)).toBe(85);
  expect(parseMarks(0)).toBe(0);
  expect(parseMarks(100)).toBe(100);
});

test('exam centres are one per line, trimmed, without blanks or repeats in any case', () => {
  expect(
    parseExamCenters('  Main Campus, Sector 5 \n\nOnline\n online \r\nCity Centre\rONLINE\n'),
  ).toEqual(['Main Campus, Sector 5', 'Online', 'City Centre']);
});

test('an empty exam centres box gives no centres', () => {
  expect(parseExamCenters('')).toEqual([]);
  expect(parseExamCenters('\n  \n')).toEqual([]);
});

test('marks are checked against the exam maximum, 100 unless Settings say otherwise', () => {
  expect(parseMarks('100')).toBe(100);
  expect(parseMarks('101')).toBeUndefined();
  expect(parseMarks('150', 150)).toBe(150);
  expect(parseMarks('150.5', 150)).toBeUndefined();
  expect(parseMarks('0', 150)).toBe(0);
});

test('Absent is "Absent" or "AB" in any letter case; anything else must be marks', () => {
  expect(parseMarksValue('Absent')).toBe('Absent');
  expect(parseMarksValue(' ab ')).toBe('Absent');
  expect(parseMarksValue('ABSENT')).toBe('Absent');
  expect(parseMarksValue('72.5')).toBe(72.5);
  expect(parseMarksValue('absentee')).toBeUndefined();
  expect(parseMarksValue('120', 100)).toBeUndefined();
  expect(marksRangeMessage(150)).toBe('Enter marks from 0 to 150.');
});

test('a tier gives its own concession, or the percentage its reward starts with, else 0', () => {
  expect(
    tierConcessionPercent({ minMarks: 90, reward: 'Full waiver', concessionPercent: 100 }),
  ).toBe(100);
  expect(tierConcessionPercent({ minMarks: 80, reward: '50% Scholarship' })).toBe(50);
  expect(tierConcessionPercent({ minMarks: 70, reward: '25% Scholarship' })).toBe(25);
  expect(tierConcessionPercent({ minMarks: 70, reward: '12.5 % off' })).toBe(12.5);
  expect(tierConcessionPercent({ minMarks: 70, reward: '150% bonus' })).toBe(100);
  expect(tierConcessionPercent({ minMarks: 60, reward: 'Merit certificate' })).toBe(0);
  expect(
    tierConcessionPercent({ minMarks: 60, reward: '50% Scholarship', concessionPercent: 0 }),
  ).toBe(0);
  expect(scholarshipTierFor(85, defaultTiers)).toEqual(defaultTiers[1]);
  expect(scholarshipTierFor(10, defaultTiers)).toBeUndefined();
});
