import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { DataValidationError } from '@/data';

/**
 * The repository re-checks every write; when it refuses a field the form also has (say, a total
 * fee too small for the number of installments), its message goes beside that field.
 */
export function showIssuesBesideFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  error: unknown,
): void {
  if (!(error instanceof DataValidationError)) return;
  const values = form.getValues();
  for (const issue of error.issues) {
    if (Object.hasOwn(values, issue.path)) {
      form.setError(issue.path as FieldPath<T>, { message: issue.message });
    }
  }
}
