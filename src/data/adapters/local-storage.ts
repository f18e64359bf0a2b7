// The browser's Repository: records in localStorage, material files in IndexedDB, the session in
// sessionStorage, and the demo's simulated network delay.
import type { Repository } from '../repository';
import { createSeedData } from '../seed';
import { createMemoryFileStore } from './file-store';
import type { FileStore } from './file-store';
import { createIndexedDbFileStore } from './indexeddb-file-store';
import { sleep } from './latency';
import { createRepositoryCore } from './repository-core';
import { withBefore } from './repository-methods';
import type { RepositoryMethod } from './repository-methods';
import { createStorageSessionSlot } from './storage/session-slot';
import { browserStorage } from './storage/storage-errors';
import { createStorageCollectionStore } from './storage/storage-collection-store';

export type LocalStorageRepositoryOptions = {
  storage?: Storage;
  sessionStorage?: Storage;
  /** Where material files go; IndexedDB when the browser has it. */
  fileStore?: FileStore;
  /** Milliseconds an add (write) or a roll-number lookup waits; the demo's delays by default. */
  latency?: { write: number; lookup: number };
  now?: () => Date;
  logger?: Pick<Console, 'error' | 'warn'>;
};

/** The demo's delays: adds wait about 300 ms, results and admit-card lookups about 0.5 s. */
export const DEMO_LATENCY = { write: 300, lookup: 500 } as const;

export function createLocalStorageRepository(
  options: LocalStorageRepositoryOptions = {},
): Repository {
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? console;
  const files =
    options.fileStore ??
    (globalThis.indexedDB ? createIndexedDbFileStore() : createMemoryFileStore());

  const store = createStorageCollectionStore({
    storage: options.storage ?? browserStorage('localStorage'),
    now,
    logger,
    // A brand-new browser gets the sample data; its PDFs go to the file store before the records
    // that point at them.
    async firstRun() {
      const seed = createSeedData(now());
      await Promise.all(
        Object.entries(seed.materialFiles).map(([id, file]) => files.put(id, file)),
      ).catch((error: unknown) => logger.error('Could not store the sample PDF files.', error));
      return seed;
    },
  });

  const core = createRepositoryCore({
    store,
    files,
    session: createStorageSessionSlot(options.sessionStorage ?? browserStorage('sessionStorage')),
    now,
    logger,
  });

  const { write, lookup } = options.latency ?? DEMO_LATENCY;
  const delays: Partial<Record<RepositoryMethod, number>> = {
    addCandidate: write,
    addCandidates: write,
    addStudent: write,
    admitCandidate: write,
    lookupResult: lookup,
    lookupAdmitCard: lookup,
  };
  return withBefore(core, (method) => {
    const delay = delays[method] ?? 0;
    return delay > 0 ? sleep(delay) : undefined;
  });
}
