// Paying an installment. One rule set for the student's Pay Now and the admin's
// Record Payment, so the stored data can never hold more paid than owed.
import { formatIndianNumber } from '@/lib';
import type { Installment } from '../schemas';
import { roundToPaise } from './money';

export type PaymentRejection =
  'not-positive' | 'over-limit' | 'already-paid' | 'part-payment' | 'below-minimum';

export type PaymentOutcome =
  | { kind: 'rejected'; reason: PaymentRejection; message: string }
  | { kind: 'applied'; installment: Installment };

export const ALREADY_PAID_MESSAGE = 'This installment is already paid in full.';
/** An amount of 0 or less pays nothing; the payer is told why instead of seeing nothing happen. */
export const POSITIVE_AMOUNT_MESSAGE = 'Enter an amount more than ₹0.';

/** What is still owed on the installment; never negative. Also the pay form's default amount. */
export function remainingAmount(installment: Pick<Installment, 'amount' | 'paidAmount'>): number {
  return Math.max(0, roundToPaise(installment.amount - installment.paidAmount));
}

/** The spec's over-limit message, with the amount in Indian grouping: ₹40,000. */
export function paymentLimitMessage(remaining: number): string {
  return `You can pay a maximum of ₹${formatIndianNumber(remaining)} for this installment.`;
}

/**
 * Applies a payment made at `now`. An amount that is not a positive number (after rounding to
 * paise) is refused as not positive (it would pay nothing); more than the remaining amount is
 * refused with the over-limit message; a fully paid installment refuses any payment rather than
 * saying "a maximum of ₹0".
 */
export function applyPayment(installment: Installment, amount: number, now: Date): PaymentOutcome {
  const payment = Number.isFinite(amount) ? roundToPaise(amount) : 0;
  if (payment <= 0) {
    return { kind: 'rejected', reason: 'not-positive', message: POSITIVE_AMOUNT_MESSAGE };
  }
  const remaining = remainingAmount(installment);
  if (remaining === 0) {
    return { kind: 'rejected', reason: 'already-paid', message: ALREADY_PAID_MESSAGE };
  }
  if (payment > remaining) {
    return { kind: 'rejected', reason: 'over-limit', message: paymentLimitMessage(remaining) };
  }
  const paidAmount = roundToPaise(installment.paidAmount + payment);
  return {
    kind: 'applied',
    installment: {
      ...installment,
      paidAmount,
      status: paidAmount >= installment.amount ? 'Paid' : 'Partial',
      paymentDate: now.toISOString(),
    },
  };
}

/** The refusal when the institute takes no part payments online and less than the rest is paid. */
export function fullAmountMessage(remaining: number): string {
  return `Pay the full ₹${formatIndianNumber(remaining)}: the institute does not take part payments online.`;
}

/** The refusal of a part payment smaller than the institute's minimum. */
export function minimumPartPaymentMessage(minimum: number, remaining: number): string {
  return `Pay at least ₹${formatIndianNumber(minimum)}, or the full ₹${formatIndianNumber(remaining)} that remains: the institute takes no smaller part payments.`;
}

/** The institute's rules on what a student pays online or by UPI (Settings → Payment Details). */
export type PartPaymentRules = { partPayments: boolean; minimumPartPayment: number };

/**
 * Refuses what a student may not pay online or by UPI on this installment: what applyPayment
 * refuses; where the institute takes no part payments, anything but what remains in full; and a
 * part payment below the institute's minimum (all that remains is always taken, however little).
 * Null when the student may pay it.
 */
export function studentPaymentRefusal(
  installment: Installment,
  amount: number,
  { partPayments, minimumPartPayment }: PartPaymentRules,
  now: Date,
): (PaymentOutcome & { kind: 'rejected' }) | null {
  const outcome = applyPayment(installment, amount, now);
  if (outcome.kind === 'rejected') return outcome;
  const remaining = remainingAmount(installment);
  const payment = roundToPaise(amount);
  if (payment === remaining) return null;
  if (!partPayments) {
    return { kind: 'rejected', reason: 'part-payment', message: fullAmountMessage(remaining) };
  }
  if (payment < minimumPartPayment) {
    return {
      kind: 'rejected',
      reason: 'below-minimum',
      message: minimumPartPaymentMessage(minimumPartPayment, remaining),
    };
  }
  return null;
}
