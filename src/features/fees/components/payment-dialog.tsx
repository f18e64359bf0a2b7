import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describeError, PaymentRejectedError, remainingAmount } from '@/data';
import type { Installment } from '@/data';
import { Alert, Form, Modal, ModalFormFooter, Money, NumberField } from '@/ui';
import { paymentFormSchema, paymentProblem } from '../model/payment-form';
import type { PaymentFormValues } from '../model/payment-form';
import styles from './payment-dialog.module.css';

export type PaymentDialogProps = {
  installment: Installment;
  /** The dialog's heading, e.g. "Record Payment: Installment 2". */
  title: string;
  /** The confirm button: "Pay Now" for a student, "Record Payment" for the admin. */
  confirmLabel: string;
  /** The confirm button while the payment is under way. */
  busyLabel?: string;
  /**
   * Makes the payment; called only with an amount the rules accept. Resolve to close the dialog;
   * reject with PaymentRejectedError to show its message beside the amount.
   */
  onPay: (amount: number) => Promise<void>;
  /** Called when the dialog closes, paid or cancelled. */
  onClose: () => void;
  /** Extra words under the amount, e.g. that no money moves. */
  note?: ReactNode;
};

/**
 * Pays one installment. Mount it when a payment starts and unmount it in onClose (give it
 * `key={installment.id}`): each opening then starts from the remaining amount, as spec 5 asks.
 * The amount is checked by the payment rule here and again by the repository against the stored
 * installment, so neither a stale screen nor a second tab can overpay.
 */
export function PaymentDialog({
  installment,
  title,
  confirmLabel,
  busyLabel = 'Processing...',
  onPay,
  onClose,
  note,
}: PaymentDialogProps) {
  const formId = useId();
  const remaining = remainingAmount(installment);
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { amount: remaining },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;

  async function pay({ amount }: PaymentFormValues) {
    setFailure(null);
    const problem = paymentProblem(installment, amount);
    if (problem !== undefined) {
      form.setError('amount', { message: problem }, { shouldFocus: true });
      return;
    }
    try {
      await onPay(amount);
      onClose();
    } catch (error) {
      if (error instanceof PaymentRejectedError) {
        form.setError('amount', { message: error.message }, { shouldFocus: true });
      } else {
        setFailure(describeError(error));
      }
    }
  }

  return (
    <Modal
      title={title}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      busy={busy}
      size="sm"
      footer={
        <ModalFormFooter
          formId={formId}
          busy={busy}
          submitLabel={confirmLabel}
          busyLabel={busyLabel}
        />
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt>Amount</dt>
          <dd>
            <Money amount={installment.amount} />
          </dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>
            <Money amount={installment.paidAmount} />
          </dd>
        </div>
        <div>
          <dt>Remaining</dt>
          <dd>
            <Money amount={remaining} />
          </dd>
        </div>
      </dl>
      <Form id={formId} form={form} onSubmit={pay}>
        <NumberField<PaymentFormValues>
          name="amount"
          label="Amount (₹)"
          inputMode="decimal"
          min={0}
          step={0.01}
          required
        />
      </Form>
      {note === undefined ? null : <div className={styles.note}>{note}</div>}
      {failure === null ? null : (
        <Alert tone="error" title="The payment was not recorded" className={styles.failure}>
          {failure}
        </Alert>
      )}
    </Modal>
  );
}
