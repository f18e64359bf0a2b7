// The HTTP API (Hono): the shared middleware (request log, security headers, Origin check, who is
// calling), the refusals' bodies, and the routes: health, sign-in (./auth-routes.ts), every
// repository operation from its definition (./operation-routes.ts), live updates, and the SPA.
import { HTTPException } from 'hono/http-exception';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  AccessRefusedError,
  DataValidationError,
  EVENTS_PATH,
  FORBIDDEN_MESSAGE,
  NotFoundError,
  PaymentRejectedError,
  ExamRefusedError,
  SIGN_IN_MESSAGE,
} from '../../src/data/server';
import type { CollectionKey } from '../../src/data/server';
import { SESSION_COOKIE } from '../auth/accounts';
import type { Accounts } from '../auth/accounts';
import type { PortalData } from '../data/portal-data';
import type { GeminiOptions } from '../gemini';
import { ProviderUnavailableError } from '../payments/provider';
import { registerAuthRoutes } from './auth-routes';
import { registerHealth } from './health';
import { registerCalendarRoute } from './calendar-route';
import { PUBLIC_COLLECTIONS } from './live';
import type { LiveUpdates } from './live';
import { registerHindiDrafts } from './hindi-draft-route';
import { registerMockCandidates } from './mock-candidates-route';
import { registerOperations } from './operation-routes';
import { registerPaymentRoutes } from './payment-routes';
import type { RateLimiter } from './rate-limit';
import { describeError, requestLog, silentLog } from './request-log';
import type { LogSink } from './request-log';
import { failure, HttpRefusal } from './responses';
import type { Env } from './responses';
import { securityHeaders } from './security-headers';
import { serveApp } from './spa';

