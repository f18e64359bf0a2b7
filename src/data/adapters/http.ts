// The Repository over fetch, for server mode. Paths, verbs and argument encoding come from the
// shared route table (./http-routes.ts); refusals come back as the same typed errors the local
// adapters throw (DataValidationError with its fields, NotFoundError, PaymentRejectedError), so
// screens cannot tell where the data lives. The signed-in user is an httpOnly cookie the browser
// sends by itself; this adapter keeps only the display copy of the user (sessionStorage `user`).
// Changes made through any server reach `subscribe` over GET /api/events (server-sent events).
import {
  DataValidationError,
  NotFoundError,
  PaymentRejectedError,
  TooManyTriesError,
} from '../errors';
import type { ChangeListener, CollectionKey, Repository, StoredFile } from '../repository';
import type { PaymentRejection } from '../rules/payments';
import type { SessionSlot } from './collection-store';
import { createListenerSet } from './collection-store';
import { COLLECTION_KEYS, deepFreeze } from './collections';
import {
  CHANGES_EVENT,
  EVENTS_PATH,
  HTTP_METHOD_NAMES,
  HTTP_ROUTES,
  RESET_EVENT,
  changedKeysSchema,
  requestPath,
} from './http-routes';
import type { HttpErrorBody, HttpMethodName } from './http-routes';
import { STREAM_ID_HEADER, streamIdOf } from './http-stream-id';
import { REPOSITORY_METHODS } from './repository-methods';
import type { RepositoryMethod } from './repository-methods';
import { sessionMethods } from './session-methods';

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

export type HttpRepositoryOptions = {
  /** Where the API lives; '' for the page's own origin. */
  baseUrl?: string;
  /** fetch, or a stand-in (tests add a cookie jar). */
  fetch?: typeof fetch;
  /** The display copy of the signed-in user (sessionStorage in the browser). */
  session?: SessionSlot;
  logger?: Pick<Console, 'error'>;
  /**
   * Hears changes made on other devices (GET /api/events) while someone subscribes: the
   * browser's EventSource, or a stand-in in tests; none (Node) hears only this adapter's writes.
   */
  EventSource?: typeof EventSource | undefined;
};

/** The typed error a refusal stands for. */
export function errorFromResponse(status: number, body: unknown): Error {
  const error = (body as { error?: HttpErrorBody } | null)?.error;
  if (error?.kind === 'validation') return new DataValidationError(error.entity, error.issues);
  if (error?.kind === 'not-found') return new NotFoundError(error.entity, error.id);
  if (error?.kind === 'payment-rejected') {
    return new PaymentRejectedError(error.reason as PaymentRejection, error.message);
  }
  if (error?.kind === 'rate-limited') return new TooManyTriesError(error.message);
  if (error && 'message' in error) return new HttpError(status, error.kind, error.message);
  return new HttpError(status, 'server', `The server answered ${status}. Please try again.`);
}

