import type { ComponentProps } from 'react';
import { useFormContext, useWatch, type FieldValues, type RegisterOptions } from 'react-hook-form';
import { isCalendarDate } from '@/lib';
import { DateText } from '../date-text';
import { toNumber, type FieldBaseProps } from './field-shared';
import { FormField } from './form-field';
import styles from './form.module.css';

type InputAttributes = Pick<
  ComponentProps<'input'>,
  'maxLength' | 'minLength' | 'inputMode' | 'autoComplete' | 'placeholder' | 'lang'
>;

type InputFieldProps<T extends FieldValues> = FieldBaseProps<T> &
  Pick<ComponentProps<'input'>, 'type' | 'min' | 'max' | 'step'> &
  InputAttributes & { setValueAs?: RegisterOptions['setValueAs'] };

/** The one <input> renderer behind TextField, EmailField, NumberField and DateField. */
function InputField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  disabled,
  className,
  setValueAs,
  ...inputProps
}: InputFieldProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FormField name={name} label={label} hint={hint} required={required} className={className}>
      {(control) => (
        <input
          className={styles.input}
          {...inputProps}
          {...control}
          {...register(name, setValueAs ? { disabled, setValueAs } : { disabled })}
        />
      )}
    </FormField>
  );
}

export type TextFieldProps<T extends FieldValues = FieldValues> = FieldBaseProps<T> &
  InputAttributes & {
    /** For a 10-digit mobile: type "tel", inputMode "numeric", maxLength 10. */
    type?: 'text' | 'tel' | 'password' | 'search' | 'url' | 'time';
  };

export function TextField<T extends FieldValues = FieldValues>({
  type = 'text',
  ...props
}: TextFieldProps<T>) {
  return <InputField<T> type={type} {...props} />;
}

export type EmailFieldProps<T extends FieldValues = FieldValues> = FieldBaseProps<T> &
  Pick<InputAttributes, 'autoComplete' | 'placeholder' | 'maxLength'>;

export function EmailField<T extends FieldValues = FieldValues>({
  autoComplete = 'email',
  ...props
}: EmailFieldProps<T>) {
  return <InputField<T> type="email" autoComplete={autoComplete} {...props} />;
}

export type NumberFieldProps<T extends FieldValues = FieldValues> = FieldBaseProps<T> &
  Pick<InputAttributes, 'inputMode' | 'autoComplete' | 'placeholder'> & {
    min?: number;
    max?: number;
    step?: number;
  };

/** A number, or undefined while empty, so the schema reports "required" rather than NaN. */
export function NumberField<T extends FieldValues = FieldValues>({
  inputMode = 'numeric',
  ...props
}: NumberFieldProps<T>) {
  return <InputField<T> type="number" inputMode={inputMode} setValueAs={toNumber} {...props} />;
}

export type DateFieldProps<T extends FieldValues = FieldValues> = FieldBaseProps<T> & {
  /** Earliest and latest dates as YYYY-MM-DD. */
  min?: string;
  max?: string;
  autoComplete?: InputAttributes['autoComplete'];
};

/**
 * A calendar date kept as a YYYY-MM-DD string ('' while empty). The browser's own picker writes
 * the date in its language's order (11/05/2026 is 5 November in India but May 11 in the US), so
 * the date picked is read back under the field as the portal writes dates: 5 Nov 2026.
 */
export function DateField<T extends FieldValues = FieldValues>({
  hint,
  ...props
}: DateFieldProps<T>) {
  const picked: unknown = useWatch<T>({ name: props.name });
  if (typeof picked !== 'string' || !isCalendarDate(picked)) {
    return <InputField<T> type="date" hint={hint} {...props} />;
  }
  const readBack = <DateText value={picked} />;
  const shownHint =
    hint === undefined ? (
      readBack
    ) : (
      <>
        {hint} <span className={styles.readBack}>{readBack}</span>
      </>
    );
  return <InputField<T> type="date" hint={shownHint} {...props} />;
}
