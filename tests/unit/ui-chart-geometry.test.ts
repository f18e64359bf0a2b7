// The chart's arithmetic: round ticks, labels joined across series, labels thinned to fit.
import { expect, test } from 'vitest';
import { chartRows, labelStride, niceTicks } from '@/ui/chart/chart-geometry';

test('ticks start at 0 and reach the highest value in round steps', () => {
  expect(niceTicks([12500.5, 45000])).toEqual([0, 20000, 40000, 60000]);
  expect(niceTicks([7, 3])).toEqual([0, 2, 4, 6, 8]);
  // Counts never get a fractional step.
  expect(niceTicks([1])).toEqual([0, 1]);
  expect(niceTicks([0, 0])).toEqual([0, 1]);
});

test('a value below zero takes the ticks below zero', () => {
  expect(niceTicks([-8.3, 75])).toEqual([-25, 0, 25, 50, 75]);
});

test('series are joined by label, in the order labels first appear; a missing value is null', () => {
  const rows = chartRows([
    { name: 'Due', points: [{ label: 'Oct', value: 5 }] },
    {
      name: 'Collected',
      points: [
        { label: 'Oct', value: 3 },
        { label: 'Nov', value: 4, shortLabel: 'N' },
      ],
    },
  ]);
  expect(rows).toEqual([
    { label: 'Oct', shortLabel: 'Oct', values: [5, 3] },
    { label: 'Nov', shortLabel: 'N', values: [null, 4] },
  ]);
});

test('every label is written when they fit, fewer when they do not', () => {
  const days = Array.from({ length: 30 }, (_, index) => `${index + 1} Nov`);
  expect(labelStride(days.slice(0, 4), 600)).toBe(1);
  expect(labelStride(days, 280)).toBeGreaterThan(5);
});
