import { expect, test } from 'vitest';
import { formatPercentile, percentileOf, rankAndPercentile, standingsByClass } from '@/data/rules';
import type { Rankable } from '@/data/rules';

type Row = Rankable & { id: string; currentClass: number };
const row = (id: string, marks: number | 'Absent' | undefined, currentClass = 10): Row =>
  marks === 'Absent'
    ? { id, currentClass, absent: true }
    : { id, currentClass, ...(marks === undefined ? {} : { marks }) };

/** id → [rank, class size, percentile], for exact comparison. */
function table(rows: readonly Row[]) {
  const standings = rankAndPercentile(rows);
  return Object.fromEntries(
    rows.map((candidate) => {
      const standing = standings.get(candidate);
      return [
        candidate.id,
        standing ? [standing.rank, standing.classSize, standing.percentile] : null,
      ];
    }),
  );
}

test('equal marks share a rank and the next rank skips (1, 1, 3)', () => {
  expect(table([row('a', 92), row('b', 92), row('c', 80), row('d', 75)])).toEqual({
    a: [1, 4, 100],
    b: [1, 4, 100],
    c: [3, 4, 50],
    d: [4, 4, 25],
  });
});

test('a tie lower down also skips: 90, 85, 85, 85, 60 rank 1, 2, 2, 2, 5', () => {
  expect(table([row('a', 90), row('b', 85), row('c', 85), row('d', 85), row('e', 60)])).toEqual({
    a: [1, 5, 100],
    b: [2, 5, 80],
    c: [2, 5, 80],
    d: [2, 5, 80],
    e: [5, 5, 20],
  });
});

test('percentiles are to two decimals: 3 candidates give 100, 66.67 and 33.33', () => {
  expect(table([row('a', 70), row('b', 50.5), row('c', 12)])).toEqual({
    a: [1, 3, 100],
    b: [2, 3, 66.67],
    c: [3, 3, 33.33],
  });
  // 100 × 1 ÷ 7 = 14.2857… → 14.29; 100 × 2 ÷ 3 = 66.666… → 66.67 (half up at the third decimal).
  expect(percentileOf(1, 7)).toBe(14.29);
  expect(percentileOf(2, 3)).toBe(66.67);
  expect(percentileOf(1, 8)).toBe(12.5);
  expect(formatPercentile(12.5)).toBe('12.50');
  expect(formatPercentile(100)).toBe('100.00');
});

test('a class of one: rank 1 of 1, percentile 100', () => {
  expect(table([row('only', 41)])).toEqual({ only: [1, 1, 100] });
});

test('all equal marks: everyone rank 1, percentile 100', () => {
  expect(table([row('a', 55), row('b', 55), row('c', 55)])).toEqual({
    a: [1, 3, 100],
    b: [1, 3, 100],
    c: [1, 3, 100],
  });
});

test('Absent candidates and those without marks have no rank and do not count', () => {
  expect(
    table([row('a', 80), row('absent', 'Absent'), row('b', 60), row('none', undefined)]),
  ).toEqual({
    a: [1, 2, 100],
    absent: null,
    b: [2, 2, 50],
    none: null,
  });
  // Zero marks is a mark: that candidate appeared.
  expect(table([row('zero', 0), row('ab', 'Absent')])).toEqual({ zero: [1, 1, 100], ab: null });
  expect(table([row('ab', 'Absent')])).toEqual({ ab: null });
});

test('every candidate is ranked within their own class only', () => {
  const rows = [
    row('ten-a', 90, 10),
    row('nine-a', 50, 9),
    row('ten-b', 70, 10),
    row('nine-b', 95, 9),
  ];
  const standings = standingsByClass(rows);
  expect(rows.map((candidate) => standings.get(candidate))).toEqual([
    { rank: 1, classSize: 2, percentile: 100 },
    { rank: 2, classSize: 2, percentile: 50 },
    { rank: 2, classSize: 2, percentile: 50 },
    { rank: 1, classSize: 2, percentile: 100 },
  ]);
});
