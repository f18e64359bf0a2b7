// The HTTP API (Hono): every repository operation from the shared route table, sign-in, and the
// built SPA. Each request body and query is checked with zod (the table's envelope schemas, then
// the operation's own record schemas); refusals are JSON with the field errors.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { zValidator } from '@hono/zod-validator';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { z } from 'zod';
import {
  AUTH_ROUTES,
  EVENTS_PATH,
  HTTP_METHOD_NAMES,
  MOCK_CANDIDATES_PATH,
  HTTP_ROUTES,
  MAX_BODY_BYTES,
  issueSetupCodeBodySchema,
  loginBodySchema,
  recordIdSchema,
  setPasswordBodySchema,
} from '../../src/data/adapters/http-routes';
import type { Callers, HttpErrorBody, HttpMethodName } from '../../src/data/adapters/http-routes';
import { issuesOf } from '../../src/data/adapters/validate';
import { DataValidationError, NotFoundError, PaymentRejectedError } from '../../src/data/errors';
import type { CollectionKey } from '../../src/data/repository';
import {
  SESSION_COOKIE,
  SESSION_DAYS,
  SETUP_CODE_REFUSED_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from '../auth/accounts';
import type { Accounts, Caller } from '../auth/accounts';
import { SIGN_IN_EMAIL_TAKEN_MESSAGE } from '../auth/sign-in-email';
import type { PortalData, UploadedFile } from '../data/portal-data';
import { GeminiFailure, generateCandidates } from '../gemini';
import type { GeminiOptions } from '../gemini';
import { FORBIDDEN_MESSAGE, HANDLERS, HttpRefusal, SIGN_IN_MESSAGE, auditActor } from './handlers';
import { registerHealth } from './health';
import { PUBLIC_COLLECTIONS } from './live';
import type { LiveUpdates } from './live';
import { tooManyTriesMessage } from './rate-limit';
import type { RateLimitBucket, RateLimiter } from './rate-limit';
import { describeError, requestLog, silentLog } from './request-log';
import type { LogSink } from './request-log';
import { securityHeaders } from './security-headers';
import { bodyLimit } from './body-limit';

type Env = { Variables: { caller: Caller; token: string | undefined; requestId: string } };

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
  /** Gemini for mock candidates (the key stays on the server). */
  gemini?: GeminiOptions;
  /** Counts the public lookups and registrations per address (server/http/rate-limit.ts). */
  rateLimiter: RateLimiter;
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The routes anyone may call, limited per address, and which limit a caller's request counts
 * against: the lookups for everyone but the admin, registration for visitors only (a signed-in
 * school's registrations and the admin's are theirs to make).
 */
const RATE_LIMITED: Partial<Record<HttpMethodName, (caller: Caller) => RateLimitBucket | null>> = {
  lookupResult: (caller) => (caller.role === 'admin' ? null : 'lookups'),
  lookupAdmitCard: (caller) => (caller.role === 'admin' ? null : 'lookups'),
  addCandidate: (caller) => (caller.role === 'visitor' ? 'registrations' : null),
};

/** Every `:id` in a path: a record id, never longer than ids are. */
const pathParamsSchema = z.record(z.string(), recordIdSchema);

const failure = (c: Context, status: number, body: HttpErrorBody) =>
  c.json({ error: body }, status as 400);

function toBase64(bytes: Uint8Array) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/** "16 KB", "20 MB": a body limit as the refusal names it. */
const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.round(bytes / 1024)} KB`
    : `${Math.round(bytes / (1024 * 1024))} MB`;

/** A body larger than `maxSize` is refused with 413 and a message (by its Content-Length first,
 *  before a byte of it is read). */
const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) =>
      failure(c, 413, {
        kind: 'too-large',
        message: `The request is larger than ${sizeLabel(maxSize)}.`,
      }),
  });

/** A duplicate key (PostgreSQL's SQLSTATE 23505) anywhere in an error's chain of causes. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}

const CONFLICT_MESSAGE = 'Another record already has these details. Reload the page and try again.';

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
function contentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

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
}: AppOptions) {
  const app = new Hono<Env>();
  app.use(
    '*',
    requestLog<Env>(log, (c) => c.get('caller')?.role),
  );
  app.use('*', securityHeaders({ staticDir, isHttps: (c) => isHttps(c) }));
  // The write has succeeded whatever becomes of its notification: a page that misses one reloads
  // when its stream reconnects.
  const announce = (keys: readonly CollectionKey[]) =>
    live.notify(keys).catch((error: unknown) =>
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

  /** Refuses a caller the route does not take, before its body is read (which the handler's own,
   *  finer check would need). */
  function admitOnly(callers: Callers): MiddlewareHandler<Env> {
    return async (c, next) => {
      const { role } = c.get('caller');
      if (callers !== 'anyone' && (role === 'visitor' || !callers.includes(role))) {
        throw new HttpRefusal(
          role === 'visitor' ? 401 : 403,
          role === 'visitor' ? SIGN_IN_MESSAGE : FORBIDDEN_MESSAGE,
        );
      }
      return next();
    };
  }

  const validationHook =
    (entity: string) => (result: { success: boolean; error?: unknown }, c: Context) => {
      if (!result.success) {
        return failure(c, 400, {
          kind: 'validation',
          entity,
          issues: issuesOf(result.error as z.ZodError),
        });
      }
      return undefined;
    };

  // ----- sign-in -----
  app.post(
    AUTH_ROUTES.login,
    limitBody(MAX_BODY_BYTES),
    zValidator('json', loginBodySchema, validationHook('login')),
    async (c) => {
      const input = c.req.valid('json');
      const outcome = await accounts.login({ ...input, ip: clientIp(c) });
      if (!outcome.ok) {
        return failure(c, outcome.status, {
          kind: outcome.status === 429 ? 'rate-limited' : 'unauthenticated',
          message: outcome.message,
        });
      }
      setCookie(c, SESSION_COOKIE, outcome.token, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: isHttps(c),
        path: '/',
        maxAge: SESSION_DAYS * 24 * 60 * 60,
      });
      return c.json({ data: await sessionUser(c.get('caller'), outcome.token) });
    },
  );

  async function sessionUser(previous: Caller, token: string) {
    void previous;
    const caller = await accounts.resolve(token);
    if (caller.role === 'visitor' || caller.role === 'invalid') return null;
    const signInEmail = await accounts.signInEmailOf(caller.userId);
    const account = signInEmail === undefined ? {} : { signInEmail };
    if (caller.role === 'admin') {
      return { id: 'admin', name: caller.name, role: 'admin' as const, ...account };
    }
    if (caller.role === 'student') {
      return { id: caller.studentId, name: caller.name, role: 'student' as const, ...account };
    }
    return { id: caller.schoolId, name: caller.name, role: 'school' as const, ...account };
  }

  app.post(AUTH_ROUTES.logout, async (c) => {
    await accounts.logout(c.get('token'));
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ data: null });
  });

  app.get(AUTH_ROUTES.me, async (c) => {
    const token = c.get('token');
    return c.json({ data: token ? await sessionUser(c.get('caller'), token) : null });
  });

  app.post(
    AUTH_ROUTES.setPassword,
    limitBody(MAX_BODY_BYTES),
    zValidator('json', setPasswordBodySchema, validationHook('password')),
    async (c) => {
      const { code, password } = c.req.valid('json');
      const outcome = await accounts.setPassword(code, password, clientIp(c));
      if (!outcome.ok && outcome.reason === 'rate-limited') {
        return failure(c, 429, { kind: 'rate-limited', message: TOO_MANY_ATTEMPTS_MESSAGE });
      }
      if (!outcome.ok) {
        return failure(c, 400, {
          kind: 'validation',
          entity: 'password',
          issues: [{ path: 'code', message: SETUP_CODE_REFUSED_MESSAGE }],
        });
      }
      return c.json({ data: { role: outcome.role, email: outcome.email } });
    },
  );

  app.post(
    AUTH_ROUTES.issueSetupCode,
    async (c, next) => {
      const caller = c.get('caller');
      if (caller.role !== 'admin') {
        throw new HttpRefusal(
          caller.role === 'visitor' ? 401 : 403,
          'Only the admin can issue set-up codes.',
        );
      }
      return next();
    },
    limitBody(MAX_BODY_BYTES),
    zValidator('json', issueSetupCodeBodySchema, validationHook('setup code')),
    async (c) => {
      const { role, subjectId } = c.req.valid('json');
      const issued = await accounts.issueSetupCode(role, subjectId);
      if (issued === 'not-found') throw new NotFoundError(role, subjectId);
      if (issued === 'email-taken') {
        return failure(c, 400, {
          kind: 'validation',
          entity: 'setup code',
          issues: [{ path: 'email', message: SIGN_IN_EMAIL_TAKEN_MESSAGE }],
        });
      }
      return c.json({ data: issued });
    },
  );

  // ----- mock candidates from Gemini (admin; the key never leaves the server) -----
  app.post(
    MOCK_CANDIDATES_PATH,
    admitOnly(['admin']),
    limitBody(1024),
    zValidator(
      'json',
      z.object({ count: z.number().int().min(1).max(50) }),
      validationHook('mock'),
    ),
    async (c) => {
      const caller = c.get('caller');
      // No key on the server: the browser uses its offline generator, as without a key before.
      if (!gemini.apiKey) return c.json({ data: { source: 'none' } });
      const { count } = c.req.valid('json');
      try {
        const { valid, dropped } = await generateCandidates(count, gemini);
        const added = await data.as(auditActor(caller)).addCandidates(valid);
        await announce(['stseCandidates']);
        return c.json({ data: { source: 'gemini', added: added.length, dropped } });
      } catch (error) {
        if (!(error instanceof GeminiFailure)) throw error;
        return failure(c, 502, { kind: 'server', message: error.message });
      }
    },
  );

  // ----- the repository's operations -----
  // One copy of the data layer for every visitor: `as(actor)` builds the whole closure, a tenth
  // of a public lookup's CPU when done per request (profiled under bench:server's crowd).
  const visitorData = data.as(auditActor({ role: 'visitor' }));
  const dataFor = (caller: Caller) =>
    caller.role === 'visitor' ? visitorData : data.as(auditActor(caller));
  for (const name of HTTP_METHOD_NAMES) {
    registerRoute(name);
  }

  function registerRoute(name: HttpMethodName) {
    const route = HTTP_ROUTES[name];
    const handler = HANDLERS[name];
    const middlewares: MiddlewareHandler<Env>[] = [admitOnly(route.callers)];
    const bucketOf = RATE_LIMITED[name];
    if (bucketOf) {
      // Before the body is checked: a malformed request counts as a try too.
      middlewares.push(async (c, next) => {
        const bucket = bucketOf(c.get('caller'));
        if (bucket === null) return next();
        const outcome = rateLimiter.hit(bucket, clientIp(c));
        if (outcome.allowed) return next();
        c.header('Retry-After', String(outcome.retryAfterSeconds));
        return failure(c, 429, {
          kind: 'rate-limited',
          message: tooManyTriesMessage(outcome.retryAfterSeconds),
        });
      });
    }
    middlewares.push(limitBody(route.maxBodyBytes ?? MAX_BODY_BYTES));

    const run = async (c: Context<Env>, body: Record<string, unknown>, file?: UploadedFile) => {
      const params = pathParamsSchema.safeParse(c.req.param());
      if (!params.success) {
        return failure(c, 400, {
          kind: 'validation',
          entity: name,
          issues: issuesOf(params.error),
        });
      }
      const query = route.query ? (c.req.valid('query' as never) as Record<string, string>) : {};
      const input = {
        params: c.req.param() as Record<string, string>,
        query,
        body,
        ...(file ? { file } : {}),
      };
      const caller = c.get('caller');
      const result = await handler(input, caller, dataFor(caller));
      await announce(route.changes);
      if (route.transport === 'download') {
        const stored = result as UploadedFile | undefined;
        if (!stored)
          return failure(c, 404, { kind: 'not-found', entity: 'file', id: input.params.id ?? '' });
        return c.body(stored.bytes as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': contentDisposition(stored.name),
          'Content-Length': String(stored.bytes.byteLength),
          'X-Content-Type-Options': 'nosniff',
        });
      }
      if (name === 'exportBackup') {
        const backup = result as Awaited<ReturnType<PortalData['exportBackup']>>;
        const files = Object.fromEntries(
          Object.entries(backup.files).map(([id, stored]) => [
            id,
            { name: stored.name, type: stored.type, base64: toBase64(stored.bytes) },
          ]),
        );
        return c.json({ data: { ...backup, files } });
      }
      return c.json(result === undefined ? {} : { data: result });
    };

    const validators: unknown[] = [];
    if (route.query) validators.push(zValidator('query', route.query, validationHook(name)));
    if (route.body) validators.push(zValidator('json', route.body, validationHook(name)));

    const method = route.verb.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    if (route.transport === 'upload') {
      const uploadSchema = z.object({
        material: z.string().max(100_000),
        fileType: z.string().max(200).optional(),
        file: z.instanceof(File, { message: 'Choose a PDF file.' }),
      });
      app[method](
        route.path,
        ...(middlewares as []),
        zValidator('form', uploadSchema, validationHook('material')),
        async (c) => {
          const form = c.req.valid('form');
          let material: unknown;
          try {
            material = JSON.parse(form.material);
          } catch {
            material = null;
          }
          if (typeof material !== 'object' || material === null) {
            throw new DataValidationError('material', [
              { path: 'material', message: 'The material details are missing.' },
            ]);
          }
          const file = form.file;
          const bytes = new Uint8Array(await file.arrayBuffer());
          const type = form.fileType ?? file.type;
          return run(c, material as Record<string, unknown>, { name: file.name, type, bytes });
        },
      );
      return;
    }
    app[method](
      route.path,
      ...(middlewares as []),
      ...(validators as []),
      async (c: Context<Env>) => {
        let body = route.body ? (c.req.valid('json' as never) as Record<string, unknown>) : {};
        if (name === 'importBackup') {
          const files = body.files as Record<
            string,
            { name: string; type: string; base64: string }
          >;
          body = {
            ...body,
            files: Object.fromEntries(
              Object.entries(files).map(([id, file]) => [
                id,
                {
                  name: file.name,
                  type: file.type,
                  bytes: new Uint8Array(Buffer.from(file.base64, 'base64')),
                },
              ]),
            ),
          };
        }
        return run(c, body);
      },
    );
  }

  // Anyone may listen, as the public pages show live data too: only collection names travel, and
  // a visitor hears only those of the public pages.
  app.get(EVENTS_PATH, (c) =>
    live.stream(c, {
      address: clientIp(c),
      hears: c.get('caller').role === 'visitor' ? PUBLIC_COLLECTIONS : 'everything',
    }),
  );

  app.all('/api/*', (c) => failure(c, 404, { kind: 'not-found', entity: 'route', id: c.req.path }));

  // ----- the SPA -----
  if (staticDir) {
    // dist/index.html is the prerendered home page; every other client route starts from the
    // empty app shell (a static build of the browser-only mode has no separate shell).
    const appShell = [
      path.join(staticDir, 'app-shell.html'),
      path.join(staticDir, 'index.html'),
    ].find((file) => existsSync(file))!;
    app.use('/*', serveStatic({ root: path.relative(process.cwd(), staticDir) || '.' }));
    // Client-side routes: every other GET is the app's page (a prerendered page first, if any).
    app.get('*', (c) => {
      const prerendered = path.join(staticDir, c.req.path, 'index.html');
      const file =
        prerendered.startsWith(staticDir) && existsSync(prerendered) ? prerendered : appShell;
      return c.html(readFileSync(file, 'utf8'));
    });
  }

  return app;
}
