// The day book: every ledger entry received between two days (inclusive, in the local calendar),
// with totals by mode. The table and its CSV come from the same rows, so both always agree.
import { z } from 'zod';
import { isoDateField, paymentTotals, toIsoDate } from '@/data';
import type { Payment, Student } from '@/data';
import { toCsv } from '@/lib';

export const DAY_BOOK_RANGE_MESSAGE = 'To must be the same day as From or later.';

export const dayBookRangeSchema = z
  .object({ from: isoDateField('From'), to: isoDateField('To') })
  .refine((range) => range.to >= range.from, { path: ['to'], message: DAY_BOOK_RANGE_MESSAGE });
export type DayBookRange = z.infer<typeof dayBookRangeSchema>;

export type DayBookRow = {
  payment: Payment;
  studentName: string;
  rollNo: string;
  installmentNumber: number;
};

/** The entries received from `from` to `to`, oldest first, as a cash book reads. */
export function dayBookRows(
  payments: readonly Payment[],
  students: readonly Student[],
  { from, to }: DayBookRange,
): DayBookRow[] {
  const byId = new Map(students.map((student) => [student.id, student]));
  return payments
    .filter((payment) => {
      const day = toIsoDate(new Date(payment.receivedAt));
      return day >= from && day <= to;
    })
    .sort((first, second) => Date.parse(first.receivedAt) - Date.parse(second.receivedAt))
    .map((payment) => {
      const student = byId.get(payment.studentId);
      const index =
        student?.feeDetails.installments.findIndex((item) => item.id === payment.installmentId) ??
        -1;
      return {
        payment,
        studentName: student?.name ?? 'Unknown student',
        rollNo: student?.rollNo ?? '',
        installmentNumber: index + 1,
      };
    });
}

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
] as const;

/** The rows, then the totals by mode and the grand total of valid payments. */
export function dayBookCsv(rows: readonly DayBookRow[]): string {
  const totals = paymentTotals(rows.map((row) => row.payment));
  return toCsv([
    DAY_BOOK_CSV_HEADER,
    ...rows.map(({ payment, studentName, rollNo, installmentNumber }) => [
      payment.receiptNo ?? '',
      payment.receivedAt,
      rollNo,
      studentName,
      installmentNumber,
      payment.mode,
      payment.reference,
      payment.amount,
      payment.status,
    ]),
    [],
    ...totals.byMode.map(({ mode, amount }) => [`Total ${mode}`, '', '', '', '', '', '', amount]),
    ['Grand Total', '', '', '', '', '', '', totals.total],
  ]);
}

export function dayBookFileName({ from, to }: DayBookRange): string {
  return from === to ? `day-book-${from}.csv` : `day-book-${from}-to-${to}.csv`;
}
