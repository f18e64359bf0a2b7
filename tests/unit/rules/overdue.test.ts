import { expect, test } from 'vitest';
import { countOverdue, effectiveStatus } from '@/data/rules';
import type { Installment } from '@/data/schemas';

const today = '2026-11-22';

function installment(overrides: Partial<Installment> = {}): Installment {
  return {
    id: 'inst-1',
    amount: 40000,
    paidAmount: 0,
    dueDate: today,
    status: 'Pending',
    ...overrides,
  };
}

test('an unpaid installment due today is Pending, not Overdue', () => {
  expect(effectiveStatus(installment({ dueDate: '2026-11-22' }), today)).toBe('Pending');
});

test('an unpaid installment due yesterday is Overdue', () => {
  expect(effectiveStatus(installment({ dueDate: '2026-11-21' }), today)).toBe('Overdue');
});

test('a partly paid installment past its due date is Overdue', () => {
  expect(
    effectiveStatus(
      installment({ dueDate: '2026-11-21', paidAmount: 10000, status: 'Partial' }),
      today,
    ),
  ).toBe('Overdue');
});

test('a fully paid installment is Paid even after its due date', () => {
  expect(
    effectiveStatus(
      installment({ dueDate: '2026-01-01', paidAmount: 40000, status: 'Paid' }),
      today,
    ),
  ).toBe('Paid');
});

test('a partly paid installment not yet due is Partial', () => {
  expect(effectiveStatus(installment({ dueDate: '2026-11-23', paidAmount: 100 }), today)).toBe(
    'Partial',
  );
});

test('the status is derived from the amounts, not the stored status', () => {
  expect(effectiveStatus(installment({ dueDate: '2027-03-22', status: 'Overdue' }), today)).toBe(
    'Pending',
  );
  expect(effectiveStatus(installment({ paidAmount: 40000, status: 'Pending' }), today)).toBe(
    'Paid',
  );
});

test('countOverdue counts only installments overdue today', () => {
  const installments = [
    installment({ id: 'a', dueDate: '2026-07-22', paidAmount: 40000, status: 'Paid' }),
    installment({ id: 'b', dueDate: '2026-07-22', paidAmount: 5000, status: 'Partial' }),
    installment({ id: 'c', dueDate: '2026-11-21' }),
    installment({ id: 'd', dueDate: '2026-11-22' }),
    installment({ id: 'e', dueDate: '2027-03-22' }),
  ];
  expect(countOverdue(installments, today)).toBe(2);
  expect(countOverdue(installments, '2026-11-23')).toBe(3);
});

test('no installments means none overdue', () => {
  expect(countOverdue([], today)).toBe(0);
});
