// Every repository operation as a route, from its definition (src/data/definitions): who may call
// it is checked before the body is read, then the per-address limit, the body limit, the one
// decode schema (the request into the call's arguments), the policy's scope, the implementation,
// what of the answer the caller may see, and the change announced to open pages.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import {
  FORBIDDEN_MESSAGE,
  MAX_BODY_BYTES,
  OPERATIONS,
  OPERATION_NAMES,
  SIGN_IN_MESSAGE,
  STREAM_ID_HEADER,
  bySpecificity,
  isObject,
  issuesOf,
  mayCall,
  policyCaller,
  streamIdOf,
} from '../../src/data/server';
import type { Permission } from '../../src/data/permissions';
import type {
  Callers,
  CollectionKey,
  FileBytes,
  Operation,
  OperationName,
  OperationTypes,
  ServerImplementations,
  Transport,
} from '../../src/data/server';
import { SERVER_OPERATIONS } from '../data/portal-data';
import type { DataContext, PortalData } from '../data/portal-data';
import { auditActor } from './audit-actor';
import { rateLimitKey, tooManyTriesMessage } from './rate-limit';
import type { RateLimiter } from './rate-limit';
import { failure, HttpRefusal, limitBody } from './responses';
import type { Env } from './responses';

export type OperationRoutesOptions = {
  data: PortalData;
  now: () => Date;
  rateLimiter: RateLimiter;
  clientIp: (c: Context) => string;
  announce: (keys: readonly CollectionKey[], from?: string) => Promise<unknown>;
};

