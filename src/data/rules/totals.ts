// Fee sums for the student detail, fee management and the admin dashboard.
import type { Student } from '../schemas';
import { roundToPaise } from './money';

type FeeHolder = Pick<Student, 'feeDetails'>;

export type FeeSummary = { total: number; paid: number; pending: number };
export type FeeTotals = { totalCollection: number; pendingDues: number };

/** Total fee, the sum paid over the installments, and what is left (never negative). */
export function studentFeeSummary(student: FeeHolder): FeeSummary {
  const total = student.feeDetails.totalFee;
  const paid = roundToPaise(
    student.feeDetails.installments.reduce((sum, installment) => sum + installment.paidAmount, 0),
  );
  return { total, paid, pending: Math.max(0, roundToPaise(total - paid)) };
}

/**
 * Total Collection is everything paid; Pending Dues adds each student's pending amount, so one
 * student who paid more than their total fee cannot hide another student's dues.
 */
export function feeTotals(students: readonly FeeHolder[]): FeeTotals {
  let totalCollection = 0;
  let pendingDues = 0;
  for (const student of students) {
    const { paid, pending } = studentFeeSummary(student);
    totalCollection += paid;
    pendingDues += pending;
  }
  return {
    totalCollection: roundToPaise(totalCollection),
    pendingDues: roundToPaise(pendingDues),
  };
}
