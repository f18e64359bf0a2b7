import { cancelReceiptSchema } from '@/data';
import type { Payment } from '@/data';
import { ReasonDialog } from './reason-dialog';

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
  return (
    <ReasonDialog
      title={`Cancel receipt ${payment.receiptNo ?? ''}?`}
      description="The receipt stays in the payment history marked Cancelled and no longer counts towards the amount paid. This cannot be undone."
      schema={cancelReceiptSchema}
      submitLabel="Cancel Receipt"
      busyLabel="Cancelling..."
      cancelLabel="Keep Receipt"
      onConfirm={onCancelReceipt}
      onClose={onClose}
    />
  );
}
