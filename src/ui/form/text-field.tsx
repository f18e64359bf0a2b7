import type { ComponentProps } from 'react';
import { useFormContext, type FieldValues, type RegisterOptions } from 'react-hook-form';
import { toNumber, type FieldBaseProps } from './field-shared';
import { FormField } from './form-field';
import styles from './form.module.css';

type InputAttributes = Pick<
  ComponentProps<'input'>,
  'maxLength' | 'minLength' | 'inputMode' | 'autoComplete' | 'placeholder'
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
    type?: 'text' | 'tel' | 'password' | 'search' | 'url';
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

/** A calendar date kept as a YYYY-MM-DD string ('' while empty). */
export function DateField<T extends FieldValues = FieldValues>(props: DateFieldProps<T>) {
  return <InputField<T> type="date" {...props} />;
}
