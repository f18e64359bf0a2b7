// The fee report's CSV: the same rows as the fee management table (the data layer's
// FeeReportRow), so both always agree.
import type { FeeReportRow } from '@/data';
import { toCsv } from '@/lib';

/** The type of the CSV files the fee screens export (UTF-8, so ₹ and names survive). */
export const CSV_FILE_TYPE = 'text/csv;charset=utf-8';

/** Amounts are plain rupee numbers (no ₹ or grouping) so a spreadsheet can add them up. */
export const FEE_REPORT_CSV_HEADER = [
  'Roll No',
  'Name',
  'Class',
  'Total Fee (₹)',
  'Paid (₹)',
  'Pending (₹)',
  'Overdue Installments',
] as const;

export function feeReportCsv(rows: readonly FeeReportRow[]): string {
  return toCsv([
    FEE_REPORT_CSV_HEADER,
    ...rows.map((row) => [
      row.rollNo,
      row.name,
      row.currentClass,
      row.totalFee,
      row.paid,
      row.pending,
      row.overdueCount,
    ]),
  ]);
}

export function feeReportFileName(today: string): string {
  return `fee-report-${today}.csv`;
}
