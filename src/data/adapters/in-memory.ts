// The Repository over plain memory, for stories and tests: the same core and rules as the
// localStorage adapter, plus knobs to show a screen loading forever or failing.
import type { Repository } from '../repository';
import { sessionUserSchema } from '../schemas';
import type { SessionUser } from '../schemas';
import { openingEntries } from '../rules';
import { createSeedData } from '../seed';
import type { SeedData } from '../seed';
import type { SessionSlot } from './collection-store';
import { COLLECTION_KEYS, collectionSchemas } from '../core/collections';
import type { Collections } from '../core/collections';
import { createMemoryFileStore } from './file-store';
import { never, sleep } from './latency';
import { createMemoryCollectionStore } from './memory-collection-store';
import { createRepositoryCore } from './repository-core';
import { withBefore } from './repository-methods';
import type { RepositoryMethod } from './repository-methods';
import { validated, validatedStored } from '../core/validate';

export type InMemoryRepositoryOptions = {
  /** 'sample' (the default) is the seed of a fresh browser; 'empty' has no records at all;
   * a partial seed holds just what it names (other collections empty, settings the defaults). */
  seed?: Partial<SeedData> | 'sample' | 'empty';
  /** Who is signed in at the start; nobody by default. */
  session?: SessionUser | null;
  /** Milliseconds every call waits (0 by default), or 'never' to keep every call pending. */
  latency?: number | 'never';
  /** Makes the named methods reject with the given error (an "error" story). */
  failWith?: Partial<Record<RepositoryMethod, Error>>;
  now?: () => Date;
};

export function createInMemoryRepository(options: InMemoryRepositoryOptions = {}): Repository {
  const now = options.now ?? (() => new Date());
  const seed =
    options.seed === 'empty'
      ? {}
      : options.seed === undefined || options.seed === 'sample'
        ? createSeedData(now())
        : options.seed;
  let sessionValue: unknown =
    options.session == null ? null : validated(sessionUserSchema, options.session, 'session');
  const session: SessionSlot = {
    read: () => sessionValue,
    write: (user) => {
      sessionValue = user;
    },
    clear: () => {
      sessionValue = null;
    },
  };

  const core = createRepositoryCore({
    store: createMemoryCollectionStore(validatedSeed(seed, now())),
    files: createMemoryFileStore(seed.materialFiles),
    session,
    now,
    logger: console,
  });

  const { latency = 0, failWith = {} } = options;
  if (latency === 0 && Object.keys(failWith).length === 0) return core;
  return withBefore(core, async (method) => {
    if (latency === 'never') return never();
    if (latency > 0) await sleep(latency);
    const failure = failWith[method];
    if (failure) throw failure;
  });
}

/**
 * A story's hand-written seed passes the same schemas as stored data, so it cannot be impossible.
 * Students with paid installments and no ledger get opening-balance entries, as stored data from
 * before the ledger does, so their totals agree with the ledger.
 */
function validatedSeed(seed: Partial<SeedData>, now: Date): Partial<Collections> {
  const collections: Partial<Record<keyof Collections, unknown>> = {};
  for (const key of COLLECTION_KEYS) {
    if (seed[key] !== undefined) {
      collections[key] = validatedStored(collectionSchemas[key], seed[key], `seed's ${key}`);
    }
  }
  const valid = collections as Partial<Collections>;
  const payments = valid.payments ?? [];
  return {
    ...valid,
    payments: [...payments, ...openingEntries(valid.students ?? [], payments, now)],
  };
}
