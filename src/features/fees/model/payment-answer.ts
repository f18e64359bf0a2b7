// A payment write answers with the payment it recorded or cancelled; these show that answer on
// the page without reading the payments and the student again (issue 23).
import { studentFromLedger } from '@/data';
import type { Payment, Student } from '@/data';

/**
 * The student's payments with a write's answer in them: a changed payment in its place, a new
 * one first (the list is newest first, as listPayments answers).
 */
export function withPayment(payments: readonly Payment[], payment: Payment): Payment[] {
  return payments.some((made) => made.id === payment.id)
    ? payments.map((made) => (made.id === payment.id ? payment : made))
    : [payment, ...payments];
}

/**
 * The student after the write, given every payment of theirs before it: the installments derived
 * again from the ledger, as the repository derives them when it stores the payment.
 */
export function studentAfterPayment(
  student: Student,
  paymentsBefore: readonly Payment[],
  payment: Payment,
): Student {
  return studentFromLedger(student, withPayment(paymentsBefore, payment));
}