export type AppOptions = {
  data: PortalData;
  accounts: Accounts;
  /** Tells every server's open pages what a write changed (GET /api/events). */
  live: LiveUpdates;
  /** The built SPA to serve (dist-server-mode); none in API-only tests. */
  staticDir?: string | undefined;
  /** Origins allowed for unsafe methods besides the request's own host. */
  allowedOrigins?: readonly string[];
  /** How many reverse proxies stand in front (TRUST_PROXY): 0 trusts no X-Forwarded-* header;
   *  n takes the client's address from the n-th X-Forwarded-For entry from the right. */
  trustProxy?: number;
  /** Request log lines and unexpected errors (JSON lines to stdout in `npm start`). */
  log?: LogSink;
  /** `select 1` for GET /api/health. */
  pingDatabase: () => Promise<unknown>;
  /** The end-to-end journeys only: answers this much later, like the browser demo's latency. */
  apiDelayMs?: number;
  /** Gemini for mock candidates and Hindi drafts (the key stays on the server). */
  gemini?: GeminiOptions;
  /** Counts the public lookups and registrations per address (server/http/rate-limit.ts). */
  rateLimiter: RateLimiter;
  /** The clock the policies read (a notification's day). */
  now?: () => Date;
  /** The payment provider's checkout origin, where the portal's Pay form may go (CSP form-action). */
  checkoutOrigins?: readonly string[];
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A duplicate key (PostgreSQL's SQLSTATE 23505) anywhere in an error's chain of causes. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}

const CONFLICT_MESSAGE = 'Another record already has these details. Reload the page and try again.';

export function createApp({
  data,
  accounts,
  live,
  staticDir,
  allowedOrigins = [],
  trustProxy = 0,
  log = silentLog,
  pingDatabase,
  apiDelayMs = 0,
  gemini = {},
  rateLimiter,
  now = () => new Date(),
  checkoutOrigins = [],
}: AppOptions) {
  const app = new Hono<Env>();
  app.use(
    '*',
    requestLog<Env>(log, (c) => c.get('caller')?.role),
  );
  app.use(
    '*',
    securityHeaders({ staticDir, isHttps: (c) => isHttps(c), formActions: checkoutOrigins }),
  );
  // The write has succeeded whatever becomes of its notification: a page that misses one reloads
  // when its stream reconnects.
  const announce = (keys: readonly CollectionKey[], from?: string) =>
    live.notify(keys, from).catch((error: unknown) =>
      log({
        time: new Date().toISOString(),
        level: 'error',
        message: 'The change could not be announced to open pages.',
        error: describeError(error),
      }),
    );
  if (apiDelayMs > 0) {
    app.use('/api/*', async (_c, next) => {
      await new Promise((resolve) => setTimeout(resolve, apiDelayMs));
      return next();
    });
  }

  const clientIp = (c: Context) => {
    if (trustProxy > 0) {
      // Each proxy appends the address it was called from; anything left of those the client
      // may have written itself.
      const hops = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const forwarded = hops[Math.max(0, hops.length - trustProxy)];
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };
  const isHttps = (c: Context) =>
    c.req.url.startsWith('https:') ||
    (trustProxy > 0 && c.req.header('x-forwarded-proto') === 'https');

  app.onError((error, c) => {
    if (error instanceof AccessRefusedError) {
      const visitor = c.get('caller')?.role === 'visitor';
      return failure(c, visitor ? 401 : 403, {
        kind: visitor ? 'unauthenticated' : 'forbidden',
        message: visitor ? SIGN_IN_MESSAGE : FORBIDDEN_MESSAGE,
      });
    }
    if (error instanceof HttpRefusal) {
      const kind = { 401: 'unauthenticated', 403: 'forbidden', 404: 'forbidden', 413: 'too-large' }[
        error.status
      ] as 'forbidden';
      return failure(c, error.status, { kind, message: error.message });
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own refusals, such as a body that is not JSON.
      return failure(c, error.status, {
        kind: 'validation',
        entity: 'request',
        issues: [{ path: '', message: error.message || 'The request could not be read.' }],
      });
    }
    if (error instanceof DataValidationError) {
      return failure(c, 400, {
        kind: 'validation',
        entity: error.entity,
        issues: [...error.issues],
      });
    }
    if (error instanceof NotFoundError) {
      return failure(c, 404, { kind: 'not-found', entity: error.entity, id: error.id });
    }
    if (isUniqueViolation(error)) {
      return failure(c, 409, { kind: 'conflict', message: CONFLICT_MESSAGE });
    }
    if (error instanceof ProviderUnavailableError) {
      // The message is the one the payer or the office reads; the provider's own is logged.
      return failure(c, 503, { kind: 'server', message: error.message });
    }
    if (error instanceof ExamRefusedError) {
      return failure(c, 409, {
        kind: 'exam-refused',
        reason: error.reason,
        message: error.message,
      });
    }
    if (error instanceof PaymentRejectedError) {
      return failure(c, 409, {
        kind: 'payment-rejected',
        reason: error.reason,
        message: error.message,
      });
    }
    // The request log writes it, with the request id and the stack.
    return failure(c, 500, { kind: 'server', message: 'Something went wrong on the server.' });
  });

  // Before the caller is looked up: that needs the database, which is what this checks.
  registerHealth(app, pingDatabase, log);
  // Before the Origin check and the session: the provider's signature is their authentication.
  registerPaymentRoutes(app, { data, rateLimiter, clientIp, log, announce });
  // A calendar app's fetch: the link's secret token is its authentication.
  registerCalendarRoute(app, { data, rateLimiter, clientIp });

  // ----- every /api request: Origin check, who is calling -----
  app.use('/api/*', async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const own = new URL(c.req.url).origin;
      const host = c.req.header('host');
      // "null" (a sandboxed frame, a file) or anything unparsable is another site.
      const originHost = URL.canParse(origin ?? '') ? new URL(origin!).host : undefined;
      const sameHost = originHost !== undefined && host !== undefined && originHost === host;
      const foreign =
        (origin !== undefined && origin !== own && !sameHost && !allowedOrigins.includes(origin)) ||
        c.req.header('sec-fetch-site') === 'cross-site';
      if (foreign) {
        return failure(c, 403, {
          kind: 'forbidden',
          message: 'Requests from another site are refused.',
        });
      }
    }
    const token = getCookie(c, SESSION_COOKIE);
    const caller = await accounts.resolve(token);
    if (caller.role === 'invalid') {
      // A forged, expired or revoked cookie: forget it and carry on as a visitor, so public pages
      // still work and everything else asks to sign in (401).
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
      c.set('caller', { role: 'visitor' });
      c.set('token', undefined);
    } else {
      c.set('caller', caller);
      c.set('token', token);
    }
    c.header('Cache-Control', 'no-store');
    return next();
  });

  registerAuthRoutes(app, { accounts, clientIp, isHttps, reads: data });
  registerMockCandidates(app, { data, gemini, announce });
  registerHindiDrafts(app, { gemini });
  registerOperations(app, { data, now, rateLimiter, clientIp, announce });

  // Anyone may listen, as the public pages show live data too: only collection names travel, and
  // a visitor hears only those of the public pages.
  app.get(EVENTS_PATH, (c) =>
    live.stream(c, {
      address: clientIp(c),
      hears: c.get('caller').role === 'visitor' ? PUBLIC_COLLECTIONS : 'everything',
    }),
  );

  app.all('/api/*', (c) => failure(c, 404, { kind: 'not-found', entity: 'route', id: c.req.path }));

  if (staticDir) serveApp(app, staticDir);

  return app;
}
