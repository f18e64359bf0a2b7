// Pay by UPI straight to the institute (no gateway): the QR and link for the exact amount, then the
// UTR the student's UPI app showed. The transfer waits, Awaiting verification, until the office
// finds it in its account; nothing is in the ledger before that.
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import QRCode from 'qrcode';
import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  DataValidationError,
  describeError,
  formatRupees,
  PaymentRejectedError,
  remainingAmount,
  studentPaymentRefusal,
  upiNote,
  upiPayLink,
  upiPaymentRequestSchema,
  useData,
  useLiveQuery,
} from '@/data';
import type { Installment, PartPaymentRules, PaymentOptions, PaymentOrder, Student } from '@/data';
import {
  Alert,
  Button,
  DetailList,
  Form,
  Modal,
  ModalFormFooter,
  Money,
  NumberField,
  TextField,
} from '@/ui';
import styles from './pay-by-upi.module.css';

type UpiValues = { amount: number; utr: string };
type Upi = NonNullable<PaymentOptions['upi']>;

const upiFormSchema = upiPaymentRequestSchema.pick({ amount: true, utr: true });

export const UTR_HINT = msg`12 digits, shown in your UPI app after paying.`;

/** The UPI link as a QR code, drawn as SVG from its modules (no image to load). */
function UpiQr({ link, label }: { link: string; label: string }) {
  const path = useMemo(() => {
    const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
    const cells: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) cells.push(`M${column + 4} ${row + 4}h1v1h-1z`);
      }
    }
    return { d: cells.join(''), size: modules.size + 8 };
  }, [link]);
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${path.size} ${path.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}

type PayByUpiDialogProps = {
  student: Student;
  installment: Installment;
  number: number;
  upi: Upi;
  /** The institute's rules on part payments (Settings → Payment Details). */
  rules: PartPaymentRules;
  onSubmitted: (order: PaymentOrder) => void;
  onClose: () => void;
};

