import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// What Payments to Reconcile says about a line (src/data/operations/reconcile-details.ts: the
// server words it in English), declared like ../messages.ts with its parts as placeholders. A
// `reason` part is a message of its own (the ledger's refusal), translated by its own text.
export const reconcileMessages: readonly MessageDescriptor[] = [
  msg({
    id: 'The provider took this payment; it is not in the ledger.',
    message: 'The provider took this payment; it is not in the ledger.',
  }),
  msg({
    id: 'The provider took {taken}, the order was for {amount}.',
    message: 'The provider took {taken}, the order was for {amount}.',
  }),
  msg({
    id: 'The provider took {taken}, but the ledger could not take it: {reason}',
    message: 'The provider took {taken}, but the ledger could not take it: {reason}',
  }),
  msg({ id: 'the installment is gone', message: 'the installment is gone' }),
  msg({
    id: 'Receipt {receiptNo} for {amount} was recorded as paid online, but no paid order at the provider has the reference {reference}.',
    message:
      'Receipt {receiptNo} for {amount} was recorded as paid online, but no paid order at the provider has the reference {reference}.',
  }),
];
