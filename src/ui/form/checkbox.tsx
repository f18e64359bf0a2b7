import { useFormContext, type FieldValues } from 'react-hook-form';
import type { FieldBaseProps } from './field-shared';
import { FormField } from './form-field';
import styles from './form.module.css';

export type CheckboxProps<T extends FieldValues = FieldValues> = FieldBaseProps<T>;

/** A single yes/no box; its form value is a boolean. */
export function Checkbox<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  required,
  disabled,
  className,
}: CheckboxProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FormField
      name={name}
      label={label}
      hint={hint}
      required={required}
      className={className}
      layout="inline"
    >
      {(control) => (
        <input
          type="checkbox"
          className={styles.checkbox}
          {...control}
          {...register(name, { disabled })}
        />
      )}
    </FormField>
  );
}
