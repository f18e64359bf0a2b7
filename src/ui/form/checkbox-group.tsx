import { useId } from 'react';
import { Controller, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { cn } from '../cn';
import type { FieldBaseProps } from './field-shared';
import styles from './form.module.css';
import { useMessageText } from './message-text';

export type CheckboxOption = { value: string; label: string };

export type CheckboxGroupProps<T extends FieldValues = FieldValues> = Omit<
  FieldBaseProps<T>,
  'required'
> & {
  options: readonly CheckboxOption[];
};

/**
 * Several boxes under one legend, one per option; the form's value is the ticked options' values,
 * in the options' order (none ticked: an empty list). The error shows under the boxes, and
 * focusing the field focuses the first box.
 */
export function CheckboxGroup<T extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  disabled,
  className,
  options,
}: CheckboxGroupProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { control, getFieldState } = useFormContext<T>();
  const formState = useFormState({ control, name });
  const message = getFieldState(name, formState).error?.message;
  const messageText = useMessageText();
  const describedBy =
    [hint === undefined ? null : hintId, message ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Controller
      name={name}
      control={control}
      disabled={disabled}
      render={({ field }) => {
        const ticked: unknown[] = Array.isArray(field.value) ? field.value : [];
        const toggle = (value: string, on: boolean) =>
          field.onChange(
            options
              .map((option) => option.value)
              .filter((each) => (each === value ? on : ticked.includes(each))),
          );
        return (
          <fieldset className={cn(styles.group, className)} aria-describedby={describedBy}>
            <legend className={styles.legend}>{label}</legend>
            {hint !== undefined && (
              <p id={hintId} className={styles.hint}>
                {hint}
              </p>
            )}
            {options.map((option, index) => (
              <div key={option.value} className={cn(styles.field, styles.inline)}>
                <input
                  id={`${id}-${index}`}
                  type="checkbox"
                  className={styles.checkbox}
                  ref={index === 0 ? field.ref : undefined}
                  name={field.name}
                  value={option.value}
                  checked={ticked.includes(option.value)}
                  disabled={field.disabled}
                  aria-invalid={message ? true : undefined}
                  onBlur={field.onBlur}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <label htmlFor={`${id}-${index}`} className={styles.label}>
                  {option.label}
                </label>
              </div>
            ))}
            {message && (
              <p id={errorId} className={styles.error}>
                {messageText(message)}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
