// Where the answers waiting to be sent are kept: IndexedDB (they outlive a closed tab or a power
// cut), one object store keyed by [attemptId, seq]; in memory when this browser has no IndexedDB
// (private windows of some browsers), which the status line then says.
import type { ResponseSave } from '@/data/online-tests';

export type QueueStore = {
  /** 'memory': the answers waiting are lost with the tab. */
  kind: 'indexeddb' | 'memory';
  add(attemptId: string, save: ResponseSave): Promise<void>;
  list(attemptId: string): Promise<ResponseSave[]>;
  /** Removes every save of the attempt with a sequence up to `seq`. */
  removeUpTo(attemptId: string, seq: number): Promise<void>;
};

type QueuedRow = ResponseSave & { attemptId: string };

const DATABASE = 'sankalp-exam-hall';
const STORE = 'saves';

export function memoryQueueStore(): QueueStore {
  const rows: QueuedRow[] = [];
  return {
    kind: 'memory',
    add: async (attemptId, save) => {
      rows.push({ ...save, attemptId });
    },
    list: async (attemptId) =>
      rows
        .filter((row) => row.attemptId === attemptId)
        .sort((a, b) => a.seq - b.seq)
        .map(({ attemptId: _, ...save }) => save),
    removeUpTo: async (attemptId, seq) => {
      const kept = rows.filter((row) => row.attemptId !== attemptId || row.seq > seq);
      rows.splice(0, rows.length, ...kept);
    },
  };
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const committed = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });

const attemptRange = (attemptId: string, upTo = Number.MAX_SAFE_INTEGER) =>
  IDBKeyRange.bound([attemptId, 0], [attemptId, upTo]);

function indexedDbQueueStore(database: IDBDatabase): QueueStore {
  const store = (mode: IDBTransactionMode) => {
    const transaction = database.transaction(STORE, mode);
    return { transaction, saves: transaction.objectStore(STORE) };
  };
  return {
    kind: 'indexeddb',
    add: async (attemptId, save) => {
      const { transaction, saves } = store('readwrite');
      saves.put({ ...save, attemptId } satisfies QueuedRow);
      await committed(transaction);
    },
    list: async (attemptId) => {
      const rows = (await done(
        store('readonly').saves.getAll(attemptRange(attemptId)),
      )) as QueuedRow[];
      return rows.map(({ attemptId: _, ...save }) => save);
    },
    removeUpTo: async (attemptId, seq) => {
      const { transaction, saves } = store('readwrite');
      saves.delete(attemptRange(attemptId, seq));
      await committed(transaction);
    },
  };
}

/** The device's queue: IndexedDB when it opens, memory otherwise. */
export async function openQueueStore(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<QueueStore> {
  if (!factory) return memoryQueueStore();
  try {
    const request = factory.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: ['attemptId', 'seq'] });
    };
    return indexedDbQueueStore(await done(request));
  } catch {
    return memoryQueueStore();
  }
}
