// Typed failures that every screen can turn into a clear message.
import type { PaymentRejection } from './rules/payments';
import type { RefundRejection } from './rules/refunds';

/** The data did not pass its schema; `issues` name the fields. Nothing was written. */
export class DataValidationError extends Error {
  override name = 'DataValidationError';
  constructor(
    readonly entity: string,
    readonly issues: ReadonlyArray<{ path: string; message: string }>,
  ) {
    super(
      `The ${entity} could not be saved: ${issues.map((issue) => issue.message).join(' ')}`.trim(),
    );
  }
}

/** The browser refused to store the data (storage full or disabled). Nothing was written. */
export class StorageWriteError extends Error {
  override name = 'StorageWriteError';
  constructor(
    readonly reason: 'quota' | 'unavailable',
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'quota'
        ? "The browser's storage for this site is full, so the change was not saved. Export a backup first (Admin → Backup & Restore), then free space by deleting old materials or records; for more data than one browser holds, run the portal in server mode (see the README)."
        : 'This browser is not allowing the site to store data, so the change was not saved. Check that site storage is enabled and try again.',
      options,
    );
  }
}

/** The record asked for does not exist (any more). */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
  constructor(
    readonly entity: string,
    readonly id: string,
  ) {
    super(`No ${entity} found with id ${id}.`);
  }
}

/**
 * The error to throw on, where a record is reached through another (a class through its batch):
 * the other's "not found" said as the record asked for, so nothing tells an out-of-reach batch
 * from a missing class; any other error as it was.
 */
export const notFoundAs = (error: unknown, entity: string, id: string): unknown =>
  error instanceof NotFoundError ? new NotFoundError(entity, id) : error;

/** A payment (or a receipt cancellation) the rules refuse; `message` is ready to show. */
export class PaymentRejectedError extends Error {
  override name = 'PaymentRejectedError';
  constructor(
    readonly reason:
      | PaymentRejection
      | RefundRejection
      | 'cancelled'
      | 'opening-balance'
      | 'credit-note'
      | 'refunded'
      | 'provider-unavailable'
      | 'refund-request-reused'
      | 'not-awaiting-verification',
    message: string,
  ) {
    super(message);
  }
}

/**
 * The server counted too many tries from this network (a public lookup or registration, server
 * mode); `message` says how many minutes to wait.
 */
export class TooManyTriesError extends Error {
  override name = 'TooManyTriesError';
}

/** Why a taking call was refused; `message` is ready to show to the candidate. */
export type ExamRefusal =
  | 'not-eligible'
  | 'not-published'
  | 'not-open'
  | 'closed'
  | 'elsewhere'
  | 'time-over'
  | 'submitted'
  | 'not-started'
  | 'no-key'
  | 'challenges-closed';

/** A taking call the test's rules refuse (another device holds the attempt, the time is over...). */
export class ExamRefusedError extends Error {
  override name = 'ExamRefusedError';
  constructor(
    readonly reason: ExamRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** A message a person can read, whatever was thrown. */
export function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
