import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { cancelReceiptSchema, describeError } from '@/data';
import type { CancelReceipt, Payment } from '@/data';
import { FormError, FormModal, Textarea } from '@/ui';

export type CancelReceiptDialogProps = {
  payment: Payment;
  /** Cancels the receipt with the reason; reject to keep the dialog open with the message. */
  onCancelReceipt: (reason: string) => Promise<void>;
  onClose: () => void;
};

/**
 * Cancel Receipt asks for the reason and says what cancelling does, so the dialog is the
 * confirmation: the receipt stays in the ledger, marked Cancelled, and stops counting.
 */
export function CancelReceiptDialog({
  payment,
  onCancelReceipt,
  onClose,
}: CancelReceiptDialogProps) {
  const form = useForm<CancelReceipt>({
    resolver: zodResolver(cancelReceiptSchema),
    defaultValues: { reason: '' },
  });

  async function submit({ reason }: CancelReceipt) {
    try {
      await onCancelReceipt(reason);
      onClose();
    } catch (error) {
      form.setError('root', { message: describeError(error) });
    }
  }

  return (
    <FormModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Cancel receipt ${payment.receiptNo ?? ''}?`}
      description="The receipt stays in the payment history marked Cancelled and no longer counts towards the amount paid. This cannot be undone."
      form={form}
      onSubmit={submit}
      submitLabel="Cancel Receipt"
      busyLabel="Cancelling..."
      cancelLabel="Keep Receipt"
      size="sm"
    >
      <Textarea<CancelReceipt> name="reason" label="Reason" rows={3} required />
      <FormError />
    </FormModal>
  );
}
