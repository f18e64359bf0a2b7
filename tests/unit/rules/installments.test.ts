import { expect, test } from 'vitest';
import {
  applyConcession,
  createConcessionPlan,
  createInstallmentPlan,
  splitEvenly,
} from '@/data/rules';
import { installmentSchema } from '@/data/schemas';

function counterIds() {
  let next = 0;
  return () => `inst-${++next}`;
}

test('100000 in 3 parts puts the remainder on the last', () => {
  expect(splitEvenly(100000, 3)).toEqual([33333, 33333, 33334]);
});

test('120000 in 3 parts splits exactly', () => {
  expect(splitEvenly(120000, 3)).toEqual([40000, 40000, 40000]);
});

test('one part is the whole total', () => {
  expect(splitEvenly(100, 1)).toEqual([100]);
});

test('100001 in 12 parts gives 11 floors and the rest last', () => {
  expect(splitEvenly(100001, 12)).toEqual([
    8333, 8333, 8333, 8333, 8333, 8333, 8333, 8333, 8333, 8333, 8333, 8338,
  ]);
});

test('a split always adds back up to the total', () => {
  const shares = splitEvenly(99999, 7);
  expect(shares.reduce((sum, share) => sum + share, 0)).toBe(99999);
});

test('splitEvenly refuses a part count below 1 or fractional', () => {
  expect(() => splitEvenly(5, 0)).toThrow(RangeError);
  expect(() => splitEvenly(5, 2.5)).toThrow(RangeError);
});

test('splitEvenly refuses a fractional or negative total', () => {
  expect(() => splitEvenly(100.5, 2)).toThrow(RangeError);
  expect(() => splitEvenly(-1, 2)).toThrow(RangeError);
});

test('a default plan is 3 Pending installments due every 4 months from today', () => {
  expect(
    createInstallmentPlan({ totalFee: 120000, today: '2026-11-22', makeId: counterIds() }),
  ).toStrictEqual([
    { id: 'inst-1', amount: 40000, paidAmount: 0, dueDate: '2026-11-22', status: 'Pending' },
    { id: 'inst-2', amount: 40000, paidAmount: 0, dueDate: '2027-03-22', status: 'Pending' },
    { id: 'inst-3', amount: 40000, paidAmount: 0, dueDate: '2027-07-22', status: 'Pending' },
  ]);
});

test('a plan from 31 Oct clamps each due date to the month end without drifting', () => {
  const plan = createInstallmentPlan({
    totalFee: 100000,
    count: 3,
    today: '2026-10-31',
    makeId: counterIds(),
  });
  expect(plan.map((installment) => installment.amount)).toEqual([33333, 33333, 33334]);
  expect(plan.map((installment) => installment.dueDate)).toEqual([
    '2026-10-31',
    '2027-02-28',
    '2027-06-30',
  ]);
});

test('a plan of 1 installment is the whole fee due today', () => {
  expect(
    createInstallmentPlan({ totalFee: 75000, count: 1, today: '2026-11-22', makeId: counterIds() }),
  ).toStrictEqual([
    { id: 'inst-1', amount: 75000, paidAmount: 0, dueDate: '2026-11-22', status: 'Pending' },
  ]);
});

test('a plan of 12 installments spans 44 months and reaches leap days', () => {
  const plan = createInstallmentPlan({
    totalFee: 120000,
    count: 12,
    today: '2027-10-31',
    makeId: counterIds(),
  });
  expect(plan.map((installment) => installment.amount)).toEqual(Array(12).fill(10000));
  expect(plan.map((installment) => installment.dueDate)).toEqual([
    '2027-10-31',
    '2028-02-29',
    '2028-06-30',
    '2028-10-31',
    '2029-02-28',
    '2029-06-30',
    '2029-10-31',
    '2030-02-28',
    '2030-06-30',
    '2030-10-31',
    '2031-02-28',
    '2031-06-30',
  ]);
  expect(new Set(plan.map((installment) => installment.id)).size).toBe(12);
});

