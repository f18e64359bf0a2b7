// How payment orders (payments started online or by UPI) and reconciliation read on screen.
// Each status's word is always shown with its colour.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  PaymentOrder,
  PaymentOrderStatus,
  PaymentToReconcile,
  ReconcileSummary,
} from '@/data';
import { countLabel } from '@/ui';
import type { BadgeTone } from '@/ui';

export const paymentOrderStatusTones: Readonly<Record<PaymentOrderStatus, BadgeTone>> = {
  Paid: 'success',
  Pending: 'info',
  'Awaiting verification': 'warning',
  'Needs review': 'warning',
  Failed: 'danger',
  Rejected: 'danger',
  Expired: 'danger',
};

/** Each payment order status's word on screen, in the reader's language. */
export const paymentOrderStatusLabels: Readonly<Record<PaymentOrderStatus, MessageDescriptor>> = {
  Paid: msg`Paid`,
  Pending: msg`Pending`,
  'Awaiting verification': msg`Awaiting verification`,
  'Needs review': msg`Needs review`,
  Failed: msg`Failed`,
  Rejected: msg`Rejected`,
  Expired: msg`Expired`,
};

/** The method as the student knows it. */
export function paymentOrderMethodLabel(order: Pick<PaymentOrder, 'method'>): MessageDescriptor {
  return order.method === 'Gateway' ? msg`Online (Razorpay)` : msg`UPI`;
}

export const reconcileKindLabels: Readonly<Record<PaymentToReconcile['kind'], string>> = {
  'paid-not-recorded': 'Paid at Razorpay, not in the ledger',
  'amount-differs': 'Amount differs',
  'recorded-without-provider': 'In the ledger, no Razorpay payment',
};

/** "Checked 4 orders: 1 payment recorded, 1 needs review, 2 expired." */
export function reconcileSummaryText({
  checked,
  recorded,
  needsReview,
  expired,
}: ReconcileSummary): string {
  const checkedWords = `Checked ${countLabel(checked, 'order')}`;
  if (checked === 0) return `${checkedWords}: no order was open.`;
  const found = [
    ...(recorded > 0 ? [`${countLabel(recorded, 'payment')} recorded`] : []),
    ...(needsReview > 0 ? [`${needsReview} ${needsReview === 1 ? 'needs' : 'need'} review`] : []),
    ...(expired > 0 ? [`${expired} expired`] : []),
  ];
  return found.length === 0
    ? `${checkedWords}: all still waiting for payment.`
    : `${checkedWords}: ${found.join(', ')}.`;
}
