import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  describeError,
  formatRupees,
  newRefundRequestId,
  PaymentRejectedError,
  refundLimitMessage,
  refundRequestSchema,
  roundToPaise,
} from '@/data';
import type { Payment, RefundRequest } from '@/data';
import { FormError, FormModal, NumberField, Textarea } from '@/ui';

export type RefundDialogProps = {
  /** The payment taken online that money goes back from. */
  payment: Payment;
  /** What is left to give back of it (its amount less its refunds): the default amount. */
  refundable: number;
  /**
   * Makes the refund; reject to keep the dialog open, with the message and the typed values. Every
   * try from one opening of the dialog carries the same request id, so a retry refunds once.
   */
  onRefund: (request: { requestId: string; amount: number; reason: string }) => Promise<void>;
  onClose: () => void;
};

/** Refusals about the amount are shown beside it; the rest (the provider's) above the fields. */
const AMOUNT_REFUSALS: readonly string[] = ['over-refundable', 'not-positive'];

/**
 * Refund: how much of an online payment goes back and why. The payment provider moves the money
 * (server mode) and the refund becomes a ledger entry of its own with a credit note; the amount is
 * checked here against what is left and again by the repository against the stored ledger.
 */
export function RefundDialog({ payment, refundable, onRefund, onClose }: RefundDialogProps) {
  const [requestId] = useState(newRefundRequestId);
  const form = useForm<RefundRequest>({
    resolver: zodResolver(refundRequestSchema),
    defaultValues: { requestId, amount: refundable, reason: '' },
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const shown =
    Number.isFinite(amount) && amount > 0 ? ` ${formatRupees(roundToPaise(amount))}` : '';

  async function submit(request: RefundRequest) {
    if (roundToPaise(request.amount) > refundable) {
      form.setError('amount', { message: refundLimitMessage(refundable) }, { shouldFocus: true });
      return;
    }
    try {
      await onRefund({ ...request, requestId });
      onClose();
    } catch (error) {
      if (error instanceof PaymentRejectedError && AMOUNT_REFUSALS.includes(error.reason)) {
        form.setError('amount', { message: error.message }, { shouldFocus: true });
      } else {
        form.setError('root', { message: describeError(error) });
      }
    }
  }

  return (
    <FormModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Refund receipt ${payment.receiptNo ?? ''}`}
      description={`Paid ${formatRupees(payment.amount)} online; ${formatRupees(refundable)} can still be refunded. The refund is recorded with a credit note and the installment's paid amount goes down by it.`}
      form={form}
      onSubmit={submit}
      submitLabel={`Refund${shown}`}
      busyLabel="Refunding..."
      cancelLabel="Keep Payment"
      size="sm"
    >
      <FormError />
      <NumberField<RefundRequest>
        name="amount"
        label="Amount (₹)"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
      />
      <Textarea<RefundRequest> name="reason" label="Reason" rows={3} required />
    </FormModal>
  );
}
