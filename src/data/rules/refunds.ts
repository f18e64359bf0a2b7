// Refunding a payment: what the office may give back, and why not. A refund is a ledger entry of
// its own (./ledger.ts), so the payment it gives back stays as it was received.
import { formatIndianNumber } from '@/lib';
import type { Payment } from '../schemas';
import { refundableAmount } from './ledger';
import { roundToPaise } from './money';
import { POSITIVE_AMOUNT_MESSAGE } from './payments';

export type RefundRejection = 'not-refundable' | 'not-positive' | 'over-refundable';

export type RefundRefusal = { reason: RefundRejection; message: string };

/** Only a payment taken online goes back through a refund; the rest are cancelled instead. */
export const NOT_ONLINE_MESSAGE =
  'Only a payment taken online can be refunded. To undo this payment, cancel its receipt instead.';
export const NOT_VALID_MESSAGE = 'A cancelled receipt cannot be refunded.';
export const ALL_REFUNDED_MESSAGE = 'This payment has already been refunded in full.';

/** The over-refundable message, with the amount in Indian grouping: ₹40,000. */
export const refundLimitMessage = (refundable: number): string =>
  `You can refund at most ₹${formatIndianNumber(refundable)} of this payment.`;

/**
 * Why `amount` cannot be given back of `payment` (with the rest of the ledger), or null when it
 * can: the payment must be valid and taken online, the amount positive and at most what was paid
 * less what its refunds gave back already.
 */
export function refundRefusal(
  payment: Payment,
  ledger: readonly Payment[],
  amount: number,
): RefundRefusal | null {
  if (payment.mode !== 'Online') return { reason: 'not-refundable', message: NOT_ONLINE_MESSAGE };
  if (payment.status !== 'Valid') return { reason: 'not-refundable', message: NOT_VALID_MESSAGE };
  const refundable = refundableAmount(payment, ledger);
  if (refundable === 0) return { reason: 'not-refundable', message: ALL_REFUNDED_MESSAGE };
  const refund = Number.isFinite(amount) ? roundToPaise(amount) : 0;
  if (refund <= 0) return { reason: 'not-positive', message: POSITIVE_AMOUNT_MESSAGE };
  if (refund > refundable) {
    return { reason: 'over-refundable', message: refundLimitMessage(refundable) };
  }
  return null;
}
