import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { describeError } from '@/data';
import { FormError, FormModal, Textarea } from '@/ui';

type WithReason = { reason: string };

export type ReasonDialogProps = {
  title: string;
  /** What confirming does: the dialog is the confirmation. */
  description: string;
  /** The reason's schema: required, with its own message (why cancelled, why rejected). */
  schema: z.ZodType<WithReason, WithReason>;
  submitLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** Does it with the reason; reject to keep the dialog open with the message. */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
};

/** A confirmation that asks why (Cancel Receipt, Reject a UPI payment) and keeps the reason. */
export function ReasonDialog({
  title,
  description,
  schema,
  submitLabel,
  busyLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const form = useForm<WithReason>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });

  async function submit({ reason }: WithReason) {
    try {
      await onConfirm(reason);
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
      title={title}
      description={description}
      form={form}
      onSubmit={submit}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      cancelLabel={cancelLabel}
      size="sm"
    >
      <Textarea<WithReason> name="reason" label="Reason" rows={3} required />
      <FormError />
    </FormModal>
  );
}
