// Collections held in this JavaScript realm only: the in-memory adapter's "where the bytes live".
import type { CollectionKey } from '../repository';
import type { CollectionStore } from './collection-store';
import { createListenerSet } from './collection-store';
import { COLLECTION_KEYS, deepFreeze, emptyCollection } from '../core/collections';
import type { Collections } from '../core/collections';

/** `initial` must already be valid (the in-memory adapter parses it with the schemas). */
export function createMemoryCollectionStore(
  initial: Partial<Collections>,
  logger: Pick<Console, 'error'> = console,
): CollectionStore {
  const data = Object.fromEntries(
    COLLECTION_KEYS.map((key) => [key, deepFreeze(initial[key] ?? emptyCollection(key))]),
  ) as Collections;
  const listeners = createListenerSet(logger);

  return {
    read: async (key) => data[key],
    async update(keys, change) {
      const current = Object.fromEntries(keys.map((key) => [key, data[key]])) as Pick<
        Collections,
        (typeof keys)[number]
      >;
      const { write = {}, result } = change(current);
      Object.assign(data, deepFreeze({ ...write }));
      listeners.notify(Object.keys(write) as CollectionKey[]);
      return result;
    },
    subscribe: listeners.add,
    recoveredKeys: () => [],
  };
}
