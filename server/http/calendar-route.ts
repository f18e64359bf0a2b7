// GET /calendar/<token>.ics: a faculty member's or student's timetable for a calendar app, found
// by the link's secret token alone (no sign-in; Google's and Apple's fetchers carry no cookie).
// An unknown token is a bare 404; each address counts against the public lookups' limit; the
// request log writes the path with the token hidden (request-log.ts). Calendar apps fetch again
// when they choose (Google: every few hours to a day); the answer may be kept for 15 minutes.
import type { Context, Hono } from 'hono';
import { CALENDAR_FEED_PATH, calendarFile } from '../../src/data/server-timetable';
import { feedSessions } from '../data/calendar';
import type { PortalData } from '../data/portal-data';
import { tooManyTriesMessage } from './rate-limit';
import type { RateLimiter } from './rate-limit';
import { failure } from './responses';
import type { Env } from './responses';

/** A token as resetCalendarLink makes it: 32 random bytes in base64url. */
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export type CalendarRouteOptions = {
  data: PortalData;
  rateLimiter: RateLimiter;
  clientIp: (c: Context) => string;
};

export function registerCalendarRoute(
  app: Hono<Env>,
  { data, rateLimiter, clientIp }: CalendarRouteOptions,
) {
  const { context } = data;
  const notFound = (c: Context) => {
    c.header('Cache-Control', 'no-store');
    return c.body(null, 404);
  };
  app.get(`${CALENDAR_FEED_PATH}/:file`, async (c) => {
    const limit = rateLimiter.hit('lookups', clientIp(c));
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      return failure(c, 429, {
        kind: 'rate-limited',
        message: tooManyTriesMessage(limit.retryAfterSeconds),
      });
    }
    const token = TOKEN_FILE.exec(c.req.param('file'))?.[1];
    const sessions = token === undefined ? undefined : await feedSessions(context, token);
    if (sessions === undefined) return notFound(c);
    const file = calendarFile({
      name: 'Timetable',
      sessions,
      now: context.now(),
      uidDomain: new URL(context.publicUrl ?? c.req.url).host,
    });
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', 'inline; filename="timetable.ics"');
    c.header('Cache-Control', 'private, max-age=900');
    c.header('X-Robots-Tag', 'noindex');
    return c.body(file);
  });
}
