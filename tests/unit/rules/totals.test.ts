import { expect, test } from 'vitest';
import { feeTotals, studentFeeSummary } from '@/data/rules';
import type { Installment } from '@/data/schemas';

function feesOf(totalFee: number, paidAmounts: number[]) {
  const installments: Installment[] = paidAmounts.map((paidAmount, index) => ({
    id: `inst-${index + 1}`,
    amount: 40000,
    paidAmount,
    dueDate: '2026-11-22',
    status: paidAmount > 0 ? 'Partial' : 'Pending',
  }));
  return { feeDetails: { totalFee, installments } };
}

test('a student summary is total, paid and pending', () => {
  expect(studentFeeSummary(feesOf(120000, [40000, 15000, 0]))).toEqual({
    total: 120000,
    paid: 55000,
    pending: 65000,
  });
});

test('a student without installments owes the whole fee', () => {
  expect(studentFeeSummary(feesOf(50000, []))).toEqual({ total: 50000, paid: 0, pending: 50000 });
});

test('pending is never negative when more than the total was paid', () => {
  expect(studentFeeSummary(feesOf(1000, [1200]))).toEqual({ total: 1000, paid: 1200, pending: 0 });
});

test('paid amounts are summed to the paisa', () => {
  expect(studentFeeSummary(feesOf(1, [0.1, 0.2]))).toEqual({ total: 1, paid: 0.3, pending: 0.7 });
});

test('the sample student with nothing paid owes 120000', () => {
  expect(feeTotals([feesOf(120000, [0, 0, 0])])).toEqual({
    totalCollection: 0,
    pendingDues: 120000,
  });
});

test('fee totals add every student’s paid and pending amounts', () => {
  expect(
    feeTotals([feesOf(120000, [40000, 15000, 0]), feesOf(50000, []), feesOf(1000, [1200])]),
  ).toEqual({ totalCollection: 56200, pendingDues: 115000 });
});

test('no students means nothing collected and nothing due', () => {
  expect(feeTotals([])).toEqual({ totalCollection: 0, pendingDues: 0 });
});
