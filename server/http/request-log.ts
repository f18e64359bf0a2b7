// One JSON line per request (for a log collector or `jq`), with a request id that is echoed in
// the X-Request-Id response header so a person reporting a problem can quote it. The path is
// logged without its query string: queries carry roll numbers, dates of birth and search text,
// while paths hold only opaque record ids.
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

export const REQUEST_ID_HEADER = 'X-Request-Id';

export type LogEntry = {
  time: string;
  level: 'info' | 'error';
  requestId?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  /** Who called: visitor, admin, student or school (absent for the built pages). */
  role?: string;
  message?: string;
  error?: string;
  stack?: string;
};

/** Where log entries go: stdout in production, an array in tests, nowhere by default. */
export type LogSink = (entry: LogEntry) => void;

export const silentLog: LogSink = () => undefined;

/** An error and what caused it (Drizzle wraps the driver's error in "Failed query: …"). */
export function describeError(error: unknown): string {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : undefined;
  return cause === undefined ? String(error) : `${String(error)} (cause: ${describeError(cause)})`;
}

export function jsonLines(stream: { write(line: string): unknown } = process.stdout): LogSink {
  return (entry) => stream.write(`${JSON.stringify(entry)}\n`);
}

/** An incoming id is kept only if it cannot forge or break a log line. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export type RequestLogEnv = { Variables: { requestId: string } };

export function requestLog<E extends RequestLogEnv>(
  log: LogSink,
  roleOf: (c: Context<E>) => string | undefined,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    await next();
    c.header(REQUEST_ID_HEADER, requestId);
    const status = c.res.status;
    const failed = status >= 500 && c.error !== undefined;
    log({
      time: new Date().toISOString(),
      level: status >= 500 ? 'error' : 'info',
      requestId,
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ...(roleOf(c) ? { role: roleOf(c) } : {}),
      ...(failed ? { error: describeError(c.error), stack: c.error?.stack } : {}),
    });
  };
}
