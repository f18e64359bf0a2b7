import { expect, test } from 'vitest';
import {
  amountInWords,
  financialYearOf,
  installmentFromLedger,
  nextReceiptNumber,
  numberInIndianWords,
  openingEntries,
  paymentTotals,
} from '@/data';
import type { Installment, Payment } from '@/data';
import { highestReceiptNumbers } from '@/data/rules/ledger';
import { migrate as migrateStoredData } from '@/data/core/migrations';
import { storedStudent } from '../contract/fixtures';

test.each([
  [0, 'Rupees Zero Only'],
  [1, 'Rupees One Only'],
  [99, 'Rupees Ninety Nine Only'],
  [1_00_000, 'Rupees One Lakh Only'],
  [1_20_000, 'Rupees One Lakh Twenty Thousand Only'],
  [99_99_999, 'Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
  [1_00_00_000, 'Rupees One Crore Only'],
  [40_015.5, 'Rupees Forty Thousand Fifteen and Fifty Paise Only'],
  [0.05, 'Rupees Zero and Five Paise Only'],
  [
    12_34_56_789,
    'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only',
  ],
])('%d in words is "%s"', (amount, words) => {
  expect(amountInWords(amount)).toBe(words);
});

test('a hundred and its teens read the Indian way; negative amounts are refused', () => {
  expect(numberInIndianWords(110)).toBe('One Hundred Ten');
  expect(numberInIndianWords(1_00_01_000)).toBe('One Crore One Thousand');
  expect(() => amountInWords(-1)).toThrow(RangeError);
});

test('the financial year turns at midnight between 31 March and 1 April in India', () => {
  // 31 March 2027 23:59 IST is 18:29 UTC; 1 April 2027 00:00 IST is 31 March 18:30 UTC.
  expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
  expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
  expect(financialYearOf(new Date('2099-12-31T00:00:00.000Z'))).toBe('2099-00');
});

test('receipt numbers run on within a year, cancelled ones included, and restart on 1 April', () => {
  const issued = [
    { receiptNo: 'SANK/2026-27/000001' },
    { receiptNo: 'SANK/2026-27/000002' }, // cancelled, still counts
    { receiptNo: null }, // an opening balance
  ];
  const march31 = new Date('2027-03-31T18:29:00.000Z');
  const april1 = new Date('2027-03-31T18:30:00.000Z');
  expect(nextReceiptNumber(issued, march31)).toBe('SANK/2026-27/000003');
  expect(nextReceiptNumber(issued, april1)).toBe('SANK/2027-28/000001');
  expect(nextReceiptNumber([...issued, { receiptNo: 'SANK/2027-28/000001' }], april1)).toBe(
    'SANK/2027-28/000002',
  );
});

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
    amount: 1000,
    mode: 'Cash',
    reference: '',
    receivedBy: 'Admin',
    receivedAt: '2026-11-20T05:00:00.000Z',
    status: 'Valid',
    ...overrides,
  };
}

test('an installment is the sum of its valid payments, dated by the latest', () => {
  const payments = [
    payment({ id: 'a', amount: 15000.25, receivedAt: '2026-11-20T05:00:00.000Z' }),
    payment({ id: 'b', amount: 5000.5, receivedAt: '2026-11-22T05:00:00.000Z' }),
    payment({ id: 'c', amount: 9999, status: 'Cancelled', receivedAt: '2026-11-23T05:00:00.000Z' }),
    payment({ id: 'd', amount: 7000, installmentId: 'other' }),
  ];
  expect(installmentFromLedger(installment, payments)).toEqual({
    ...installment,
    paidAmount: 20000.75,
    status: 'Partial',
    paymentDate: '2026-11-22T05:00:00.000Z',
  });
  expect(installmentFromLedger(installment, [payment({ amount: 40000 })])).toMatchObject({
    paidAmount: 40000,
    status: 'Paid',
  });
  // Cancelling the only payment takes the installment back to Pending with no payment date.
  expect(
    installmentFromLedger({ ...installment, paymentDate: '2026-11-20T05:00:00.000Z' }, [
      payment({ status: 'Cancelled' }),
    ]),
  ).toEqual(installment);
});

test('day book totals count valid payments only, by mode', () => {
  expect(
    paymentTotals([
      payment({ amount: 1000.1, mode: 'Cash' }),
      payment({ amount: 2000.2, mode: 'Cash' }),
      payment({ amount: 500, mode: 'UPI', reference: 'U1' }),
      payment({ amount: 700, mode: 'UPI', status: 'Cancelled' }),
    ]),
  ).toEqual({
    byMode: [
      { mode: 'Cash', amount: 3000.3, count: 2 },
      { mode: 'UPI', amount: 500, count: 1 },
    ],
    total: 3500.3,
  });
});

test('stored data from before the ledger gets one opening entry per paid installment', () => {
  const student = storedStudent('SANK26120001');
  const [first, second, third] = student.feeDetails.installments as [
    Installment,
    Installment,
    Installment,
  ];
  const before = {
    ...student,
    feeDetails: {
      ...student.feeDetails,
      installments: [
        {
          ...first,
          paidAmount: 40000,
          status: 'Paid' as const,
          paymentDate: '2026-10-02T06:00:00.000Z',
        },
        {
          ...second,
          paidAmount: 12500.5,
          status: 'Partial' as const,
          paymentDate: '2026-11-01T06:00:00.000Z',
        },
        third,
      ],
    },
  };
  const migrated = migrateStoredData({ students: [before] }, 2, '2026-11-24');
  expect(migrated.payments).toEqual([
    {
      id: `opening-${first.id}`,
      receiptNo: null,
      studentId: student.id,
      installmentId: first.id,
      amount: 40000,
      mode: 'Opening balance',
      reference: '',
      receivedBy: 'Opening balance',
      receivedAt: '2026-10-02T06:00:00.000Z',
      status: 'Valid',
    },
    {
      id: `opening-${second.id}`,
      receiptNo: null,
      studentId: student.id,
      installmentId: second.id,
      amount: 12500.5,
      mode: 'Opening balance',
      reference: '',
      receivedBy: 'Opening balance',
      receivedAt: '2026-11-01T06:00:00.000Z',
      status: 'Valid',
    },
  ]);
  // What users see does not change: the installments derived from the ledger equal the stored ones.
  for (const stored of before.feeDetails.installments) {
    expect(installmentFromLedger(stored, migrated.payments as Payment[])).toEqual(stored);
  }
  // Data that already has a ledger is left alone.
  expect(migrateStoredData({ students: [before], payments: [] }, 2, '2026-11-24').payments).toEqual(
    [],
  );
  expect(openingEntries([before], [{ installmentId: first.id }], new Date())).toHaveLength(1);
});

test('receipts issued before a restore count as issued; the highest of each year is kept', () => {
  const at = new Date('2026-11-20T05:00:00.000Z');
  const kept = ['SANK/2026-27/000066', 'SANK/2025-26/000900'];
  expect(nextReceiptNumber([{ receiptNo: 'SANK/2026-27/000012' }], at, kept)).toBe(
    'SANK/2026-27/000067',
  );
  expect(
    highestReceiptNumbers([
      'SANK/2026-27/000012',
      null,
      'SANK/2026-27/000066',
      'SANK/2025-26/000900',
      'SANK/2025-26/000009',
    ]),
  ).toEqual(['SANK/2026-27/000066', 'SANK/2025-26/000900']);
});
