import type { ComponentProps } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import type { FieldBaseProps } from './field-shared';
import { FormField } from './form-field';
import styles from './form.module.css';

export type TextareaProps<T extends FieldValues = FieldValues> = FieldBaseProps<T> &
  Pick<ComponentProps<'textarea'>, 'rows' | 'maxLength' | 'placeholder' | 'autoComplete' | 'lang'>;

export function Textarea<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  required,
  disabled,
  className,
  rows = 4,
  ...textareaProps
}: TextareaProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FormField name={name} label={label} hint={hint} required={required} className={className}>
      {(control) => (
        <textarea
          className={styles.textarea}
          rows={rows}
          {...textareaProps}
          {...control}
          {...register(name, { disabled })}
        />
      )}
    </FormField>
  );
}
