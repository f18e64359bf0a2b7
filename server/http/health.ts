// GET /api/health for a load balancer or uptime check: no sign-in, never cached, 200 only when
// the database answers `select 1` in time. Why it failed goes to the log, not to the caller.
import type { Hono } from 'hono';
import { describeError } from './request-log';
import type { LogSink, RequestLogEnv } from './request-log';

export const HEALTH_PATH = '/api/health';
/** A PostgreSQL that does not answer would otherwise hang the check (pg has no connect timeout). */
export const HEALTH_TIMEOUT_MS = 3000;

export function registerHealth<E extends RequestLogEnv>(
  app: Hono<E>,
  pingDatabase: () => Promise<unknown>,
  log: LogSink,
) {
  app.get(HEALTH_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pingDatabase(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer within ${HEALTH_TIMEOUT_MS} ms`)),
            HEALTH_TIMEOUT_MS,
          );
        }),
      ]);
      return c.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      log({
        time: new Date().toISOString(),
        level: 'error',
        requestId: c.get('requestId'),
        message: 'Health check: the database did not answer.',
        error: describeError(error),
      });
      return c.json(
        {
          status: 'unavailable',
          database: 'unreachable',
          message: 'The database does not answer.',
        },
        503,
      );
    } finally {
      clearTimeout(timer);
    }
  });
}
