import { useId, type ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import styles from './form.module.css';
import { cn } from '../cn';
import { useMessageText } from './message-text';

/** Spread these on the control so its label, hint, error and state are announced together. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export type FieldLayout = 'stacked' | 'inline';

export type FormFieldProps = {
  name: string;
  /** Always visible; it names the control. */
  label: ReactNode;
  hint?: ReactNode;
  /** Shows a marker after the label and sets aria-required; the schema does the checking. */
  required?: boolean;
  /** 'stacked': label above the control. 'inline': control first, label beside it (checkbox). */
  layout?: FieldLayout;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * Wires a control once: stable ids, the visible label, the hint, and the error message from
 * react-hook-form beside the field, tied to the control by aria-describedby and aria-invalid.
 * Use it directly for a control the kit does not have.
 */
export function FormField({
  name,
  label,
  hint,
  required = false,
  layout = 'stacked',
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name });
  const message = getFieldState(name, formState).error?.message;
  const messageText = useMessageText();
  const describedBy = [hint === undefined ? null : hintId, message ? errorId : null]
    .filter(Boolean)
    .join(' ');

  // The marker sits beside the <label>, not in it, so the label's text is exactly `label`
  // (getByLabelText('Date of birth') finds it); aria-required tells assistive technology.
  const labelElement = (
    <span className={styles.labelRow}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {required && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
  const control = children({
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
  });

  return (
    <div className={cn(styles.field, styles[layout], className)}>
      {layout === 'inline' ? (
        <>
          {control}
          {labelElement}
        </>
      ) : (
        <>
          {labelElement}
          {control}
        </>
      )}
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} className={styles.error}>
          {messageText(message)}
        </p>
      )}
    </div>
  );
}
