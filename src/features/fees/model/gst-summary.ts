// The GST summary's CSV and labels: one row per month of a financial year, as the admin files it.
import { financialYearOf } from '@/data';
import type { GstSummaryRow } from '@/data';
import { toCsv } from '@/lib';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2026-04" as "April 2026". */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** The year's sums, for its total row. */
export function yearTotals(rows: readonly GstSummaryRow[]): Omit<GstSummaryRow, 'month'> {
  const paise = (pick: (row: GstSummaryRow) => number) =>
    rows.reduce((sum, row) => sum + Math.round(pick(row) * 100), 0) / 100;
  return {
    receipts: rows.reduce((sum, row) => sum + row.receipts, 0),
    taxable: paise((row) => row.taxable),
    cgst: paise((row) => row.cgst),
    sgst: paise((row) => row.sgst),
    igst: paise((row) => row.igst),
    total: paise((row) => row.total),
  };
}

/** The financial years offered: this one and the four before it, newest first. */
export function recentFinancialYears(now: Date, count = 5): string[] {
  const start = Number(financialYearOf(now).slice(0, 4));
  return Array.from({ length: count }, (_, index) => {
    const year = start - index;
    return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  });
}

export const GST_SUMMARY_CSV_HEADER = [
  'Month',
  'Receipts',
  'Taxable value (₹)',
  'CGST (₹)',
  'SGST (₹)',
  'IGST (₹)',
  'Total (₹)',
] as const;

/** Amounts as plain rupee numbers, so a spreadsheet adds them up; the year's total last. */
export function gstSummaryCsv(rows: readonly GstSummaryRow[]): string {
  const totals = yearTotals(rows);
  return toCsv([
    GST_SUMMARY_CSV_HEADER,
    ...rows.map((row) => [
      monthLabel(row.month),
      row.receipts,
      row.taxable,
      row.cgst,
      row.sgst,
      row.igst,
      row.total,
    ]),
    ['Total', totals.receipts, totals.taxable, totals.cgst, totals.sgst, totals.igst, totals.total],
  ]);
}

export const gstSummaryFileName = (financialYear: string): string =>
  `gst-summary-${financialYear}.csv`;
