// How payment orders (payments started online or by UPI) and reconciliation read on screen.
// Each status's word is always shown with its colour.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentOrder, PaymentOrderStatus } from '@/data';
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
