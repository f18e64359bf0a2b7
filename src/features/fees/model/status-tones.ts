// The colours of the fee statuses. Each status has its own colour, and its word is always shown
// with it, for anyone who cannot tell the colours apart.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InstallmentStatus, Payment } from '@/data';
import type { BadgeTone } from '@/ui';

export const installmentStatusTones: Readonly<Record<InstallmentStatus, BadgeTone>> = {
  Paid: 'success',
  Partial: 'info',
  Pending: 'warning',
  Overdue: 'danger',
};

/** Each installment status's word on screen, in the reader's language. */
export const installmentStatusLabels: Readonly<Record<InstallmentStatus, MessageDescriptor>> = {
  Paid: msg`Paid`,
  Partial: msg`Partial`,
  Pending: msg`Pending`,
  Overdue: msg`Overdue`,
};

export const paymentStatusTones: Readonly<Record<Payment['status'], BadgeTone>> = {
  Valid: 'success',
  Cancelled: 'danger',
};

export const paymentStatusLabels: Readonly<Record<Payment['status'], MessageDescriptor>> = {
  Valid: msg`Valid`,
  Cancelled: msg`Cancelled`,
};