test('every installment of a plan passes the stored installment schema', () => {
  const plan = createInstallmentPlan({
    totalFee: 100000,
    count: 3,
    today: '2026-11-22',
    makeId: counterIds(),
  });
  expect(installmentSchema.array().safeParse(plan).success).toBe(true);
});

test('a plan of 0 or 13 installments is refused', () => {
  const base = { totalFee: 120000, today: '2026-11-22', makeId: counterIds() };
  expect(() => createInstallmentPlan({ ...base, count: 0 })).toThrow(RangeError);
  expect(() => createInstallmentPlan({ ...base, count: 13 })).toThrow(RangeError);
  expect(() => createInstallmentPlan({ ...base, count: 2.5 })).toThrow(RangeError);
});

test('every installment must be at least ₹1', () => {
  expect(() =>
    createInstallmentPlan({ totalFee: 2, count: 3, today: '2026-11-22', makeId: counterIds() }),
  ).toThrow(RangeError);
  expect(
    createInstallmentPlan({ totalFee: 3, count: 3, today: '2026-11-22', makeId: counterIds() }).map(
      (installment) => installment.amount,
    ),
  ).toEqual([1, 1, 1]);
});

test('a fractional total fee is refused', () => {
  expect(() =>
    createInstallmentPlan({ totalFee: 1000.5, today: '2026-11-22', makeId: counterIds() }),
  ).toThrow(RangeError);
});

test('a plan needs a real start date', () => {
  expect(() =>
    createInstallmentPlan({ totalFee: 1000, today: '2026-02-30', makeId: counterIds() }),
  ).toThrow(RangeError);
});

test('a concession is taken off the fee before it is split: 120000 at 50% in 3 → 20000 each', () => {
  const plan = createConcessionPlan({
    grossFee: 120000,
    concessionPercent: 50,
    count: 3,
    today: '2026-11-22',
    makeId: counterIds(),
  });
  expect(plan.totalFee).toBe(60000);
  expect(plan.concessionAmount).toBe(60000);
  expect(plan.installments.map((installment) => installment.amount)).toEqual([20000, 20000, 20000]);
  expect(plan.installments.map((installment) => installment.dueDate)).toEqual([
    '2026-11-22',
    '2027-03-22',
    '2027-07-22',
  ]);
});

test('25% of 100000 in 3: 75000 left, split 25000 × 3; rounding is to the nearest rupee', () => {
  expect(applyConcession(100000, 25)).toEqual({ concessionAmount: 25000, netFee: 75000 });
  expect(applyConcession(99999, 50)).toEqual({ concessionAmount: 50000, netFee: 49999 });
  expect(applyConcession(1001, 12.5)).toEqual({ concessionAmount: 125, netFee: 876 });
  expect(applyConcession(50000, 0)).toEqual({ concessionAmount: 0, netFee: 50000 });
  const plan = createConcessionPlan({
    grossFee: 100000,
    concessionPercent: 25,
    count: 3,
    today: '2026-11-22',
    makeId: counterIds(),
  });
  expect(plan.installments.map((installment) => installment.amount)).toEqual([25000, 25000, 25000]);
});

test('a 100% concession leaves nothing to pay and no installments', () => {
  expect(
    createConcessionPlan({
      grossFee: 120000,
      concessionPercent: 100,
      count: 3,
      today: '2026-11-22',
      makeId: counterIds(),
    }),
  ).toEqual({ totalFee: 0, concessionAmount: 120000, installments: [] });
});

test('a concession outside 0 to 100% is a RangeError', () => {
  expect(() => applyConcession(1000, 101)).toThrow(RangeError);
  expect(() => applyConcession(1000, -1)).toThrow(RangeError);
  expect(() => applyConcession(1000, Number.NaN)).toThrow(RangeError);
});
