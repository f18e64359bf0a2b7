// Where material files' bytes live, apart from the records: localStorage holds a few megabytes of
// text at most, so PDFs go to IndexedDB in the browser (indexeddb-file-store.ts) or to memory.
import type { StoredFile } from '../repository';

export interface FileStore {
  /** Stores (or replaces) the file kept under `id`. */
  put(id: string, file: StoredFile): Promise<void>;
  get(id: string): Promise<StoredFile | undefined>;
  /** Removes the file; removing one that is not there is not an error. */
  delete(id: string): Promise<void>;
}

export function createMemoryFileStore(initial: Record<string, StoredFile> = {}): FileStore {
  const files = new Map(Object.entries(initial));
  return {
    put: async (id, file) => {
      files.set(id, file);
    },
    get: async (id) => files.get(id),
    delete: async (id) => {
      files.delete(id);
    },
  };
}
