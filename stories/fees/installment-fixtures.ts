// Installments in each state, dated from today so "Overdue" stays true whenever the stories run.
import { addMonthsClamped, todayIso } from '@/data';
import type { Installment } from '@/data';

const today = todayIso();

/** 1 Paid, 2 Partial (not yet due), 3 Pending, and 4 Overdue (due last month, unpaid). */
export const installmentsInEveryState: Installment[] = [
  {
    id: 'installment-1',
    amount: 30000,
    paidAmount: 30000,
    dueDate: addMonthsClamped(today, -5),
    status: 'Paid',
    paymentDate: new Date(Date.now() - 150 * 24 * 60 * 60 * 1000).toISOString(),
  },
  {
    id: 'installment-2',
    amount: 30000,
    paidAmount: 20000,
    dueDate: addMonthsClamped(today, 1),
    status: 'Partial',
    paymentDate: new Date(Date.now() - 5 * 24 * 60 * 60 * 1000).toISOString(),
  },
  {
    id: 'installment-3',
    amount: 30000,
    paidAmount: 0,
    dueDate: addMonthsClamped(today, 5),
    status: 'Pending',
  },
  {
    // Stored as Pending: Overdue is derived from the due date when shown.
    id: 'installment-4',
    amount: 30000,
    paidAmount: 0,
    dueDate: addMonthsClamped(today, -1),
    status: 'Pending',
  },
];

export const partlyPaidInstallment = installmentsInEveryState[1] as Installment;
