// The Repository over fetch, for server mode. Paths, verbs and argument encoding come from the
// operations' definitions (../definitions); refusals come back as the same typed errors the local
// adapters throw (DataValidationError with its fields, NotFoundError, PaymentRejectedError), so
// screens cannot tell where the data lives. The signed-in user is an httpOnly cookie the browser
// sends by itself; this adapter keeps only the display copy of the user (sessionStorage `user`).
// Changes made through any server reach `subscribe` over GET /api/events (server-sent events).
// With `offline`, a signed-in student's or parent's reads are kept on the device, and answered
// from there (read-only, flagged) when the network is gone; signing out forgets them.
import {
  DataValidationError,
  ExamRefusedError,
  NotFoundError,
  PaymentRejectedError,
  TooManyTriesError,
} from '../errors';
import type { ExamRefusal } from '../errors';
import type { ChangeListener, Repository, StoredFile } from '../repository';
import type { PaymentRejection } from '../rules/payments';
import type { SessionSlot } from './collection-store';
import { createListenerSet } from './collection-store';
import { COLLECTION_KEYS, deepFreeze } from '../core/collections';
import { isObject } from '../core/validate';
import { requestPath } from '../core/operation';
import type { Operation } from '../core/operation';
import { CHANGES_EVENT, EVENTS_PATH, RESET_EVENT, changedKeysSchema } from '../core/wire';
import type { HttpErrorBody } from '../core/wire';
import { OPERATIONS, operationsOf } from '../definitions';
import type { OperationName, OperationTypes } from '../definitions';
import { STREAM_ID_HEADER, streamIdOf } from './http-stream-id';
import { sessionMethods } from './session-methods';
import { HttpError } from '../http-error';
import type { OfflineStatusStore } from '../offline-status';
import { keepsReadsOf } from './offline-copy';
import type { OfflineCopy } from './offline-copy';

export { HttpError };

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
  /** The signed-in student's or parent's last reads, and the status that says they are shown. */
  offline?: { copy: OfflineCopy; status: OfflineStatusStore };
};

/** A read with no answer from the network and none kept on this device. */
export const OFFLINE_NOT_KEPT_MESSAGE =
  'You are offline, and this has not been opened on this device before. Please try again when you are back online.';

