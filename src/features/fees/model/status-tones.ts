// The colours of the fee statuses. Each status has its own colour, and its word is always shown
// with it, for anyone who cannot tell the colours apart.
import type { InstallmentStatus, Payment } from '@/data';
import type { BadgeTone } from '@/ui';

export const installmentStatusTones: Readonly<Record<InstallmentStatus, BadgeTone>> = {
  Paid: 'success',
  Partial: 'info',
  Pending: 'warning',
  Overdue: 'danger',
};

export const paymentStatusTones: Readonly<Record<Payment['status'], BadgeTone>> = {
  Valid: 'success',
  Cancelled: 'danger',
};
