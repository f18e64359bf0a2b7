import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Button } from '../button';
import { Modal, ModalClose } from '../modal';
import type { ModalProps } from '../modal';
import { Form } from './form';

export type ModalFormFooterProps = {
  /** The id of the form in the modal's body, which the submit button submits. */
  formId: string;
  /** While true (saving), both buttons are disabled and the submit button shows `busyLabel`. */
  busy: boolean;
  /** The submit button, e.g. "Save Changes". */
  submitLabel: ReactNode;
  /** The submit button while saving, e.g. "Saving...". */
  busyLabel: ReactNode;
  cancelLabel?: string;
};

/**
 * A modal form's footer: Cancel, which closes the modal, then the submit button, linked to the
 * form by its id because the footer stays outside the scrolling body.
 */
export function ModalFormFooter({
  formId,
  busy,
  submitLabel,
  busyLabel,
  cancelLabel,
}: ModalFormFooterProps) {
  const { t } = useLingui();
  return (
    <>
      <ModalClose>
        <Button variant="secondary" disabled={busy}>
          {cancelLabel ?? t`Cancel`}
        </Button>
      </ModalClose>
      <Button type="submit" form={formId} busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
    </>
  );
}

export type FormModalProps<TInput extends FieldValues, TOutput> = Omit<
  ModalProps,
  'children' | 'footer' | 'busy'
> &
  Pick<ModalFormFooterProps, 'submitLabel' | 'busyLabel' | 'cancelLabel'> & {
    /** The object `useForm(...)` returned; the modal is busy while it submits. */
    form: UseFormReturn<TInput, unknown, TOutput>;
    onSubmit: SubmitHandler<TOutput>;
    /** The form's fields and messages. */
    children: ReactNode;
  };

/**
 * A Modal whose body is one Form and whose footer is ModalFormFooter. While the form submits
 * the modal stays open (Escape, a click outside and × do nothing) and its buttons are disabled.
 * Open state stays with the caller, which closes the modal once the save succeeded.
 */
export function FormModal<TInput extends FieldValues, TOutput = TInput>({
  form,
  onSubmit,
  submitLabel,
  busyLabel,
  cancelLabel,
  children,
  ...modal
}: FormModalProps<TInput, TOutput>) {
  const formId = useId();
  const busy = form.formState.isSubmitting;
  return (
    <Modal
      {...modal}
      busy={busy}
      footer={
        <ModalFormFooter
          formId={formId}
          busy={busy}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          cancelLabel={cancelLabel}
        />
      }
    >
      <Form id={formId} form={form} onSubmit={onSubmit}>
        {children}
      </Form>
    </Modal>
  );
}
