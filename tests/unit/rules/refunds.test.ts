import { expect, test } from 'vitest';
import {
  installmentFromLedger,
  ledgerNumber,
  paymentTotals,
  refundableAmount,
  refundRefusal,
  signedAmount,
} from '@/data';
import type { Installment, Payment } from '@/data';
import { highestReceiptNumbers, nextCreditNoteNumber } from '@/data/rules/ledger';
import { paymentSchema } from '@/data/schemas';
import { issuedNumbersAfterRestore, restoreRemovals } from '@/data/operations/restore';
import { cancelledPayment } from '@/data/operations/payments';

const installment: Installment = {
  id: 'i-1',
  amount: 40000,
  paidAmount: 0,
  dueDate: '2026-12-01',
  status: 'Pending',
};

function payment(overrides: Partial<Payment>): Payment {
  return {
    id: 'p',
    receiptNo: 'SANK/2026-27/000001',
    studentId: 's',
    installmentId: 'i-1',
    amount: 40000,
    mode: 'Online',
    reference: 'pay_1',
    receivedBy: 'Asha',
    receivedAt: '2026-11-20T05:00:00.000Z',
    status: 'Valid',
    ...overrides,
  };
}

function refund(amount: number, creditNoteNo: string, overrides: Partial<Payment> = {}): Payment {
  return payment({
    id: `r-${creditNoteNo}`,
    receiptNo: null,
    amount,
    mode: 'Refund',
    reference: 'rfnd_1',
    receivedBy: 'Admin',
    receivedAt: '2026-11-25T05:00:00.000Z',
    refund: { of: 'p', creditNoteNo, reason: 'Left the course' },
    ...overrides,
  });
}

test('a refund entry is a ledger entry of its own; entries stored before read as before', () => {
  expect(paymentSchema.parse(refund(5000, 'SANK/CN/2026-27/000001'))).toMatchObject({
    mode: 'Refund',
    receiptNo: null,
    refund: { of: 'p', creditNoteNo: 'SANK/CN/2026-27/000001' },
  });
  expect(paymentSchema.parse(payment({}))).toEqual(payment({}));
  expect(paymentSchema.safeParse(refund(5000, 'SANK/2026-27/000001')).success).toBe(false);
});

test('credit notes run on in their own series per financial year, after numbers kept by a restore', () => {
  const march31 = new Date('2027-03-31T18:29:00.000Z');
  const april1 = new Date('2027-03-31T18:30:00.000Z');
  const ledger = [
    payment({ receiptNo: 'SANK/2026-27/000041' }),
    refund(100, 'SANK/CN/2026-27/000001'),
    refund(100, 'SANK/CN/2026-27/000002'),
  ];
  expect(nextCreditNoteNumber([], march31)).toBe('SANK/CN/2026-27/000001');
  expect(nextCreditNoteNumber(ledger, march31)).toBe('SANK/CN/2026-27/000003');
  expect(nextCreditNoteNumber(ledger, april1)).toBe('SANK/CN/2027-28/000001');
  expect(nextCreditNoteNumber(ledger, march31, ['SANK/CN/2026-27/000009'])).toBe(
    'SANK/CN/2026-27/000010',
  );
  // A restore keeps the highest of each series: receipts' and credit notes' apart.
  expect(highestReceiptNumbers(ledger.map(ledgerNumber)).sort()).toEqual([
    'SANK/2026-27/000041',
    'SANK/CN/2026-27/000002',
  ]);
  expect(
    issuedNumbersAfterRestore(
      [],
      { receiptNos: ledger.map(ledgerNumber), studentRollNos: [], candidateRollNos: [] },
      [],
    ),
  ).toContain('SANK/CN/2026-27/000002');
});

test('refunds take back what they gave: Paid becomes Partial, then Pending with no payment date', () => {
  const paid = installmentFromLedger(installment, [payment({})]);
  expect(paid).toMatchObject({ paidAmount: 40000, status: 'Paid' });
  const partly = [payment({}), refund(15000.5, 'SANK/CN/2026-27/000001')];
  expect(installmentFromLedger(paid, partly)).toEqual({
    ...installment,
    paidAmount: 24999.5,
    status: 'Partial',
    paymentDate: '2026-11-20T05:00:00.000Z',
  });
  const whole = [...partly, refund(24999.5, 'SANK/CN/2026-27/000002')];
  expect(installmentFromLedger(paid, whole)).toEqual(installment);
});

test('the day book counts a refund as its own negative line that reduces the total', () => {
  const entries = [
    payment({ amount: 1000, mode: 'Cash', reference: '' }),
    payment({}),
    refund(5000, 'SANK/CN/2026-27/000001'),
  ];
  expect(signedAmount(entries[2]!)).toBe(-5000);
  expect(paymentTotals(entries)).toEqual({
    byMode: [
      { mode: 'Cash', amount: 1000, count: 1 },
      { mode: 'Online', amount: 40000, count: 1 },
      { mode: 'Refund', amount: -5000, count: 1 },
    ],
    total: 36000,
  });
  expect(
    restoreRemovals(
      '2026-11-01T00:00:00.000Z',
      {
        payments: entries,
        students: [],
        candidates: [],
      },
      [],
    ).payments.rows.at(-1),
  ).toMatchObject({ receiptNo: 'SANK/CN/2026-27/000001', amount: -5000 });
});

test('only a valid online payment is refunded, positive and at most what is left of it', () => {
  const ledger = [payment({}), refund(10000, 'SANK/CN/2026-27/000001')];
  expect(refundableAmount(payment({}), ledger)).toBe(30000);
  expect(refundRefusal(payment({}), ledger, 30000)).toBeNull();
  expect(refundRefusal(payment({}), ledger, 30000.01)).toEqual({
    reason: 'over-refundable',
    message: 'You can refund at most ₹30,000 of this payment.',
  });
  expect(refundRefusal(payment({}), ledger, 0)?.reason).toBe('not-positive');
  expect(refundRefusal(payment({}), ledger, Number.NaN)?.reason).toBe('not-positive');
  expect(refundRefusal(payment({ mode: 'Cash' }), [], 100)?.message).toMatch(
    /cancel its receipt instead/,
  );
  expect(refundRefusal(payment({ status: 'Cancelled' }), [], 100)?.reason).toBe('not-refundable');
  expect(
    refundRefusal(payment({}), [...ledger, refund(30000, 'SANK/CN/2026-27/000002')], 1)?.message,
  ).toBe('This payment has already been refunded in full.');
});

test('neither a credit note nor a payment with refunds can be cancelled', () => {
  const at = { reason: 'Mistake', by: 'Admin', at: new Date('2026-11-26T00:00:00.000Z') };
  const credit = refund(100, 'SANK/CN/2026-27/000001');
  expect(() => cancelledPayment(credit, at, [credit])).toThrow(
    /Credit note .* cannot be cancelled/,
  );
  expect(() => cancelledPayment(payment({}), at, [credit])).toThrow(/has refunds against it/);
  expect(cancelledPayment(payment({}), at, []).status).toBe('Cancelled');
});
