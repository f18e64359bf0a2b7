// A restore, decided once for the browser's repository core and the server: which numbers it keeps
// as issued (so none is issued twice), and what it removes (the preview the Restore screen asks
// the admin to confirm).
import { RESTORE_PREVIEW_LIMIT } from '../queries';
import type { RemovedPayment, RemovedRegistration, RestoreRemovals } from '../queries';
import { highestReceiptNumbers, ledgerNumber, signedAmount } from '../rules/ledger';
import { highestRollNumbers } from '../rules/roll-numbers';
import type { Candidate, Payment, Student } from '../schemas';

/** The numbers in use before a restore replaces the records that carry them. */
export type NumbersInUse = {
  /** Receipt and credit-note numbers (each entry's ledgerNumber). */
  receiptNos: readonly (string | null)[];
  studentRollNos: readonly string[];
  candidateRollNos: readonly string[];
};

/**
 * The issued numbers after a restore: those kept already and the highest of each series in use
 * now (STSE roll numbers of the current prefix and the backup's), so the next receipt and roll
 * numbers continue after them whatever the backup holds.
 */
export function issuedNumbersAfterRestore(
  issued: readonly string[],
  inUse: NumbersInUse,
  rollNoPrefixes: readonly string[],
): string[] {
  return [
    ...new Set([
      ...issued,
      ...highestReceiptNumbers(inUse.receiptNos),
      ...highestRollNumbers(inUse.studentRollNos, inUse.candidateRollNos, [
        ...new Set(rollNoPrefixes),
      ]),
    ]),
  ];
}

/** Whether a record made at `at` was made after the backup was exported (so it is not in it). */
export const recordedAfter = (at: string, exportedAt: string): boolean =>
  Date.parse(at) > Date.parse(exportedAt);

/**
 * What restoring a backup exported at `exportedAt` removes: the payments and registrations
 * recorded after it, oldest first (the server answers the same in SQL).
 */
export function restoreRemovals(
  exportedAt: string,
  {
    payments,
    students,
    candidates,
  }: {
    payments: readonly Payment[];
    students: readonly Pick<Student, 'id' | 'name'>[];
    candidates: readonly Candidate[];
  },
): RestoreRemovals {
  const names = new Map(students.map((student) => [student.id, student.name]));
  const laterPayments: RemovedPayment[] = payments
    .filter((payment) => recordedAfter(payment.receivedAt, exportedAt))
    .sort((first, second) => Date.parse(first.receivedAt) - Date.parse(second.receivedAt))
    .map((payment) => ({
      id: payment.id,
      receiptNo: ledgerNumber(payment),
      studentName: names.get(payment.studentId) ?? '',
      amount: signedAmount(payment),
      receivedAt: payment.receivedAt,
    }));
  const laterRegistrations: RemovedRegistration[] = candidates
    .filter((candidate) => recordedAfter(candidate.registrationDate, exportedAt))
    .sort(
      (first, second) => Date.parse(first.registrationDate) - Date.parse(second.registrationDate),
    )
    .map((candidate) => ({
      id: candidate.id,
      rollNo: candidate.rollNo,
      name: candidate.name,
      registrationDate: candidate.registrationDate,
    }));
  return {
    payments: {
      total: laterPayments.length,
      rows: laterPayments.slice(0, RESTORE_PREVIEW_LIMIT),
    },
    registrations: {
      total: laterRegistrations.length,
      rows: laterRegistrations.slice(0, RESTORE_PREVIEW_LIMIT),
    },
  };
}
