// What Payments to Reconcile says about each line, in English as the server's API and logs keep
// it; the screens show it in the reader's language by its shape (declared in
// src/features/data-messages/admin-pages/reconcile-messages.ts).
import { formatRupees } from '@/lib';
import type { Payment } from '../schemas';

/** A paid order with no reason stored: the provider took it, the ledger has nothing. */
export const NOT_IN_LEDGER_DETAIL = 'The provider took this payment; it is not in the ledger.';

/** Why the ledger could not take a payment whose installment is no longer there. */
export const INSTALLMENT_GONE_REASON = 'the installment is gone';

/** The provider took another amount than the order's. */
export function amountDiffersDetail(taken: number, ordered: number): string {
  const takenRupees = formatRupees(taken);
  const orderedRupees = formatRupees(ordered);
  return `The provider took ${takenRupees}, the order was for ${orderedRupees}.`;
}

/** The provider took the order's amount, and the ledger refused it (`reason`: its message). */
export function ledgerRefusedDetail(taken: number, reason: string): string {
  const takenRupees = formatRupees(taken);
  return `The provider took ${takenRupees}, but the ledger could not take it: ${reason}`;
}

/** An online entry in the ledger that no paid order at the provider stands behind. */
export function withoutProviderDetail(payment: Payment): string {
  const receiptNo = payment.receiptNo ?? '';
  const amount = formatRupees(payment.amount);
  const reference = payment.reference;
  return `Receipt ${receiptNo} for ${amount} was recorded as paid online, but no paid order at the provider has the reference ${reference}.`;
}
