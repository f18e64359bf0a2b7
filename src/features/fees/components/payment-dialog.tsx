import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import {
  describeError,
  paymentAmountSchema,
  paymentDetailsSchema,
  PaymentRejectedError,
  remainingAmount,
} from '@/data';
import type { Installment, PaymentDetails, PaymentMode } from '@/data';
import { Alert, Form, Modal, ModalFormFooter, Money, NumberField, Select, TextField } from '@/ui';
import { paymentProblem } from '../model/payment-form';
import styles from './payment-dialog.module.css';

/** What the dialog hands to onPay: the amount, and mode and reference when `modes` were given. */
export type PaymentValues = { amount: number; mode?: PaymentMode; reference?: string };

export type PaymentDialogProps = {
  installment: Installment;
  /** The dialog's heading, e.g. "Record Payment: Installment 2". */
  title: string;
  /** The confirm button: "Pay Now" for a student, "Record Payment" for the admin. */
  confirmLabel: string;
  /** The confirm button while the payment is under way. */
  busyLabel?: string;
  /**
   * The modes the payer chooses from (Mode and Reference fields); without them only the amount is
   * asked (an online payment, whose gateway supplies mode and reference).
   */
  modes?: readonly PaymentMode[];
  /**
   * Makes the payment; called only with an amount the rules accept. Resolve to close the dialog;
   * reject with PaymentRejectedError to show its message beside the amount.
   */
  onPay: (details: PaymentValues) => Promise<void>;
  /** Called when the dialog closes, paid or cancelled. */
  onClose: () => void;
  /**
   * Extra words under the amount, e.g. that no money moves; a function is given the amount as
   * typed (undefined while it is not a number).
   */
  note?: ReactNode | ((amount: number | undefined) => ReactNode);
  /** Why this amount cannot be paid; by default the payment rule's answer (paymentProblem). */
  check?: (amount: number) => string | undefined;
  /**
   * When given, the amount is what remains and cannot be changed, and this says why (shown in
   * place of the amount field).
   */
  fixedAmount?: ReactNode;
  /** The heading of a failure that is not about the amount. */
  failureTitle?: string;
};

/**
 * Pays one installment. Mount it when a payment starts and unmount it in onClose (give it
 * `key={installment.id}`): each opening then starts from the remaining amount, the pay form's default.
 * The amount is checked by the payment rule here and again by the repository against the stored
 * installment, so neither a stale screen nor a second tab can overpay.
 */
export function PaymentDialog({
  installment,
  title,
  confirmLabel,
  busyLabel,
  onPay,
  onClose,
  note,
  modes,
  check = (amount) => paymentProblem(installment, amount),
  fixedAmount,
  failureTitle,
}: PaymentDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const remaining = remainingAmount(installment);
  const form = useForm<PaymentDetails, unknown, PaymentValues>({
    // Without modes the form has only the amount field, so the amount's schema alone applies.
    resolver: (modes
      ? zodResolver(paymentDetailsSchema)
      : zodResolver(paymentAmountSchema)) as Resolver<PaymentDetails, unknown, PaymentValues>,
    defaultValues: { amount: remaining, mode: modes?.[0], reference: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const mode = useWatch({ control: form.control, name: 'mode' });
  const typedAmount = useWatch({ control: form.control, name: 'amount' });
  const shownNote =
    typeof note === 'function'
      ? note(Number.isFinite(typedAmount) ? typedAmount : undefined)
      : note;

  /** The amount's refusal: beside the field, or, when the amount is fixed, as the failure. */
  function refuse(message: string) {
    if (fixedAmount === undefined) {
      form.setError('amount', { message }, { shouldFocus: true });
    } else {
      setFailure(message);
    }
  }

  async function pay(values: PaymentValues) {
    setFailure(null);
    const problem = check(values.amount);
    if (problem !== undefined) {
      refuse(problem);
      return;
    }
    try {
      await onPay(values);
      onClose();
    } catch (error) {
      if (error instanceof PaymentRejectedError) {
        refuse(error.message);
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
          busyLabel={busyLabel ?? t`Processing...`}
        />
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>Amount</Trans>
          </dt>
          <dd>
            <Money amount={installment.amount} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Paid</Trans>
          </dt>
          <dd>
            <Money amount={installment.paidAmount} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Remaining</Trans>
          </dt>
          <dd>
            <Money amount={remaining} />
          </dd>
        </div>
      </dl>
      <Form id={formId} form={form} onSubmit={pay}>
        {fixedAmount === undefined ? (
          <NumberField<PaymentDetails>
            name="amount"
            label={t`Amount (₹)`}
            inputMode="decimal"
            min={0}
            step={0.01}
            required
          />
        ) : (
          // The form still holds the amount: its default, what remains.
          <p className={styles.fixedAmount}>
            <Trans>
              You pay <Money amount={remaining} />.
            </Trans>{' '}
            {fixedAmount}
          </p>
        )}
        {modes ? (
          <>
            <Select<PaymentDetails>
              name="mode"
              label={t`Mode`}
              options={modes.map((value) => ({ value, label: value }))}
              required
            />
            <TextField<PaymentDetails>
              name="reference"
              label={t`Reference`}
              hint={
                mode === 'Cash'
                  ? t`Not needed for Cash.`
                  : t`UPI reference, cheque number or transaction number.`
              }
              required={mode !== 'Cash'}
            />
          </>
        ) : null}
      </Form>
      {shownNote === undefined ? null : <div className={styles.note}>{shownNote}</div>}
      {failure === null ? null : (
        <Alert
          tone="error"
          title={failureTitle ?? t`The payment was not recorded`}
          className={styles.failure}
        >
          {failure}
        </Alert>
      )}
    </Modal>
  );
}
