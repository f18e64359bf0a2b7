// Overdue is never stored: it is derived on every read from the due date,
// so an installment turns Overdue the day after it falls due without anything being written.
import type { Installment, InstallmentStatus } from '../schemas';
import { isBeforeToday } from './dates';

type StatusFacts = Pick<Installment, 'amount' | 'paidAmount' | 'dueDate'>;

/**
 * Paid once fully paid; Overdue when the due date has passed (due today is not yet overdue);
 * otherwise Partial or Pending by what has been paid. The stored status is not consulted.
 */
export function effectiveStatus(installment: StatusFacts, today: string): InstallmentStatus {
  if (installment.paidAmount >= installment.amount) return 'Paid';
  if (isBeforeToday(installment.dueDate, today)) return 'Overdue';
  return installment.paidAmount > 0 ? 'Partial' : 'Pending';
}

/** How many installments are overdue today (the admin fee table's column). */
export function countOverdue(installments: readonly StatusFacts[], today: string): number {
  return installments.filter((installment) => effectiveStatus(installment, today) === 'Overdue')
    .length;
}