/** Refuses a caller the route does not take, before its body is read. */
export function admitOnly(policy: {
  callers: Callers;
  permission?: Permission;
}): MiddlewareHandler<Env> {
  return async (c, next) => {
    const caller = c.get('caller');
    if (!mayCall(caller, policy)) {
      throw new HttpRefusal(
        caller.role === 'visitor' ? 401 : 403,
        caller.role === 'visitor' ? SIGN_IN_MESSAGE : FORBIDDEN_MESSAGE,
      );
    }
    return next();
  };
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
function contentDisposition(name: string) {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const toBase64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/** A backup's files from base64 on the wire to bytes; anything malformed is left for the
 *  operation's schema to refuse. */
function backupFilesFromWire(body: unknown): unknown {
  if (!isObject(body) || !isObject(body.files)) return body;
  const files = Object.fromEntries(
    Object.entries(body.files).map(([id, file]) => [
      id,
      isObject(file) && typeof file.base64 === 'string'
        ? {
            name: file.name,
            type: file.type,
            bytes: new Uint8Array(Buffer.from(file.base64, 'base64')),
          }
        : file,
    ]),
  );
  return { ...body, files };
}

/** The form of an upload: the record as JSON and its file. */
async function uploadFromForm(c: Context): Promise<unknown> {
  const form = await c.req.formData().catch(() => {
    throw new HTTPException(400, { message: 'The form could not be read.' });
  });
  const materialText = form.get('material');
  const file = form.get('file');
  let material: unknown = null;
  try {
    material = typeof materialText === 'string' ? JSON.parse(materialText) : null;
  } catch {
    material = null;
  }
  const fileType = form.get('fileType');
  return {
    material,
    file:
      file instanceof File
        ? {
            name: file.name,
            type: typeof fileType === 'string' ? fileType : file.type,
            bytes: new Uint8Array(await file.arrayBuffer()),
          }
        : undefined,
  };
}

/** The request's body as its transport sends it. */
async function readBody(c: Context, transport: Transport): Promise<unknown> {
  if (c.req.method === 'GET' || c.req.method === 'DELETE') return undefined;
  if (transport === 'upload') return uploadFromForm(c);
  const json: unknown = await c.req.json().catch(() => {
    throw new HTTPException(400, { message: 'Malformed JSON in request body' });
  });
  return transport === 'backup' ? backupFilesFromWire(json) : json;
}

/** A backup's files as base64 inside the JSON answer. */
function backupToWire(value: unknown): unknown {
  if (!isObject(value) || !isObject(value.files)) return value;
  const files = Object.fromEntries(
    Object.entries(value.files).map(([id, file]) => [
      id,
      isFileBytes(file) ? { name: file.name, type: file.type, base64: toBase64(file.bytes) } : file,
    ]),
  );
  return { ...value, files };
}

function isFileBytes(value: unknown): value is FileBytes {
  return isObject(value) && value.bytes instanceof Uint8Array && typeof value.name === 'string';
}

/** The answer as its transport sends it. */
function respond(c: Context, transport: Transport, result: unknown) {
  if (transport === 'download') {
    if (!isFileBytes(result)) {
      return failure(c, 404, { kind: 'not-found', entity: 'file', id: c.req.param('id') ?? '' });
    }
    return c.body(new Uint8Array(result.bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(result.name),
      'Content-Length': String(result.bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
    });
  }
  const value = transport === 'backup' ? backupToWire(result) : result;
  return c.json(value === undefined ? {} : { data: value });
}

/** The decode's issues with the request part they came from left off (`body.name` is `name`). */
const withoutPart = (issues: Array<{ path: string; message: string }>) =>
  issues.map(({ path, message }) => ({
    path: path.replace(/^(params|query|body)\.?/, ''),
    message,
  }));

export function registerOperations(app: Hono<Env>, options: OperationRoutesOptions) {
  const { data, now, rateLimiter, clientIp, announce } = options;
  const byShape = [...OPERATION_NAMES].sort((a, b) => bySpecificity(OPERATIONS[a], OPERATIONS[b]));
  for (const name of byShape) register(name);

  function register<N extends OperationName>(name: N) {
    const definition: Operation<
      OperationTypes[N]['args'],
      OperationTypes[N]['result'],
      OperationTypes[N]['received'],
      OperationTypes[N]['answered']
    > = OPERATIONS[name];
    const implementations: ServerImplementations<DataContext> = SERVER_OPERATIONS;
    const implement: (
      context: DataContext,
      ...args: OperationTypes[N]['received']
    ) => Promise<OperationTypes[N]['answered']> = implementations[name];
    const { policy, transport = 'json' } = definition;

    const middlewares: MiddlewareHandler<Env>[] = [admitOnly(policy)];
    const { rateLimit } = policy;
    if (rateLimit) {
      // Before the body is checked: a malformed request counts as a try too.
      middlewares.push(async (c, next) => {
        const caller = policyCaller(c.get('caller'), policy);
        const bucket = rateLimit(caller);
        if (bucket === null) return next();
        const outcome = rateLimiter.hit(bucket, rateLimitKey(bucket, caller, clientIp(c)));
        if (outcome.allowed) return next();
        c.header('Retry-After', String(outcome.retryAfterSeconds));
        return failure(c, 429, {
          kind: 'rate-limited',
          message: tooManyTriesMessage(outcome.retryAfterSeconds, bucket),
        });
      });
    }
    middlewares.push(limitBody(definition.maxBodyBytes ?? MAX_BODY_BYTES));

    const handle: MiddlewareHandler<Env> = async (c) => {
      const request = {
        params: c.req.param(),
        query: c.req.query(),
        body: await readBody(c, transport),
      };
      const decoded = definition.decode.safeParse(request);
      if (!decoded.success) {
        return failure(c, 400, {
          kind: 'validation',
          entity: name,
          issues: withoutPart(issuesOf(decoded.error)),
        });
      }
      // A parent on their child's page is that child to the policy; the audit names the parent.
      const caller = c.get('caller');
      const context = { caller: policyCaller(caller, policy), reads: data, now: now() };
      const args = policy.scope ? await policy.scope(decoded.data, context) : decoded.data;
      const answered = await implement(data.as(auditActor(caller)).context, ...args);
      const visible = policy.visible ? await policy.visible(answered, context) : answered;
      // Not back to the writing page's own stream: it refreshes from this answer.
      await announce(definition.changes, streamIdOf(c.req.header(STREAM_ID_HEADER)));
      return respond(c, transport, visible);
    };
    app.on(definition.verb, [definition.path], ...middlewares, handle);
  }
}
