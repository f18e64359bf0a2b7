// Every write passes its schema here, so a form that forgot a check still cannot store bad data.
import type { z } from 'zod';
import { DataValidationError } from '../errors';
import { parseStored } from '../schemas';

/** A JSON object (not null, not an array): what a record must at least be before its schema. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function issuesOf(error: z.ZodError): Array<{ path: string; message: string }> {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** The parsed value, or a DataValidationError naming the entity and every failing field. */
export function validated<S extends z.ZodType>(
  schema: S,
  value: unknown,
  entity: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new DataValidationError(entity, issuesOf(result.error));
  return result.data;
}

/**
 * validated for a value already stored, or carried over from one: text stored before the text
 * limits (or longer than a limit lowered since) still reads.
 */
export function validatedStored<S extends z.ZodType>(
  schema: S,
  value: unknown,
  entity: string,
): z.output<S> {
  const result = parseStored(schema, value);
  if (!result.success) throw new DataValidationError(entity, issuesOf(result.error));
  return result.data;
}

/** A refusal that no schema expresses (a blank reply, a file that is not a PDF). */
export function refuse(entity: string, path: string, message: string): never {
  throw new DataValidationError(entity, [{ path, message }]);
}
