// A restore, decided once for the browser's repository core and the server: which numbers it keeps
// as issued (so none is issued twice), and what it removes (the preview the Restore screen asks
// the admin to confirm).
import { formatRupees } from '@/lib';
import { RESTORE_PREVIEW_LIMIT } from '../queries';
import type {
  ChangedReceipt,
  ReceiptDifference,
  RemovedPayment,
  RemovedRegistration,
  RestoreRemovals,
} from '../queries';
import { refuse } from '../core/validate';
import { highestReceiptNumbers, ledgerNumber, signedAmount } from '../rules/ledger';
import { highestRollNumbers } from '../rules/roll-numbers';
import type { Candidate, Payment, PaymentTax, Student } from '../schemas';

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
  changed: readonly ChangedReceipt[],
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
    changedReceipts: { total: changed.length, rows: changed.slice(0, RESTORE_PREVIEW_LIMIT) },
  };
}

const taxText = (tax: PaymentTax | undefined): string =>
  tax
    ? [
        `GSTIN ${tax.gstin}`,
        `taxable ${formatRupees(tax.taxable)}`,
        ...(tax.igst > 0
          ? [`IGST ${formatRupees(tax.igst)}`]
          : [`CGST ${formatRupees(tax.cgst)}`, `SGST ${formatRupees(tax.sgst)}`]),
        `place of supply ${tax.placeOfSupply}`,
      ].join(', ')
    : 'None';

/** How a backup's copy of an issued entry differs from the stored one (empty: it does not). */
function differencesOf(stored: Payment, backup: Payment): ReceiptDifference[] {
  const pairs: Array<[ReceiptDifference['field'], string, string]> = [
    ['Receipt No.', ledgerNumber(stored) ?? '', ledgerNumber(backup) ?? 'None'],
    ['Amount', formatRupees(stored.amount), formatRupees(backup.amount)],
    ['Status', stored.status, backup.status],
    ['Reference', stored.reference, backup.reference],
    ['GST', taxText(stored.tax), taxText(backup.tax)],
  ];
  return pairs
    .filter(([, storedText, backupText]) => storedText !== backupText)
    .map(([field, storedText, backupText]) => ({ field, stored: storedText, backup: backupText }));
}

/**
 * The receipts and credit notes issued here that a backup would change: each stored entry with a
 * number, issued before the backup was exported, against the backup's entry of the same id (or
 * number), in number order. A restore never changes one (an edited backup cannot rewrite a tax
 * invoice). One the backup lacks is removed, as those issued after the export are (its number
 * stays issued).
 */
export function changedReceipts(
  stored: readonly Payment[],
  backup: readonly Payment[],
  exportedAt: string,
): ChangedReceipt[] {
  const byId = new Map(backup.map((payment) => [payment.id, payment]));
  const byNumber = new Map(backup.map((payment) => [ledgerNumber(payment), payment]));
  return stored
    .flatMap((payment) => {
      const receiptNo = ledgerNumber(payment);
      if (receiptNo === null || recordedAfter(payment.receivedAt, exportedAt)) return [];
      const copy = byId.get(payment.id) ?? byNumber.get(receiptNo);
      const differences = copy ? differencesOf(payment, copy) : [];
      return differences.length > 0 ? [{ id: payment.id, receiptNo, differences }] : [];
    })
    .sort((first, second) => first.receiptNo.localeCompare(second.receiptNo));
}

const LISTED_IN_REFUSAL = 5;

/** Refuses a restore that would change an issued receipt or credit note, naming them. */
export function refuseChangedReceipts(changed: readonly ChangedReceipt[]): void {
  if (changed.length === 0) return;
  const named = changed
    .slice(0, LISTED_IN_REFUSAL)
    .map(
      ({ receiptNo, differences }) =>
        `${receiptNo} (${differences.map((d) => d.field).join(', ')})`,
    );
  const more =
    changed.length > LISTED_IN_REFUSAL ? ` and ${changed.length - LISTED_IN_REFUSAL} more` : '';
  refuse(
    'backup',
    'payments',
    `This backup changes receipts or credit notes already issued here: ${named.join(', ')}${more}. A restore never changes an issued receipt, so nothing was restored.`,
  );
}
