import { expect, test } from 'vitest';
import { nextStseRollNumbers, nextStudentRollNumber, studentRollNumber } from '@/data/rules';
import { highestRollNumbers } from '@/data/rules/roll-numbers';

const in2026 = new Date(2026, 5, 1, 10, 0);

test('a student roll number is SANK, 2-digit year, 2-digit class and 4-digit sequence', () => {
  expect(studentRollNumber({ year: 2026, currentClass: 9, sequence: 1 })).toBe('SANK26090001');
  expect(studentRollNumber({ year: 2031, currentClass: 12, sequence: 42 })).toBe('SANK31120042');
});

test('a student sequence past 9999 grows wider', () => {
  expect(studentRollNumber({ year: 2026, currentClass: 12, sequence: 12345 })).toBe(
    'SANK261212345',
  );
});

test('a student sequence must be a whole number from 1', () => {
  expect(() => studentRollNumber({ year: 2026, currentClass: 9, sequence: 0 })).toThrow(RangeError);
  expect(() => studentRollNumber({ year: 2026, currentClass: 9, sequence: 1.5 })).toThrow(
    RangeError,
  );
  expect(() => studentRollNumber({ year: 20.26, currentClass: 9, sequence: 1 })).toThrow(
    RangeError,
  );
});

test('the first student of the year gets sequence 0001', () => {
  expect(nextStudentRollNumber([], 11, in2026)).toBe('SANK26110001');
});

test('the next student sequence is the count of existing students + 1', () => {
  expect(nextStudentRollNumber(['SANK26090001', 'SANK26110002'], 12, in2026)).toBe('SANK26120003');
});

test('after a deletion the count would repeat a roll number, so the sequence goes past the highest', () => {
  // SANK26090002 was deleted: count + 1 = 3 is already taken.
  expect(nextStudentRollNumber(['SANK26090001', 'SANK26090003'], 9, in2026)).toBe('SANK26090004');
});

test('the student sequence is global over every year and class', () => {
  expect(nextStudentRollNumber(['SANK25120007', 'SANK26090002'], 9, in2026)).toBe('SANK26090008');
});

test('existing student roll numbers are matched ignoring case and outer spaces', () => {
  expect(nextStudentRollNumber(['sank26090005', ' SANK26100006 '], 9, in2026)).toBe('SANK26090007');
});

test('roll numbers that are not student roll numbers only count as records', () => {
  expect(nextStudentRollNumber(['STSE0099', 'LEGACY-7'], 9, in2026)).toBe('SANK26090003');
});

test('the year of a student roll number is the local calendar year of now', () => {
  expect(nextStudentRollNumber([], 10, new Date(2026, 11, 31, 23, 30))).toBe('SANK26100001');
  expect(nextStudentRollNumber([], 10, new Date(2027, 0, 1, 0, 5))).toBe('SANK27100001');
});

test('the first STSE roll number is the prefix and 0001', () => {
  expect(nextStseRollNumbers('STSE', [], 1)).toEqual(['STSE0001']);
});

test('an STSE batch continues the sequence', () => {
  expect(nextStseRollNumbers('STSE', ['STSE0001', 'STSE0002'], 3)).toEqual([
    'STSE0003',
    'STSE0004',
    'STSE0005',
  ]);
});

test('an STSE batch after a deletion goes past the highest sequence in use', () => {
  // STSE0002 was deleted: count + 1 = 3 is already taken.
  expect(nextStseRollNumbers('STSE', ['STSE0001', 'STSE0003'], 2)).toEqual([
    'STSE0004',
    'STSE0005',
  ]);
});

test('the STSE sequence is at least the count of candidates + 1', () => {
  expect(nextStseRollNumbers('STSE', ['STSE0001', 'OLD0050', 'OLD0051'], 1)).toEqual(['STSE0004']);
});

test('existing STSE roll numbers are matched to the prefix ignoring case', () => {
  expect(nextStseRollNumbers('STSE', ['stse0007'], 1)).toEqual(['STSE0008']);
  expect(nextStseRollNumbers('stse', ['STSE0007'], 1)).toEqual(['stse0008']);
});

test('a changed prefix starts after the count of all candidates', () => {
  expect(nextStseRollNumbers('SAT', ['STSE0001', 'STSE0002', 'STSE0003'], 1)).toEqual(['SAT0004']);
});

test('STSE numbers past 9999 grow wider', () => {
  expect(nextStseRollNumbers('STSE', ['STSE9999'], 2)).toEqual(['STSE10000', 'STSE10001']);
});

test('a prefix is matched literally, not as a pattern', () => {
  expect(nextStseRollNumbers('ST.SE', ['STXSE0040'], 1)).toEqual(['ST.SE0002']);
});

test('a sequence too large to count exactly is skipped', () => {
  expect(nextStseRollNumbers('STSE', ['STSE99999999999999999999'], 2)).toEqual([
    'STSE0002',
    'STSE0003',
  ]);
});

test('an STSE batch never repeats an existing roll number or itself', () => {
  const existing = ['stse0002', 'STSE0005', 'SANK26090009', 'STSE0001', 'STSE-0020'];
  const issued = nextStseRollNumbers('STSE', existing, 5);
  expect(issued).toEqual(['STSE0006', 'STSE0007', 'STSE0008', 'STSE0009', 'STSE0010']);
  const taken = new Set(existing.map((rollNo) => rollNo.toUpperCase()));
  expect(issued.filter((rollNo) => taken.has(rollNo.toUpperCase()))).toEqual([]);
  expect(new Set(issued).size).toBe(issued.length);
});

test('a batch of none is empty', () => {
  expect(nextStseRollNumbers('STSE', ['STSE0001'], 0)).toEqual([]);
});

test('a batch size must be a whole number of at least 0', () => {
  expect(() => nextStseRollNumbers('STSE', [], -1)).toThrow(RangeError);
  expect(() => nextStseRollNumbers('STSE', [], 1.5)).toThrow(RangeError);
});

test('an STSE roll number needs a prefix', () => {
  expect(() => nextStseRollNumbers('', [], 1)).toThrow(RangeError);
  expect(() => nextStseRollNumbers('   ', [], 1)).toThrow(RangeError);
});

test('roll numbers issued before a restore count as issued, but not toward the record count', () => {
  expect(nextStseRollNumbers('STSE', ['STSE0001'], 2, ['STSE0040'])).toEqual([
    'STSE0041',
    'STSE0042',
  ]);
  expect(nextStudentRollNumber(['SANK26090001'], 9, in2026, ['SANK26120007'])).toBe('SANK26090008');
  // Kept numbers of another series change nothing.
  expect(nextStseRollNumbers('STSE', ['STSE0001'], 1, ['SANK26120007', 'NTSE0090'])).toEqual([
    'STSE0002',
  ]);
});

test('a restore keeps the highest student roll number and the highest of each STSE prefix', () => {
  expect(
    highestRollNumbers(
      ['SANK26090003', 'SANK26120011', 'SANK25100004'],
      ['STSE0002', 'stse0010', 'NTSE0300'],
      ['STSE', 'NTSE', 'ABC'],
    ),
  ).toEqual(['SANK26120011', 'stse0010', 'NTSE0300']);
});