/** The typed error a refusal stands for. */
export function errorFromResponse(status: number, body: unknown): Error {
  const error = (body as { error?: HttpErrorBody } | null)?.error;
  if (error?.kind === 'validation') return new DataValidationError(error.entity, error.issues);
  if (error?.kind === 'not-found') return new NotFoundError(error.entity, error.id);
  if (error?.kind === 'payment-rejected') {
    return new PaymentRejectedError(error.reason as PaymentRejection, error.message);
  }
  if (error?.kind === 'exam-refused') {
    return new ExamRefusedError(error.reason as ExamRefusal, error.message);
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

/** What an `upload` operation's encode gives: a record and its file. */
function isUpload(body: unknown): body is { material: unknown; file: File | StoredFile } {
  return isObject(body) && isObject(body.file) && 'material' in body;
}

/** What a `backup` operation carries: files by id (Blobs in the browser, base64 on the wire). */
function isBackup<File>(value: unknown): value is { files: Record<string, File> } {
  return isObject(value) && isObject(value.files);
}

/** A material and its PDF as a form (the file's own type said again: a file without one travels
 *  as application/octet-stream). */
async function uploadForm(body: unknown): Promise<FormData> {
  if (!isUpload(body)) throw new TypeError('An upload needs a record and its file.');
  const { material, file } = body;
  const blob = file instanceof Blob ? file : file.bytes;
  const type = file instanceof Blob ? file.type : file.type;
  const form = new FormData();
  form.set('material', JSON.stringify(material));
  form.set('file', new File([blob], file.name, { type }));
  form.set('fileType', type);
  return form;
}

type WireFile = { name: string; type: string; base64: string };

async function backupToWire(backup: unknown): Promise<unknown> {
  if (!isBackup<StoredFile>(backup)) return backup;
  const files: Record<string, WireFile> = {};
  for (const [id, file] of Object.entries(backup.files)) {
    const bytes = new Uint8Array(await file.bytes.arrayBuffer());
    files[id] = { name: file.name, type: file.type, base64: toBase64(bytes) };
  }
  return { ...backup, files };
}

function backupFromWire(backup: unknown): unknown {
  if (!isBackup<WireFile>(backup)) return backup;
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

/**
 * The server's JSON answer as the operation's result type: the server wrote it from the same
 * definitions, so this is the one place the client takes a body on trust.
 */
function answerOf<Result>(value: unknown): Result {
  return value as Result;
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
  offline,
}: HttpRepositoryOptions = {}): Repository {
  // Whatever forgets the signed-in user (sign-out, a 401) forgets their offline copy too.
  const userSlot: SessionSlot = {
    read: () => session.read(),
    write: (user) => session.write(user),
    clear: () => {
      session.clear();
      offline?.copy.clear();
      offline?.status.online();
    },
  };
  const listeners = createListenerSet(logger);
  const changeStream = createChangeStream({
    url: baseUrl + EVENTS_PATH,
    EventSourceImpl,
    listeners,
  });

  /** A call's body as the request sends it, by the operation's transport. */
  async function requestBody(
    transport: Operation<never, unknown>['transport'],
    body: unknown,
  ): Promise<Pick<RequestInit, 'body' | 'headers'>> {
    if (body === undefined) return {};
    if (transport === 'upload') return { body: await uploadForm(body) };
    const json = transport === 'backup' ? await backupToWire(body) : body;
    return { body: JSON.stringify(json), headers: { 'Content-Type': 'application/json' } };
  }

  async function send<N extends OperationName>(
    name: N,
    args: OperationTypes[N]['args'],
  ): Promise<OperationTypes[N]['result']> {
    const {
      encode,
      path,
      verb,
      transport,
      changes,
    }: Operation<
      OperationTypes[N]['args'],
      OperationTypes[N]['result'],
      OperationTypes[N]['received'],
      OperationTypes[N]['answered']
    > = OPERATIONS[name];
    const parts = encode(...args);
    const { body: requestContent, headers = {} } = await requestBody(transport, parts.body);
    // A write names this page's change stream, so the server leaves its echo out of it.
    const streamId = changes.length > 0 ? changeStream.streamId() : undefined;
    const init: RequestInit = {
      method: verb,
      credentials: 'same-origin',
      headers: streamId === undefined ? headers : { ...headers, [STREAM_ID_HEADER]: streamId },
      ...(requestContent === undefined ? {} : { body: requestContent }),
    };
    const readPath = requestPath(path, parts);
    const keepsCopy =
      offline && verb === 'GET' && transport !== 'download' && transport !== 'backup';
    let response: Response;
    try {
      response = await fetchImpl(baseUrl + readPath, init);
    } catch (error) {
      // No answer at all: the network is gone (or the server is unreachable).
      if (keepsCopy) return answerOf(keptAnswer(readPath, error));
      throw error;
    }
    if (transport === 'download') return answerOf(await downloaded(response));
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw refusal(response, body);
    const value = (body as { data?: unknown } | null)?.data;
    if (keepsCopy) {
      offline.copy.keep(userSlot.read(), readPath, value);
      offline.status.online();
    }
    if (changes.length > 0) listeners.notify(changes);
    if (value === null || value === undefined) return answerOf(undefined);
    return answerOf(transport === 'backup' ? backupFromWire(value) : deepFreeze(value));
  }

  /**
   * A signed-in student's or parent's read while offline: their last answer, and the app told
   * it is showing kept data. Anyone else's read fails as it always has.
   */
  function keptAnswer(readPath: string, networkError: unknown): unknown {
    const user = userSlot.read();
    if (!offline || !keepsReadsOf(user)) throw networkError;
    const answer = offline.copy.find(user, readPath);
    offline.status.answeredOffline(answer?.savedAt);
    if (!answer) throw new HttpError(0, 'offline', OFFLINE_NOT_KEPT_MESSAGE);
    return answer.data === null ? undefined : deepFreeze(answer.data);
  }

  /** A refused answer as its typed error; a 401 also forgets the signed-in user's copy. */
  function refusal(response: Response, body: unknown): Error {
    if (response.status === 401) userSlot.clear();
    return errorFromResponse(response.status, body);
  }

  /** A file's answer: its bytes, or none when there is none (404), as in the local adapters. */
  async function downloaded(response: Response): Promise<StoredFile | undefined> {
    if (response.status === 404) return undefined;
    if (!response.ok) throw refusal(response, await response.json().catch(() => null));
    return {
      name: fileNameOf(response.headers.get('Content-Disposition')),
      type: 'application/pdf',
      bytes: new Blob([await response.blob()], { type: 'application/pdf' }),
    };
  }

  return {
    ...operationsOf(
      (name) =>
        (...args) =>
          send(name, args),
    ),
    ...sessionMethods(userSlot),
    subscribe: (listener: ChangeListener) => {
      const remove = listeners.add(listener);
      changeStream.start();
      return () => {
        remove();
        if (listeners.size === 0) changeStream.stop();
      };
    },
    recoveredKeys: () => [],
  };
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
