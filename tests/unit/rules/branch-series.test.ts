// Each branch's receipts and credit notes: its own series per financial year, apart from the first
// branch's (which keeps the series from before branches) and from every other branch's.
import { expect, test } from 'vitest';
import { CREDIT_NOTE_NUMBER_PATTERN, RECEIPT_NUMBER_PATTERN } from '@/data/constants';
import {
  creditNoteSeries,
  highestReceiptNumbers,
  highestReceiptSequence,
  nextCreditNoteNumber,
  nextReceiptNumber,
  receiptSeries,
} from '@/data/rules/ledger';
import { newBranchSchema } from '@/data/schemas/branches';

const november = new Date('2026-11-20T05:00:00.000Z');
const april1 = new Date('2027-03-31T18:30:00.000Z'); // 1 April, midnight in India

test('a branch with a code has its own series; the first branch keeps the one from before', () => {
  expect(receiptSeries(november)).toBe('SANK/2026-27/');
  expect(receiptSeries(november, 'JAI')).toBe('SANK/JAI/2026-27/');
  expect(creditNoteSeries(november)).toBe('SANK/CN/2026-27/');
  expect(creditNoteSeries(november, 'JAI')).toBe('SANK/JAI/CN/2026-27/');
});

test("a branch's next number counts only its own series, gapless, restarting each year", () => {
  const ledger = [
    { receiptNo: 'SANK/2026-27/000007' },
    { receiptNo: 'SANK/JAI/2026-27/000002' },
    { receiptNo: 'SANK/DEL/2026-27/000040' },
    { receiptNo: null },
  ];
  expect(nextReceiptNumber(ledger, november)).toBe('SANK/2026-27/000008');
  expect(nextReceiptNumber(ledger, november, [], 'JAI')).toBe('SANK/JAI/2026-27/000003');
  expect(nextReceiptNumber(ledger, november, [], 'KOT')).toBe('SANK/KOT/2026-27/000001');
  expect(nextReceiptNumber(ledger, april1, [], 'JAI')).toBe('SANK/JAI/2027-28/000001');
  // Issued before a restore removed it: still issued.
  expect(nextReceiptNumber(ledger, november, ['SANK/JAI/2026-27/000009'], 'JAI')).toBe(
    'SANK/JAI/2026-27/000010',
  );
  expect(highestReceiptSequence(['SANK/JAI/2026-27/000005'], november)).toBe(0);
});

test("a branch's credit notes are their own series too", () => {
  const refund = (creditNoteNo: string) => ({ refund: { of: 'p1', creditNoteNo, reason: 'Left' } });
  const ledger = [refund('SANK/CN/2026-27/000004'), refund('SANK/JAI/CN/2026-27/000001')];
  expect(nextCreditNoteNumber(ledger, november)).toBe('SANK/CN/2026-27/000005');
  expect(nextCreditNoteNumber(ledger, november, [], 'JAI')).toBe('SANK/JAI/CN/2026-27/000002');
});

test('a restore keeps the highest number of every branch series as issued', () => {
  expect(
    highestReceiptNumbers([
      'SANK/2026-27/000003',
      'SANK/JAI/2026-27/000002',
      'SANK/JAI/2026-27/000011',
      'SANK/JAI/CN/2026-27/000001',
      'SANK/CN/2026-27/000004',
    ]).sort(),
  ).toEqual(
    [
      'SANK/2026-27/000003',
      'SANK/CN/2026-27/000004',
      'SANK/JAI/2026-27/000011',
      'SANK/JAI/CN/2026-27/000001',
    ].sort(),
  );
});

test('receipt and credit-note numbers of a branch are told apart; CN is no branch code', () => {
  expect(RECEIPT_NUMBER_PATTERN.test('SANK/JAI/2026-27/000001')).toBe(true);
  expect(RECEIPT_NUMBER_PATTERN.test('SANK/CN/2026-27/000001')).toBe(false);
  expect(CREDIT_NOTE_NUMBER_PATTERN.test('SANK/JAI/CN/2026-27/000001')).toBe(true);
  expect(CREDIT_NOTE_NUMBER_PATTERN.test('SANK/JAI/2026-27/000001')).toBe(false);
  expect(newBranchSchema.safeParse({ code: 'CN', name: 'X' }).success).toBe(false);
  expect(newBranchSchema.safeParse({ code: 'JAI', name: 'Jaipur' }).success).toBe(true);
});
