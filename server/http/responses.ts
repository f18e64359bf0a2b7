// What every route of the API shares: its context, the refusal body, and the body limit.
import type { Context } from 'hono';
import { bodyLimit } from './body-limit';
import type { Caller, HttpErrorBody } from '../../src/data/server';

export type Env = { Variables: { caller: Caller; token: string | undefined; requestId: string } };

export const failure = (c: Context, status: number, body: HttpErrorBody) =>
  c.json({ error: body }, status as 400);

/** "16 KB", "20 MB": a body limit as the refusal names it. */
const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.round(bytes / 1024)} KB`
    : `${Math.round(bytes / (1024 * 1024))} MB`;

/** A body larger than `maxSize` is refused with 413 and a message (by its Content-Length first,
 *  before a byte of it is read). */
export const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) =>
      failure(c, 413, {
        kind: 'too-large',
        message: `The request is larger than ${sizeLabel(maxSize)}.`,
      }),
  });

/** A refusal before the route's own work: not signed in (401) or not this account's (403). */
export class HttpRefusal extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 413,
    message: string,
  ) {
    super(message);
  }
}
