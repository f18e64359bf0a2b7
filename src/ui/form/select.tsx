import { useFormContext, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { toNumber, type FieldBaseProps } from './field-shared';
import styles from './form.module.css';

export type SelectOption = { value: string | number; label: string; disabled?: boolean };

export type SelectProps<T extends FieldValues = FieldValues> = FieldBaseProps<T> & {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a class"; picking it leaves the value empty. */
  placeholder?: string;
  /** Store numbers (classes 9 to 12, say) instead of strings; the empty choice gives undefined. */
  valueAsNumber?: boolean;
  autoComplete?: string;
};

export function Select<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  required,
  disabled,
  className,
  options,
  placeholder,
  valueAsNumber = false,
  autoComplete,
}: SelectProps<T>) {
  const { register } = useFormContext<T>();
  return (
    <FormField name={name} label={label} hint={hint} required={required} className={className}>
      {(control) => (
        <select
          className={styles.select}
          autoComplete={autoComplete}
          {...control}
          {...register(name, valueAsNumber ? { disabled, setValueAs: toNumber } : { disabled })}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
