// A new student's fee plan: the total split equally, the last installment taking the
// remainder, due every 4 months from today, each Pending with nothing paid.
import { DEFAULT_INSTALLMENTS, MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../constants';
import type { Installment } from '../schemas';
import { addMonthsClamped } from './dates';

export const MONTHS_BETWEEN_INSTALLMENTS = 4;

/** Whole-rupee shares: the floor of total/parts each, the remainder on the last (100000/3 → 33333, 33333, 33334). */
export function splitEvenly(total: number, parts: number): number[] {
  if (!Number.isInteger(parts) || parts < 1) {
    throw new RangeError(`Cannot split into ${parts} parts.`);
  }
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError(`Only a whole, non-negative number of rupees can be split, not ${total}.`);
  }
  const share = Math.floor(total / parts);
  const shares = Array.from({ length: parts }, () => share);
  shares[parts - 1] = total - share * (parts - 1);
  return shares;
}

/**
 * The installments of a new student. Each due date counts from today itself, not from the
 * previous due date, so a clamped month end does not drift (31 Oct → 28 Feb → 30 Jun).
 * Throws a RangeError for a count outside 1 to 12, or a total too small to give every
 * installment at least ₹1 (a ₹0 installment could never be paid).
 */
export function createInstallmentPlan({
  totalFee,
  count = DEFAULT_INSTALLMENTS,
  today,
  makeId,
}: {
  totalFee: number;
  count?: number;
  today: string;
  makeId: () => string;
}): Installment[] {
  if (!Number.isInteger(count) || count < MIN_INSTALLMENTS || count > MAX_INSTALLMENTS) {
    throw new RangeError(
      `The number of installments must be from ${MIN_INSTALLMENTS} to ${MAX_INSTALLMENTS}, not ${count}.`,
    );
  }
  if (!Number.isSafeInteger(totalFee) || totalFee < count) {
    throw new RangeError(
      `A total fee of ${totalFee} cannot make ${count} installments of at least ₹1 each.`,
    );
  }
  return splitEvenly(totalFee, count).map((amount, index) => ({
    id: makeId(),
    amount,
    paidAmount: 0,
    dueDate: addMonthsClamped(today, MONTHS_BETWEEN_INSTALLMENTS * index),
    status: 'Pending',
  }));
}

/** A fee with a concession: the rupees taken off (rounded to the nearest rupee) and what is left. */
export function applyConcession(
  grossFee: number,
  percent: number,
): { concessionAmount: number; netFee: number } {
  if (!Number.isSafeInteger(grossFee) || grossFee < 0) {
    throw new RangeError(`A fee must be a whole, non-negative number of rupees, not ${grossFee}.`);
  }
  if (!(percent >= 0 && percent <= 100)) {
    throw new RangeError(`A concession must be from 0 to 100%, not ${percent}.`);
  }
  const concessionAmount = Math.round((grossFee * percent) / 100);
  return { concessionAmount, netFee: grossFee - concessionAmount };
}

/**
 * The plan of a student admitted with a concession: the fee is reduced first, then what is left
 * is split (120000 at 50% in 3 → 20000 × 3). A fee reduced to ₹0 has no installments; one left
 * with less than ₹1 per installment is a RangeError, as for createInstallmentPlan.
 */
export function createConcessionPlan({
  grossFee,
  concessionPercent,
  count = DEFAULT_INSTALLMENTS,
  today,
  makeId,
}: {
  grossFee: number;
  concessionPercent: number;
  count?: number;
  today: string;
  makeId: () => string;
}): { totalFee: number; concessionAmount: number; installments: Installment[] } {
  const { concessionAmount, netFee } = applyConcession(grossFee, concessionPercent);
  const installments =
    netFee === 0 ? [] : createInstallmentPlan({ totalFee: netFee, count, today, makeId });
  return { totalFee: netFee, concessionAmount, installments };
}