/** The UPI payment of one installment: pay in the UPI app, then give the UTR. */
export function PayByUpiDialog({
  student,
  installment,
  number,
  upi,
  rules,
  onSubmitted,
  onClose,
}: PayByUpiDialogProps) {
  const { partPayments } = rules;
  const repository = useData();
  const { i18n, t } = useLingui();
  const formId = useId();
  const remaining = remainingAmount(installment);
  const form = useForm<UpiValues>({
    resolver: zodResolver(upiFormSchema),
    defaultValues: { amount: remaining, utr: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const typed = useWatch({ control: form.control, name: 'amount' });
  const amount = Number.isFinite(typed) && typed > 0 ? typed : remaining;
  const note = upiNote(student.rollNo, number);
  const link = upiPayLink({ upiId: upi.id, payeeName: upi.payeeName, amount, note });
  const rupees = formatRupees(amount);
  const upiId = upi.id;

  /** The amount's refusal: beside the field, or, when the amount is fixed (no field), on top. */
  function refuseAmount(message: string) {
    if (partPayments) form.setError('amount', { message }, { shouldFocus: true });
    else setFailure(message);
  }

  async function submit(values: UpiValues) {
    setFailure(null);
    const refusal = studentPaymentRefusal(installment, values.amount, rules, new Date());
    if (refusal) {
      refuseAmount(refusal.message);
      return;
    }
    try {
      const order = await repository.submitUpiPayment({
        studentId: student.id,
        installmentId: installment.id,
        amount: values.amount,
        utr: values.utr,
      });
      onSubmitted(order);
      onClose();
    } catch (error) {
      if (error instanceof PaymentRejectedError) {
        refuseAmount(error.message);
        return;
      }
      const beside =
        error instanceof DataValidationError
          ? error.issues.filter((issue) => issue.path === 'amount' || issue.path === 'utr')
          : [];
      beside.forEach((issue, index) =>
        form.setError(
          issue.path as keyof UpiValues,
          { message: issue.message },
          { shouldFocus: index === 0 },
        ),
      );
      if (beside.length > 0) return;
      // A refusal of the claim as a whole (too many waiting) reads as its own message.
      setFailure(
        error instanceof DataValidationError
          ? error.issues.map((issue) => issue.message).join(' ')
          : describeError(error),
      );
    }
  }

  return (
    <Modal
      title={t`Pay Installment ${number} by UPI`}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      busy={busy}
      size="md"
      footer={
        <ModalFormFooter
          formId={formId}
          busy={busy}
          submitLabel={t`Submit`}
          busyLabel={t`Submitting...`}
        />
      }
    >
      <Form id={formId} form={form} onSubmit={submit}>
        {partPayments ? (
          <NumberField<UpiValues>
            name="amount"
            label={t`Amount (₹)`}
            hint={
              <Trans>
                Remaining on this installment: <Money amount={remaining} />
              </Trans>
            }
            inputMode="decimal"
            min={0}
            step={0.01}
            required
          />
        ) : (
          <p className={styles.amount}>
            <Trans>
              Amount: <Money amount={remaining} /> (the full amount remaining: the institute does
              not take part payments by UPI)
            </Trans>
          </p>
        )}
        <ol className={styles.steps}>
          <li>
            <p>
              <Trans>
                Pay <strong>{rupees}</strong> in your UPI app: scan the QR code, or on this phone{' '}
                <a className={styles.open} href={link}>
                  Open in UPI app
                </a>
                .
              </Trans>
            </p>
            <div className={styles.payee}>
              <UpiQr link={link} label={t`UPI QR code: pay ${rupees} to ${upiId}, note ${note}`} />
              <DetailList
                items={[
                  ['UPI ID', upi.id],
                  ...(upi.payeeName ? ([[t`Payee name`, upi.payeeName]] as const) : []),
                  [t`Note to write`, note],
                ]}
              />
            </div>
          </li>
          <li>
            <TextField<UpiValues>
              name="utr"
              label={t`UPI transaction reference (UTR)`}
              hint={i18n._(UTR_HINT)}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              required
            />
          </li>
        </ol>
      </Form>
      <p className={styles.hint}>
        <Trans>
          The office confirms the payment against the institute&apos;s bank account; your receipt
          then shows on this page.
        </Trans>
      </p>
      {failure === null ? null : (
        <Alert tone="error" title={t`The payment was not submitted`} className={styles.failure}>
          {failure}
        </Alert>
      )}
    </Modal>
  );
}

function SubmittedByUpi({ amount, utr }: { amount: number; utr: string | undefined }) {
  return (
    <Trans>
      <Money amount={amount} /> by UPI, UTR {utr}. Once the office finds it in the institute&apos;s
      account, the installment shows paid here with its receipt.
    </Trans>
  );
}

type Paying = { installment: Installment; number: number };
type InstallmentAction = (installment: Installment, number: number) => ReactNode;

/**
 * The fee page's Pay by UPI: a button on each unpaid installment when the institute has a UPI ID,
 * the dialog, and once submitted, the message that the payment awaits the office.
 */
export function usePayByUpi(student: Student): {
  /** The installment table's action with Pay by UPI beside the page's own (Pay Now), if any. */
  withPayByUpi: (action: InstallmentAction | undefined) => InstallmentAction | undefined;
  dialog: ReactNode;
  notice: ReactNode;
} {
  const options = useLiveQuery((repository) => repository.getPaymentOptions(), [], ['settings']);
  const [paying, setPaying] = useState<Paying | null>(null);
  const [submitted, setSubmitted] = useState<PaymentOrder | null>(null);
  const upi = options.data?.upi ?? null;
  return {
    withPayByUpi: (action) =>
      upi === null
        ? action
        : (installment, number) => (
            <span className={styles.actions}>
              {action?.(installment, number)}
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setPaying({ installment, number })}
              >
                <Trans>
                  Pay by UPI<span className="visually-hidden"> for installment {number}</span>
                </Trans>
              </Button>
            </span>
          ),
    dialog:
      options.data && upi !== null && paying !== null ? (
        <PayByUpiDialog
          key={paying.installment.id}
          student={student}
          installment={paying.installment}
          number={paying.number}
          upi={upi}
          rules={options.data}
          onSubmitted={setSubmitted}
          onClose={() => setPaying(null)}
        />
      ) : null,
    notice:
      submitted === null ? null : (
        <Alert key={submitted.id} tone="info" takeFocus onDismiss={() => setSubmitted(null)}>
          <p>
            <strong>
              <Trans>Payment submitted: awaiting verification by the office.</Trans>
            </strong>
          </p>
          <p>
            <SubmittedByUpi amount={submitted.amount} utr={submitted.utr} />
          </p>
        </Alert>
      ),
  };
}
