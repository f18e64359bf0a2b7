// The fee ledger: every payment is a record of its own, numbered by financial year, never edited
// or deleted (a mistake is cancelled and stops counting). An installment's paidAmount, status and
// paymentDate are derived from its valid payments, so the spec's fields always agree with it.
import { OPENING_BALANCE_MODE, REFUND_MODE } from '../constants';
import type { Installment, Payment, Student } from '../schemas';
import { roundToPaise } from './money';

export const RECEIPT_PREFIX = 'SANK';

/** India is UTC+5:30 all year (no daylight saving), so the offset is a constant. */
export const IST_OFFSET_MS = 330 * 60 * 1000;

/** The calendar day in India (YYYY-MM-DD) a moment falls in. */
export const indiaDayOf = (at: Date | number): string =>
  new Date(+at + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The first moment (epoch ms) of an India day (YYYY-MM-DD). */
export const indiaDayStart = (isoDate: string): number =>
  Date.parse(`${isoDate}T00:00:00.000Z`) - IST_OFFSET_MS;

/**
 * The Indian financial year (1 April to 31 March, in India's time zone) a moment falls in,
 * as written on receipts: 31 March 2027 23:59 IST → "2026-27", 1 April 2027 00:00 IST → "2027-28".
 */
export function financialYearOf(at: Date): string {
  const inIndia = new Date(at.getTime() + IST_OFFSET_MS);
  const year = inIndia.getUTCFullYear();
  const startYear = inIndia.getUTCMonth() >= 3 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/**
 * A branch's code as its numbers carry it: none for the first branch (null), whose series stay
 * as they were before branches.
 */
export type BranchCode = string | null;

const branchPrefix = (branchCode: BranchCode) =>
  branchCode === null ? `${RECEIPT_PREFIX}/` : `${RECEIPT_PREFIX}/${branchCode}/`;

/**
 * The receipt numbers' series of a branch in the financial year `at` falls in: "SANK/2026-27/"
 * for the first branch, "SANK/JAI/2026-27/" for the branch coded JAI.
 */
export const receiptSeries = (at: Date, branchCode: BranchCode = null): string =>
  `${branchPrefix(branchCode)}${financialYearOf(at)}/`;

/** The credit-note numbers' series (refunds) of a branch in `at`'s financial year:
 *  "SANK/CN/2026-27/", "SANK/JAI/CN/2026-27/". */
export const creditNoteSeries = (at: Date, branchCode: BranchCode = null): string =>
  `${branchPrefix(branchCode)}CN/${financialYearOf(at)}/`;

/** The highest sequence of this series among these numbers (0 when none). */
export function highestSequence(numbers: readonly (string | null)[], series: string): number {
  let highest = 0;
  for (const number of numbers) {
    if (number?.startsWith(series)) highest = Math.max(highest, Number(number.slice(-6)));
  }
  return highest;
}

/** The highest sequence of a branch's series in `at`'s financial year among these receipt
 *  numbers (0 when none). */
export const highestReceiptSequence = (
  receiptNos: readonly (string | null)[],
  at: Date,
  branchCode: BranchCode = null,
): number => highestSequence(receiptNos, receiptSeries(at, branchCode));

/** The receipt number after sequence `reached` (the series' counter) in `at`'s financial year. */
export const receiptNumberAfter = (
  reached: number,
  at: Date,
  branchCode: BranchCode = null,
): string => `${receiptSeries(at, branchCode)}${String(reached + 1).padStart(6, '0')}`;

/**
 * The next receipt number of a branch's series in the financial year `at` falls in: one more
 * than the highest issued in that series, cancelled ones included (a cancelled receipt keeps its
 * number), so numbers are gapless and never repeat. The first of a year is 000001. `issued` are
 * numbers issued before a restore removed their payments (the issued-numbers record): they count
 * as issued too.
 */
export function nextReceiptNumber(
  payments: readonly Pick<Payment, 'receiptNo'>[],
  at: Date,
  issued: readonly string[] = [],
  branchCode: BranchCode = null,
): string {
  const receiptNos = [...payments.map((payment) => payment.receiptNo), ...issued];
  return receiptNumberAfter(highestReceiptSequence(receiptNos, at, branchCode), at, branchCode);
}

/** The credit-note number after sequence `reached` (the series' counter) in `at`'s financial
 *  year. */
export const creditNoteNumberAfter = (
  reached: number,
  at: Date,
  branchCode: BranchCode = null,
): string => `${creditNoteSeries(at, branchCode)}${String(reached + 1).padStart(6, '0')}`;

/**
 * The next credit-note number of `at`'s financial year, by the receipts' rule: one more than the
 * highest in the ledger or issued before a restore, gapless and never repeated.
 */
export function nextCreditNoteNumber(
  payments: readonly Pick<Payment, 'refund'>[],
  at: Date,
  issued: readonly string[] = [],
  branchCode: BranchCode = null,
): string {
  const numbers = [...payments.map((payment) => payment.refund?.creditNoteNo ?? null), ...issued];
  const reached = highestSequence(numbers, creditNoteSeries(at, branchCode));
  return creditNoteNumberAfter(reached, at, branchCode);
}

/** The number an entry carries: its receipt's, a refund's credit note's, or none (opening). */
export const ledgerNumber = (payment: Pick<Payment, 'receiptNo' | 'refund'>): string | null =>
  payment.receiptNo ?? payment.refund?.creditNoteNo ?? null;

/** What an entry adds to the money received: its amount, or less its amount for a refund. */
export const signedAmount = (payment: Pick<Payment, 'amount' | 'mode'>): number =>
  payment.mode === REFUND_MODE ? -payment.amount : payment.amount;

/** How much of this payment its valid refunds in `ledger` have given back. */
export function refundedAmount(payment: Pick<Payment, 'id'>, ledger: readonly Payment[]): number {
  return roundToPaise(
    ledger
      .filter((entry) => entry.refund?.of === payment.id && entry.status === 'Valid')
      .reduce((sum, entry) => sum + entry.amount, 0),
  );
}

/** What may still be given back of this payment: its amount less its refunds (0 when cancelled). */
export function refundableAmount(payment: Payment, ledger: readonly Payment[]): number {
  if (payment.status !== 'Valid' || payment.mode === REFUND_MODE) return 0;
  return Math.max(0, roundToPaise(payment.amount - refundedAmount(payment, ledger)));
}

/**
 * The highest number of each series (receipts', credit notes', of each branch) of each financial
 * year among these: what a restore keeps as issued (`issued` above), so numbers issued after a backup are
 * never issued again once it is restored.
 */
export function highestReceiptNumbers(receiptNos: readonly (string | null)[]): string[] {
  const highest = new Map<string, string>();
  for (const receiptNo of receiptNos) {
    if (receiptNo === null) continue;
    const year = receiptNo.slice(0, -6);
    const kept = highest.get(year);
    if (kept === undefined || receiptNo.slice(-6) > kept.slice(-6)) highest.set(year, receiptNo);
  }
  return [...highest.values()];
}

/**
 * The installment as its valid entries make it: paid amount (payments less refunds),
 * Paid/Partial/Pending, and the last payment's date (none once everything is given back).
 */
export function installmentFromLedger(
  installment: Installment,
  payments: readonly Payment[],
): Installment {
  const valid = payments.filter(
    (payment) => payment.installmentId === installment.id && payment.status === 'Valid',
  );
  const paidAmount = roundToPaise(valid.reduce((sum, payment) => sum + signedAmount(payment), 0));
  const paid = paidAmount > 0 ? valid.filter((payment) => payment.mode !== REFUND_MODE) : [];
  const latest = paid.reduce<string | undefined>(
    (last, payment) =>
      last === undefined || Date.parse(payment.receivedAt) > Date.parse(last)
        ? payment.receivedAt
        : last,
    undefined,
  );
  const { paymentDate: _previous, ...rest } = installment;
  return {
    ...rest,
    paidAmount,
    status: paidAmount >= installment.amount ? 'Paid' : paidAmount > 0 ? 'Partial' : 'Pending',
    ...(latest === undefined ? {} : { paymentDate: latest }),
  };
}

/** The student with every installment derived from the ledger. */
export function studentFromLedger(student: Student, payments: readonly Payment[]): Student {
  const own = payments.filter((payment) => payment.studentId === student.id);
  return {
    ...student,
    feeDetails: {
      ...student.feeDetails,
      installments: student.feeDetails.installments.map((installment) =>
        installmentFromLedger(installment, own),
      ),
    },
  };
}

/**
 * One opening-balance entry per installment that shows money paid but has no ledger entry (data
 * from before the ledger), dated at its payment date, so the derived totals equal what was shown.
 */
export function openingEntries(
  students: readonly Student[],
  payments: readonly Pick<Payment, 'installmentId'>[],
  at: Date,
): Payment[] {
  const inLedger = new Set(payments.map((payment) => payment.installmentId));
  return students.flatMap((student) =>
    student.feeDetails.installments
      .filter((installment) => installment.paidAmount > 0 && !inLedger.has(installment.id))
      .map((installment): Payment => ({
        id: `opening-${installment.id}`,
        receiptNo: null,
        studentId: student.id,
        installmentId: installment.id,
        amount: installment.paidAmount,
        mode: OPENING_BALANCE_MODE,
        reference: '',
        receivedBy: 'Opening balance',
        receivedAt: installment.paymentDate ?? at.toISOString(),
        status: 'Valid',
      })),
  );
}

/**
 * Totals of valid entries by mode, and their grand total (the day book's summary): refunds are
 * their own mode, negative, and reduce the total.
 */
export type PaymentTotals = {
  byMode: Array<{ mode: Payment['mode']; amount: number; count: number }>;
  total: number;
};

export function paymentTotals(payments: readonly Payment[]): PaymentTotals {
  const byMode = new Map<Payment['mode'], { amount: number; count: number }>();
  let total = 0;
  for (const payment of payments) {
    if (payment.status !== 'Valid') continue;
    const sum = byMode.get(payment.mode) ?? { amount: 0, count: 0 };
    byMode.set(payment.mode, {
      amount: roundToPaise(sum.amount + signedAmount(payment)),
      count: sum.count + 1,
    });
    total = roundToPaise(total + signedAmount(payment));
  }
  return { byMode: [...byMode].map(([mode, sum]) => ({ mode, ...sum })), total };
}
