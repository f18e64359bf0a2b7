import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';

/**
 * What every kit field takes. `T` is the form's value type; give it (`<TextField<MyForm> ...>`)
 * to have field names checked against the schema.
 */
export type FieldBaseProps<T extends FieldValues = FieldValues> = {
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Disabled through react-hook-form: the control is disabled and its value is left out. */
  disabled?: boolean;
  className?: string;
};

/** Reads a number from an input or select; empty gives undefined so the schema says "required". */
export function toNumber(value: unknown): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  return Number(value);
}
