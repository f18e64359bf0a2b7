// The day book's range and CSV: every ledger entry received between two days (inclusive, in the
// local calendar), with totals by mode. The table and its CSV show the same rows (the data
// layer's DayBookRow), so both always agree.
import { z } from 'zod';
import { isoDateField, ledgerNumber, paymentTotals, signedAmount } from '@/data';
import type { DayBookRow } from '@/data';
import { toCsv } from '@/lib';

export const DAY_BOOK_RANGE_MESSAGE = 'To must be the same day as From or later.';

export const dayBookRangeSchema = z
  .object({
    from: isoDateField('From'),
    to: isoDateField('To'),
    /** One branch's entries; empty or left out: every branch's. */
    branchId: z.string().optional(),
  })
  .refine((range) => range.to >= range.from, { path: ['to'], message: DAY_BOOK_RANGE_MESSAGE });
export type DayBookRange = z.infer<typeof dayBookRangeSchema>;

export const DAY_BOOK_CSV_HEADER = [
  'Receipt No',
  'Date',
  'Roll No',
  'Student',
  'Installment',
  'Mode',
  'Reference',
  'Amount (₹)',
  'Status',
  // A receipt cum tax invoice's parts (the amount is tax-inclusive); empty for one without tax.
  'Taxable value (₹)',
  'CGST (₹)',
  'SGST (₹)',
  'IGST (₹)',
] as const;

/**
 * The rows, then the totals by mode and the grand total of valid entries; a refund is its own
 * line, with its credit-note number and a negative amount, and reduces the total.
 */
export function dayBookCsv(rows: readonly DayBookRow[]): string {
  const totals = paymentTotals(rows.map((row) => row.payment));
  return toCsv([
    DAY_BOOK_CSV_HEADER,
    ...rows.map(({ payment, studentName, rollNo, installmentNumber }) => [
      ledgerNumber(payment) ?? '',
      payment.receivedAt,
      rollNo,
      studentName,
      installmentNumber,
      payment.mode,
      payment.reference,
      signedAmount(payment),
      payment.status,
      ...(payment.tax
        ? [payment.tax.taxable, payment.tax.cgst, payment.tax.sgst, payment.tax.igst]
        : ['', '', '', '']),
    ]),
    [],
    ...totals.byMode.map(({ mode, amount }) => [`Total ${mode}`, '', '', '', '', '', '', amount]),
    ['Grand Total', '', '', '', '', '', '', totals.total],
  ]);
}

export function dayBookFileName({ from, to }: DayBookRange): string {
  return from === to ? `day-book-${from}.csv` : `day-book-${from}-to-${to}.csv`;
}
