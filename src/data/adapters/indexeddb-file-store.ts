// Material files in IndexedDB (database "sankalp-files", object store "files", keyed by material id).
// The bytes are kept as an ArrayBuffer, not a Blob: every engine can structured-clone a buffer,
// while Blob support in IndexedDB has differed between browsers (and test environments).
import { StorageWriteError } from '../errors';
import type { StoredFile } from '../repository';
import type { FileStore } from './file-store';

export const FILE_DATABASE_NAME = 'sankalp-files';
export const FILE_OBJECT_STORE = 'files';
const DATABASE_VERSION = 1;

type FileRecord = { name: string; type: string; buffer: ArrayBuffer };

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function completed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () =>
      reject(transaction.error ?? new DOMException('Aborted', 'AbortError'));
    transaction.onerror = () => reject(transaction.error);
  });
}

/** A refused write (full disk, private mode) becomes the same typed error as a localStorage one. */
function asWriteError(error: unknown): unknown {
  if (!(error instanceof DOMException)) return error;
  const reason = error.name === 'QuotaExceededError' ? 'quota' : 'unavailable';
  return new StorageWriteError(reason, { cause: error });
}

export function createIndexedDbFileStore(
  factory: IDBFactory = globalThis.indexedDB,
  databaseName = FILE_DATABASE_NAME,
): FileStore {
  let opening: Promise<IDBDatabase> | undefined;

  function database(): Promise<IDBDatabase> {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(databaseName, DATABASE_VERSION);
      request.onupgradeneeded = () => request.result.createObjectStore(FILE_OBJECT_STORE);
      request.onsuccess = () => {
        const opened = request.result;
        // Let another tab upgrade the database later instead of being blocked by this one.
        opened.onversionchange = () => {
          opened.close();
          opening = undefined;
        };
        resolve(opened);
      };
      // "blocked" needs no handler: the open waits until older connections close, then succeeds.
      request.onerror = () => reject(request.error);
    }).catch((error: unknown) => {
      opening = undefined; // try again on the next call
      throw error;
    });
    return opening;
  }

  return {
    async put(id, file) {
      // Read the bytes before the transaction: awaiting anything else would let it auto-commit.
      const record: FileRecord = {
        name: file.name,
        type: file.type,
        buffer: await file.bytes.arrayBuffer(),
      };
      try {
        const transaction = (await database()).transaction(FILE_OBJECT_STORE, 'readwrite');
        transaction.objectStore(FILE_OBJECT_STORE).put(record, id);
        await completed(transaction);
      } catch (error) {
        throw asWriteError(error);
      }
    },
    async get(id) {
      const transaction = (await database()).transaction(FILE_OBJECT_STORE, 'readonly');
      const record = (await promised(transaction.objectStore(FILE_OBJECT_STORE).get(id))) as
        FileRecord | undefined;
      if (!record) return undefined;
      const file: StoredFile = {
        name: record.name,
        type: record.type,
        bytes: new Blob([record.buffer], { type: record.type }),
      };
      return file;
    },
    async delete(id) {
      try {
        const transaction = (await database()).transaction(FILE_OBJECT_STORE, 'readwrite');
        transaction.objectStore(FILE_OBJECT_STORE).delete(id);
        await completed(transaction);
      } catch (error) {
        throw asWriteError(error);
      }
    },
  };
}
