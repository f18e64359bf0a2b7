// Batch validation, written once for the browser's repository core and the server.
import { DataValidationError } from '../errors';

/** Runs `step`; a validation failure is named by its row in the batch (`2.email`). */
export function atRow<T>(row: number, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (!(error instanceof DataValidationError)) throw error;
    throw new DataValidationError(
      error.entity,
      error.issues.map((issue) => ({ ...issue, path: `${row}.${issue.path}` })),
    );
  }
}

/** Validates each item; a failure names the entity and, in a batch, the row (`2.email`). */
export function validatedRows<I, T>(
  items: readonly I[],
  validate: (item: I, row: number) => T,
  batch: boolean,
): T[] {
  return items.map((item, row) =>
    batch ? atRow(row, () => validate(item, row)) : validate(item, row),
  );
}
