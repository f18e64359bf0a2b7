// One JSON line per request (for a log collector or `jq`), with a request id that is echoed in
// the X-Request-Id response header so a person reporting a problem can quote it. The path is
// logged without its query string: queries carry roll numbers, dates of birth and search text,
// while paths hold only opaque record ids. An error is logged by its kind and codes, never its
// message (see describeError).
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The path as logged: a calendar link's secret token is its whole authentication, so hidden. */
export const loggedPath = (path: string) =>
  path.startsWith('/calendar/') ? '/calendar/[token].ics' : path;

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

/** The most a log line says of one error: its chain of causes and its stack are cut here. */
const MAX_CAUSES = 4;
const MAX_STACK_FRAMES = 12;
const MAX_PATH_LENGTH = 300;
/** The driver's fields that name what failed, never the values involved (unlike `detail`). */
const SAFE_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'syscall'] as const;
const SAFE_VALUE = /^[\w.$-]{1,100}$/;

function kindOf(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const fields = SAFE_FIELDS.flatMap((field) => {
    const value = (error as unknown as Record<string, unknown>)[field];
    return typeof value === 'string' && SAFE_VALUE.test(value) ? [`${field}=${value}`] : [];
  });
  return [error.name.slice(0, 100), ...fields].join(' ');
}

/**
 * What went wrong, never what it was about: an error's message may quote the values of the
 * request (Drizzle's "Failed query: … params: …" holds a student's name, date of birth, mobile
 * and address), so only each error's kind and the codes and names PostgreSQL or Node give it are
 * kept, for the error and its causes (Drizzle wraps the driver's error).
 */
export function describeError(error: unknown): string {
  const kinds: string[] = [];
  for (let current = error; kinds.length < MAX_CAUSES; current = (current as Error).cause) {
    kinds.push(kindOf(current));
    if (!(current instanceof Error) || current.cause === undefined) break;
  }
  return kinds.join(' <- ');
}

/** Where an error was thrown: the stack's frames without its first line, the message. */
export function stackOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  const frames = error.stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, MAX_STACK_FRAMES)
    .map((line) => line.slice(0, 300));
  return frames.join('\n');
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
    // Before the answer is made, so it goes into it (see security-headers.ts).
    c.header(REQUEST_ID_HEADER, requestId);
    await next();
    if (c.res.headers.get(REQUEST_ID_HEADER) !== requestId) c.header(REQUEST_ID_HEADER, requestId);
    const status = c.res.status;
    const failed = c.error !== undefined;
    log({
      time: new Date().toISOString(),
      level: status >= 500 ? 'error' : 'info',
      requestId,
      method: c.req.method,
      path: loggedPath(c.req.path).slice(0, MAX_PATH_LENGTH),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ...(roleOf(c) ? { role: roleOf(c) } : {}),
      ...(failed ? { error: describeError(c.error) } : {}),
      ...(failed && status >= 500 ? { stack: stackOf(c.error) } : {}),
    });
  };
}
