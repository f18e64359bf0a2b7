// The small seam between the business operations (local/<aggregate>.ts) and where the bytes live.
// An adapter only has to read a collection and apply a change atomically; the rules are shared.
import type { ChangeListener, CollectionKey, RecoveredKey } from '../repository';
import type { Collections } from '../core/collections';

/** What a change computes from fresh values: the collections to write (maybe none) and its answer. */
export type CollectionChange<K extends CollectionKey, R> = {
  write?: Partial<Pick<Collections, K>>;
  result: R;
};

export interface CollectionStore {
  /** The current, validated value of a collection (the empty value when nothing is stored). */
  read<K extends CollectionKey>(key: K): Promise<Collections[K]>;
  /**
   * A read-modify-write: `change` gets the freshly stored values of `keys` (never a cached copy
   * that another tab may have replaced) and runs synchronously, so nothing can interleave between
   * its read and the write. Either every returned collection is written or none is; a throw from
   * `change` writes nothing. Listeners hear about each written collection afterwards.
   */
  update<K extends CollectionKey, R>(
    keys: readonly K[],
    change: (current: Pick<Collections, K>) => CollectionChange<K, R>,
  ): Promise<R>;
  subscribe(listener: ChangeListener): () => void;
  recoveredKeys(): RecoveredKey[];
}

/** The signed-in user's slot (sessionStorage `user`); the core validates what comes back. */
export interface SessionSlot {
  /** The stored value as parsed, null when there is none. */
  read(): unknown;
  write(user: unknown): void;
  clear(): void;
}

/** Listeners, each called in turn; one that throws is logged and does not stop the others. */
export function createListenerSet(logger: Pick<Console, 'error'>) {
  const listeners = new Set<ChangeListener>();
  return {
    add(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size() {
      return listeners.size;
    },
    notify(keys: Iterable<CollectionKey>) {
      for (const key of keys) {
        for (const listener of [...listeners]) {
          try {
            listener(key);
          } catch (error) {
            logger.error(error);
          }
        }
      }
    },
  };
}
