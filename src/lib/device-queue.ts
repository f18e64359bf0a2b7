// What waits on this device to be sent: IndexedDB (it outlives a closed tab or a power cut), one
// object store keyed by [stream, seq], in memory when this browser has no IndexedDB (private
// windows of some browsers), which a screen then says. One piece for every offline queue (the
// exam hall's answers, a class's attendance); each names its own database, store and stream key.
// Sending never relies on Background Sync (Safari lacks it): a screen sends when it can.

export type DeviceQueue<Item extends { seq: number }> = {
  /** 'memory': what waits is lost with the tab. */
  kind: 'indexeddb' | 'memory';
  add(stream: string, item: Item): Promise<void>;
  /** A stream's items, in sequence order. */
  list(stream: string): Promise<Item[]>;
  /** Every stream with an item waiting. */
  streams(): Promise<string[]>;
  /** Removes every item of the stream with a sequence up to `seq`. */
  removeUpTo(stream: string, seq: number): Promise<void>;
};

export type DeviceQueueName = {
  database: string;
  store: string;
  /** The field each row carries its stream in (e.g. attemptId), part of the store's key. */
  streamKey: string;
};

type Row<Item> = Item & Record<string, unknown>;

export function memoryDeviceQueue<Item extends { seq: number }>(
  streamKey = 'stream',
): DeviceQueue<Item> {
  const rows: Array<Row<Item>> = [];
  const strip = (row: Row<Item>): Item => {
    const { [streamKey]: _stream, ...item } = row;
    return item as unknown as Item;
  };
  return {
    kind: 'memory',
    add: async (stream, item) => {
      rows.push({ ...item, [streamKey]: stream });
    },
    list: async (stream) =>
      rows
        .filter((row) => row[streamKey] === stream)
        .sort((a, b) => a.seq - b.seq)
        .map(strip),
    streams: async () => [...new Set(rows.map((row) => String(row[streamKey])))],
    removeUpTo: async (stream, seq) => {
      const kept = rows.filter((row) => row[streamKey] !== stream || row.seq > seq);
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

const streamRange = (stream: string, upTo = Number.MAX_SAFE_INTEGER) =>
  IDBKeyRange.bound([stream, 0], [stream, upTo]);

function indexedDbQueue<Item extends { seq: number }>(
  database: IDBDatabase,
  { store: storeName, streamKey }: DeviceQueueName,
): DeviceQueue<Item> {
  const store = (mode: IDBTransactionMode) => {
    const transaction = database.transaction(storeName, mode);
    return { transaction, items: transaction.objectStore(storeName) };
  };
  const strip = (row: Row<Item>): Item => {
    const { [streamKey]: _stream, ...item } = row;
    return item as unknown as Item;
  };
  return {
    kind: 'indexeddb',
    add: async (stream, item) => {
      const { transaction, items } = store('readwrite');
      items.put({ ...item, [streamKey]: stream });
      await committed(transaction);
    },
    list: async (stream) => {
      const rows = (await done(store('readonly').items.getAll(streamRange(stream)))) as Array<
        Row<Item>
      >;
      return rows.map(strip);
    },
    streams: async () => {
      const keys = (await done(store('readonly').items.getAllKeys())) as Array<[string, number]>;
      return [...new Set(keys.map(([stream]) => stream))];
    },
    removeUpTo: async (stream, seq) => {
      const { transaction, items } = store('readwrite');
      items.delete(streamRange(stream, seq));
      await committed(transaction);
    },
  };
}

/** The device's queue: IndexedDB when it opens, memory otherwise. */
export async function openDeviceQueue<Item extends { seq: number }>(
  name: DeviceQueueName,
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<DeviceQueue<Item>> {
  if (!factory) return memoryDeviceQueue<Item>(name.streamKey);
  try {
    const request = factory.open(name.database, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(name.store, { keyPath: [name.streamKey, 'seq'] });
    };
    return indexedDbQueue<Item>(await done(request), name);
  } catch {
    return memoryDeviceQueue<Item>(name.streamKey);
  }
}
