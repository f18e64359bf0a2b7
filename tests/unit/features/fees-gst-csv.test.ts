import { expect, test } from 'vitest';
import { receiptTax } from '@/data';
import type { DayBookRow, Payment } from '@/data';
import { DAY_BOOK_CSV_HEADER, dayBookCsv } from '@/features/fees/model/day-book';
import { gstSummaryCsv, monthLabel, recentFinancialYears } from '@/features/fees/model/gst-summary';
import { gstSummary } from '@/data';

const registration = { gstin: '08ABCDE1234F1Z0', state: 'Rajasthan' as const };

const payment = (receiptNo: string, amount: number, tax?: Payment['tax']): Payment => ({
  id: receiptNo,
  receiptNo,
  studentId: 'student-1',
  installmentId: 'installment-1',
  amount,
  mode: 'Cash',
  reference: '',
  receivedBy: 'Admin',
  receivedAt: '2026-11-22T06:30:00.000Z',
  status: 'Valid',
  ...(tax ? { tax } : {}),
});

const row = (entry: Payment): DayBookRow => ({
  payment: entry,
  studentName: 'Priya Verma',
  rollNo: 'SANK26110001',
  installmentNumber: 1,
});

test('the day book CSV has the tax columns: filled for a tax invoice, empty without tax', () => {
  const lines = dayBookCsv([
    row(payment('SANK/2026-27/000001', 5000)),
    row(payment('SANK/2026-27/000002', 118000, receiptTax(118000, 'Rajasthan', registration))),
    row(payment('SANK/2026-27/000003', 1000, receiptTax(1000, 'Delhi', registration))),
  ])
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(DAY_BOOK_CSV_HEADER.slice(-4)).toEqual([
    'Taxable value (₹)',
    'CGST (₹)',
    'SGST (₹)',
    'IGST (₹)',
  ]);
  expect(lines[0]).toBe(DAY_BOOK_CSV_HEADER.join(','));
  const tail = (line: string | undefined) => line?.split(',').slice(7).join(',');
  expect(tail(lines[1])).toBe('5000,Valid,,,,');
  expect(tail(lines[2])).toBe('118000,Valid,100000,9000,9000,0');
  expect(tail(lines[3])).toBe('1000,Valid,847.46,0,0,152.54');
  expect(lines.at(-2)).toBe('Grand Total,,,,,,,124000');
});

test('the GST summary CSV: a line per month, April to March, then the year’s total', () => {
  const rows = gstSummary(
    [
      payment('SANK/2026-27/000002', 118000, receiptTax(118000, 'Rajasthan', registration)),
      payment('SANK/2026-27/000003', 1000, receiptTax(1000, 'Delhi', registration)),
    ],
    '2026-27',
  );
  const lines = gstSummaryCsv(rows)
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe('Month,Receipts,Taxable value (₹),CGST (₹),SGST (₹),IGST (₹),Total (₹)');
  expect(lines[1]).toBe('April 2026,0,0,0,0,0,0');
  expect(lines[8]).toBe('November 2026,2,100847.46,9000,9000,152.54,119000');
  expect(lines[12]).toBe('March 2027,0,0,0,0,0,0');
  expect(lines[13]).toBe('Total,2,100847.46,9000,9000,152.54,119000');
  expect(monthLabel('2027-01')).toBe('January 2027');
  // 31 March 2027 23:59 in India is still 2026-27.
  expect(recentFinancialYears(new Date('2027-03-31T18:29:00.000Z'), 3)).toEqual([
    '2026-27',
    '2025-26',
    '2024-25',
  ]);
});
