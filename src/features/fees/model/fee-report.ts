// The fee management table and its CSV export come from these rows, so both always agree.
import { countOverdue, studentFeeSummary } from '@/data';
import type { ClassLevel, Student } from '@/data';
import { toCsv } from '@/lib';

/** The type of the CSV files the fee screens export (UTF-8, so ₹ and names survive). */
export const CSV_FILE_TYPE = 'text/csv;charset=utf-8';

export type FeeReportRow = {
  studentId: string;
  rollNo: string;
  name: string;
  currentClass: ClassLevel;
  totalFee: number;
  paid: number;
  pending: number;
  overdueCount: number;
};

/** One row per student, in the order given; overdue counted as of `today` (YYYY-MM-DD). */
export function feeReportRows(students: readonly Student[], today: string): FeeReportRow[] {
  return students.map((student) => {
    const { total, paid, pending } = studentFeeSummary(student);
    return {
      studentId: student.id,
      rollNo: student.rollNo,
      name: student.name,
      currentClass: student.currentClass,
      totalFee: total,
      paid,
      pending,
      overdueCount: countOverdue(student.feeDetails.installments, today),
    };
  });
}

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
