import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { DataValidationError } from '@/data';

/**
 * The repository re-checks every write; when it refuses a field the form also has (say, a total
 * fee too small for the number of installments), its message goes beside that field, and the
 * first such field takes the focus. Says whether any issue found a field.
 */
export function showIssuesBesideFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  error: unknown,
): boolean {
  if (!(error instanceof DataValidationError)) return false;
  const values = form.getValues();
  const beside = error.issues.filter((issue) => Object.hasOwn(values, issue.path));
  beside.forEach((issue, index) => {
    form.setError(
      issue.path as FieldPath<T>,
      { message: issue.message },
      { shouldFocus: index === 0 },
    );
  });
  return beside.length > 0;
}
