// The server's refusals that are not about the data, apart from the HTTP adapter so that the
// entry chunk's live queries can tell an ended session without loading the adapter.

/** A refusal that is not about the data: not signed in, not allowed, too large, too many tries. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly kind: string,
    message: string,
  ) {
    super(message);
  }
}

/** The server no longer knows the session (signed out, here or elsewhere, or expired). */
export const isSignedOut = (error: unknown): boolean =>
  error instanceof HttpError && error.status === 401;
