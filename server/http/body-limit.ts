// Hono's body limit, without its cost on every request that states its length. Hono's own
// middleware asks `c.req.raw.body` first, which makes @hono/node-server build the whole web
// Request and a web stream over the socket for every POST, and the JSON then comes through that
// stream instead of straight from the socket: a fifth of the result lookup's time went there
// (profiled under `npm run bench:server`'s crowd). A body with a Content-Length and no
// Transfer-Encoding is judged by its length alone, as Hono judges it (Node's parser never reads
// more than the stated length); any other body goes through Hono's middleware, which counts it.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';

type BodyLimitOptions = Parameters<typeof honoBodyLimit>[0];

export function bodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  const counted = honoBodyLimit(options);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) {
      return counted(c, next);
    }
    if (Number.parseInt(length, 10) > options.maxSize) {
      return options.onError ? options.onError(c) : counted(c, next);
    }
    return next();
  };
}