function memorySlot(): SessionSlot {
  let value: unknown = null;
  return {
    read: () => value,
    write: (user) => {
      value = user;
    },
    clear: () => {
      value = null;
    },
  };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The file name in a Content-Disposition header (the UTF-8 form first). */
function fileNameOf(disposition: string | null): string {
  if (!disposition) return 'file.pdf';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? 'file.pdf';
}

export function createHttpRepository({
  baseUrl = '',
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  session = memorySlot(),
  logger = console,
  EventSource: EventSourceImpl = globalThis.EventSource,
}: HttpRepositoryOptions = {}): Repository {
  const listeners = createListenerSet(logger);
  const changes = createChangeStream({
    url: baseUrl + EVENTS_PATH,
    EventSourceImpl,
    listeners,
  });

  async function send(name: HttpMethodName, args: unknown[]): Promise<unknown> {
    const route = HTTP_ROUTES[name];
    const parts = (route.request as (...values: unknown[]) => ReturnType<typeof route.request>)(
      ...args,
    );
    const url = baseUrl + requestPath(route.path, parts);
    const init: RequestInit = { method: route.verb, credentials: 'same-origin', headers: {} };
    const streamId = changes.streamId();
    if (route.changes.length > 0 && streamId !== undefined) {
      (init.headers as Record<string, string>)[STREAM_ID_HEADER] = streamId;
    }
    if (route.transport === 'upload') {
      const { material, file } = parts.body as { material: unknown; file: File | StoredFile };
      const form = new FormData();
      form.set('material', JSON.stringify(material));
      const blob = file instanceof Blob ? file : file.bytes;
      const name = file instanceof File ? file.name : (file as StoredFile).name;
      const type = file instanceof Blob ? file.type : (file as StoredFile).type;
      form.set('file', new File([blob], name, { type }));
      // A file without a type travels as application/octet-stream; say what it really was.
      form.set('fileType', type);
      init.body = form;
    } else if (name === 'importBackup') {
      const backup = parts.body as {
        exportedAt: string;
        collections: unknown;
        files: Record<string, StoredFile>;
      };
      const files: Record<string, { name: string; type: string; base64: string }> = {};
      for (const [id, file] of Object.entries(backup.files)) {
        files[id] = {
          name: file.name,
          type: file.type,
          base64: toBase64(new Uint8Array(await file.bytes.arrayBuffer())),
        };
      }
      init.body = JSON.stringify({ ...backup, files });
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    } else if (parts.body !== undefined) {
      init.body = JSON.stringify(parts.body);
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }

    const response = await fetchImpl(url, init);
    if (route.transport === 'download' && response.ok) {
      const bytes = await response.blob();
      const file: StoredFile = {
        name: fileNameOf(response.headers.get('Content-Disposition')),
        type: 'application/pdf',
        bytes: new Blob([bytes], { type: 'application/pdf' }),
      };
      return file;
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      // A file that is not there reads as "none", as in the local adapters.
      if (response.status === 404 && name === 'getMaterialFile') return undefined;
      if (response.status === 401) session.clear();
      throw errorFromResponse(response.status, body);
    }
    const value = (body as { data?: unknown } | null)?.data;
    if (route.changes.length > 0) listeners.notify(route.changes as CollectionKey[]);
    if (name === 'exportBackup' && value) {
      const backup = value as {
        exportedAt: string;
        collections: unknown;
        files: Record<string, { name: string; type: string; base64: string }>;
      };
      const files: Record<string, StoredFile> = {};
      for (const [id, file] of Object.entries(backup.files)) {
        files[id] = {
          name: file.name,
          type: file.type,
          bytes: new Blob([fromBase64(file.base64)], { type: file.type }),
        };
      }
      return { ...backup, files };
    }
    return value === null || value === undefined ? undefined : deepFreeze(value);
  }

  const forwarded = Object.fromEntries(
    HTTP_METHOD_NAMES.map((name) => [name, (...args: unknown[]) => send(name, args)]),
  );

  const repository = {
    ...forwarded,
    ...sessionMethods(session),
    subscribe: (listener: ChangeListener) => {
      const remove = listeners.add(listener);
      changes.start();
      return () => {
        remove();
        if (listeners.size === 0) changes.stop();
      };
    },
    recoveredKeys: () => [],
  } as unknown as Repository;

  // The compiler checks that the table covers every method; one added to the interface since
  // the table was last built says so clearly instead of "not a function".
  for (const method of REPOSITORY_METHODS as RepositoryMethod[]) {
    if (typeof (repository as unknown as Record<string, unknown>)[method] !== 'function') {
      (repository as unknown as Record<string, unknown>)[method] = () =>
        Promise.reject(new Error(`${method} is not available in server mode yet.`));
    }
  }
  return repository;
}

/** After the last listener leaves, the stream stays this long for the next screen's listeners. */
export const STREAM_IDLE_MS = 1000;
/**
 * After a refused stream (a proxy's error page while a server restarts, or a server holding as
 * many streams as it can), the next try; each further refusal in a row doubles the wait, up to
 * STREAM_RETRY_MAX_MS, so refused pages do not keep knocking on a full server.
 */
export const STREAM_RETRY_MS = 5000;
export const STREAM_RETRY_MAX_MS = 60_000;

/**
 * One EventSource on GET /api/events while anybody listens. The server's first `reset` on a
 * stream says it is live; the screens have just read, so it changes nothing. Any later `reset`
 * (a reconnect: changes may have been missed meanwhile) tells every listener that everything
 * changed, so each screen reloads what it shows. A `reset` names its stream (the event's id);
 * this page's writes send the name, and the server leaves their echo out of this stream.
 */
function createChangeStream({
  url,
  EventSourceImpl,
  listeners,
}: {
  url: string;
  EventSourceImpl: typeof EventSource | undefined;
  listeners: ReturnType<typeof createListenerSet>;
}) {
  let source: EventSource | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let refusalsInARow = 0;
  /** The open stream's name, from its latest `reset`. */
  let streamId: string | undefined;

  function open(missedSome: boolean) {
    if (!EventSourceImpl) return;
    const opened = new EventSourceImpl(url);
    let reloadOnReset = missedSome;
    opened.addEventListener(RESET_EVENT, (event) => {
      refusalsInARow = 0;
      if (source === opened) streamId = streamIdOf((event as MessageEvent<string>).lastEventId);
      if (reloadOnReset) listeners.notify(COLLECTION_KEYS);
      reloadOnReset = true;
    });
    opened.addEventListener(CHANGES_EVENT, (event) => {
      let data: unknown;
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      const keys = changedKeysSchema.safeParse(data);
      if (keys.success) listeners.notify(keys.data);
    });
    opened.addEventListener('error', () => {
      // EventSource reconnects by itself, except after an answer that is not an event stream.
      if (source === opened) streamId = undefined;
      if (opened.readyState !== opened.CLOSED || source !== opened) return;
      source = undefined;
      const wait = Math.min(STREAM_RETRY_MS * 2 ** refusalsInARow, STREAM_RETRY_MAX_MS);
      refusalsInARow += 1;
      retry = setTimeout(() => {
        retry = undefined;
        if (listeners.size > 0) open(true);
      }, wait);
    });
    source = opened;
  }

  return {
    /** The stream this page hears, once the server has named it. */
    streamId: () => streamId,
    start() {
      if (idle !== undefined) clearTimeout(idle);
      idle = undefined;
      if (source === undefined && retry === undefined) open(false);
    },
    stop() {
      if (idle !== undefined) clearTimeout(idle);
      idle = setTimeout(() => {
        idle = undefined;
        source?.close();
        source = undefined;
        streamId = undefined;
        if (retry !== undefined) clearTimeout(retry);
        retry = undefined;
      }, STREAM_IDLE_MS);
    },
  };
}
