import { expect, test } from 'vitest';
import {
  applyPayment,
  minimumPartPaymentMessage,
  paymentLimitMessage,
  remainingAmount,
  studentPaymentRefusal,
} from '@/data/rules';
import type { Installment } from '@/data/schemas';

const now = new Date('2026-11-22T10:30:00.000Z');

function installment(overrides: Partial<Installment> = {}): Installment {
  return {
    id: 'inst-1',
    amount: 40000,
    paidAmount: 0,
    dueDate: '2026-11-22',
    status: 'Pending',
    ...overrides,
  };
}

test('the remaining amount is what is still owed', () => {
  expect(remainingAmount(installment())).toBe(40000);
  expect(remainingAmount(installment({ paidAmount: 15000.5 }))).toBe(24999.5);
});

test('the remaining amount is never negative', () => {
  expect(remainingAmount(installment({ paidAmount: 45000 }))).toBe(0);
});

test('the limit message shows the amount with Indian grouping', () => {
  expect(paymentLimitMessage(40000)).toBe('You can pay a maximum of ₹40,000 for this installment.');
  expect(paymentLimitMessage(125000.5)).toBe(
    'You can pay a maximum of ₹1,25,000.5 for this installment.',
  );
});

const notPositive = {
  kind: 'rejected',
  reason: 'not-positive',
  message: 'Enter an amount more than ₹0.',
};

test('a payment of 0 is refused as not positive', () => {
  expect(applyPayment(installment(), 0, now)).toEqual(notPositive);
});

test('a payment of -5 is refused as not positive', () => {
  expect(applyPayment(installment(), -5, now)).toEqual(notPositive);
});

test('a payment that is not a finite number, or rounds to 0 paise, is refused as not positive', () => {
  expect(applyPayment(installment(), Number.NaN, now)).toEqual(notPositive);
  expect(applyPayment(installment(), Number.POSITIVE_INFINITY, now)).toEqual(notPositive);
  expect(applyPayment(installment(), 0.004, now)).toEqual(notPositive);
});

test('a payment above the remaining amount is refused with the limit message', () => {
  expect(applyPayment(installment(), 40001, now)).toEqual({
    kind: 'rejected',
    reason: 'over-limit',
    message: 'You can pay a maximum of ₹40,000 for this installment.',
  });
});

test('the limit is what remains after earlier payments', () => {
  expect(
    applyPayment(installment({ paidAmount: 25000, status: 'Partial' }), 15000.01, now),
  ).toEqual({
    kind: 'rejected',
    reason: 'over-limit',
    message: 'You can pay a maximum of ₹15,000 for this installment.',
  });
});

test('paying exactly the remaining amount makes the installment Paid', () => {
  expect(applyPayment(installment(), 40000, now)).toStrictEqual({
    kind: 'applied',
    installment: {
      id: 'inst-1',
      amount: 40000,
      paidAmount: 40000,
      dueDate: '2026-11-22',
      status: 'Paid',
      paymentDate: '2026-11-22T10:30:00.000Z',
    },
  });
});

test('paying part of the amount makes the installment Partial with the payment date set', () => {
  expect(applyPayment(installment(), 10000, now)).toStrictEqual({
    kind: 'applied',
    installment: {
      id: 'inst-1',
      amount: 40000,
      paidAmount: 10000,
      dueDate: '2026-11-22',
      status: 'Partial',
      paymentDate: '2026-11-22T10:30:00.000Z',
    },
  });
});

test('a later payment adds to the earlier ones and moves the payment date', () => {
  const earlier = installment({
    paidAmount: 10000,
    status: 'Partial',
    paymentDate: '2026-10-01T09:00:00.000Z',
  });
  const outcome = applyPayment(earlier, 30000, now);
  expect(outcome).toStrictEqual({
    kind: 'applied',
    installment: { ...earlier, paidAmount: 40000, status: 'Paid', paymentDate: now.toISOString() },
  });
});

test('payments are summed to the paisa without float drift', () => {
  const outcome = applyPayment(installment({ amount: 1, paidAmount: 0.1 }), 0.2, now);
  expect(outcome).toMatchObject({ kind: 'applied', installment: { paidAmount: 0.3 } });
});

test('a payment on a fully paid installment is refused as already paid', () => {
  expect(applyPayment(installment({ paidAmount: 40000, status: 'Paid' }), 1, now)).toEqual({
    kind: 'rejected',
    reason: 'already-paid',
    message: 'This installment is already paid in full.',
  });
});

test('applying a payment leaves the given installment unchanged', () => {
  const original = installment();
  applyPayment(original, 5000, now);
  expect(original).toStrictEqual(installment());
});

test("a student's part payment below the institute's smallest is refused; all that remains never is", () => {
  const rules = { partPayments: true, minimumPartPayment: 5000 };
  expect(studentPaymentRefusal(installment(), 4999.99, rules, now)).toEqual({
    kind: 'rejected',
    reason: 'below-minimum',
    message: minimumPartPaymentMessage(5000, 40000),
  });
  expect(minimumPartPaymentMessage(5000, 40000)).toBe(
    'Pay at least ₹5,000, or the full ₹40,000 that remains: the institute takes no smaller part payments.',
  );
  expect(studentPaymentRefusal(installment(), 5000, rules, now)).toBeNull();
  expect(studentPaymentRefusal(installment({ paidAmount: 38000 }), 2000, rules, now)).toBeNull();
  expect(
    studentPaymentRefusal(installment(), 1, { ...rules, minimumPartPayment: 0 }, now),
  ).toBeNull();
  expect(
    studentPaymentRefusal(
      installment(),
      10000,
      { partPayments: false, minimumPartPayment: 0 },
      now,
    ),
  ).toMatchObject({ reason: 'part-payment' });
});
