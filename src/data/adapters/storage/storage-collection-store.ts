// The collections in Web Storage (localStorage), one key per collection holding plain JSON of
// its records, readable in devtools and by any tool. Three promises: every read is validated;
// nothing stored is ever lost (unreadable data is copied aside before anything replaces it); and
// a write is all-or-nothing and never based on a stale copy.
import type { CollectionKey, RecoveredKey } from '../../repository';
import { todayIso } from '../../rules';
import type { CollectionStore } from '../collection-store';
import { createListenerSet } from '../collection-store';
import {
  COLLECTION_KEYS,
  collectionSchemas,
  deepFreeze,
  emptyCollection,
} from '../../core/collections';
import type { Collections } from '../../core/collections';
import { parseStored } from '../../schemas';
import { issuesOf } from '../../core/validate';
import { ColumnTableFormatError, parseStoredText } from '../../core/legacy-column-tables';
import { CURRENT_SCHEMA_VERSION, SCHEMA_VERSION_KEY, migrate } from '../../core/migrations';
import type { StoredJson } from '../../core/migrations';
import { writeFailure } from './storage-errors';
import { createWriteLock } from './write-lock';
import type { WithLock } from './write-lock';

export type StorageCollectionStoreOptions = {
  storage: Storage;
  now: () => Date;
  logger: Pick<Console, 'error' | 'warn'>;
  /** The collections of a brand-new browser (nothing stored at all), e.g. the sample data. */
  firstRun: () => Promise<Collections>;
  /** Serialises writes across tabs; Web Locks by default. */
  withLock?: WithLock;
};

/** A validated, frozen value and the exact text it was read from. */
type Cached = { raw: string | null; value: unknown };

type Reading<K extends CollectionKey> =
  | { ok: true; value: Collections[K]; raw: string | null }
  | { ok: false; raw: string; reason: string };

const isCollectionKey = (key: string): key is CollectionKey =>
  (COLLECTION_KEYS as readonly string[]).includes(key);

function describeIssues(error: Parameters<typeof issuesOf>[0]): string {
  const issues = issuesOf(error);
  const shown = issues.slice(0, 3).map(({ path, message }) => `${path || '(root)'}: ${message}`);
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : '';
  const listed = `${shown.join('; ')}${more}`;
  // Zod's messages end with their own full stop; the sentence is not given a second one.
  return `The stored data does not match its schema: ${listed}${listed.endsWith('.') ? '' : '.'}`;
}

export function createStorageCollectionStore({
  storage,
  now,
  logger,
  firstRun,
  withLock = createWriteLock(storage),
}: StorageCollectionStoreOptions): CollectionStore {
  // Parsed, validated and frozen values by the exact text they came from. A read whose text is
  // unchanged skips parsing and validation; any other text (a write from another tab, an edit
  // in devtools) misses the cache and is parsed again, so the cache can never serve stale data.
  const cache = new Map<CollectionKey, Cached>();
  // Unreadable text that could not be backed up (storage full) stays in place, untouched, and
  // the defaults are served from memory until a backup succeeds.
  const heldInPlace = new Map<CollectionKey, string>();
  const recovered: RecoveredKey[] = [];
  const listeners = createListenerSet(logger);
  let refusalLogged = false;
  let preparing: Promise<void> | undefined;

  function readStored<K extends CollectionKey>(key: K): Reading<K> {
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch (error) {
      if (!refusalLogged) logger.error('Local storage cannot be read; showing defaults.', error);
      refusalLogged = true;
      return { ok: true, value: emptyCollection(key), raw: null };
    }
    const cached = cache.get(key);
    if (cached && cached.raw === raw) {
      return { ok: true, value: cached.value as Collections[K], raw };
    }
    if (raw === null) return { ok: true, value: emptyCollection(key), raw };

    let stored: unknown;
    try {
      // A tab still running an older version may have written column tables: they read too.
      stored = parseStoredText(raw);
    } catch (error) {
      const reason =
        error instanceof ColumnTableFormatError
          ? `The stored table is malformed: ${error.message}`
          : 'The stored text is not valid JSON.';
      return { ok: false, raw, reason };
    }
    const parsed = parseStored(collectionSchemas[key], stored);
    if (!parsed.success) return { ok: false, raw, reason: describeIssues(parsed.error) };
    const value = deepFreeze(parsed.data) as Collections[K];
    cache.set(key, { raw, value });
    return { ok: true, value, raw };
  }

  function freeBackupKey(key: CollectionKey): string {
    const base = `${key}.corrupt.${now().toISOString()}`;
    let backupKey = base;
    for (let copy = 2; storage.getItem(backupKey) !== null; copy += 1)
      backupKey = `${base}.${copy}`;
    return backupKey;
  }

  /**
   * Copies unreadable text to `<key>.corrupt.<time>` and only then clears the key, so the
   * defaults take its place without losing a byte. Returns the failure if no backup could be
   * written: then the key is left exactly as it was.
   */
  function setAside(key: CollectionKey, raw: string, reason: string): Error | undefined {
    let backupKey: string;
    try {
      backupKey = freeBackupKey(key);
      storage.setItem(backupKey, raw);
    } catch (error) {
      if (heldInPlace.get(key) !== raw) {
        heldInPlace.set(key, raw);
        recovered.push({
          key,
          backupKey: key,
          reason: `${reason} There was no room for a backup, so the text was left under "${key}".`,
        });
        logger.error(
          `Could not read "${key}" from local storage. ${reason} It could not be backed up either, so it was left in place and the defaults are shown.`,
          error,
        );
      }
      return writeFailure(error);
    }
    storage.removeItem(key);
    heldInPlace.delete(key);
    cache.delete(key);
    recovered.push({ key, backupKey, reason });
    logger.error(
      `Could not read "${key}" from local storage. ${reason} The stored text was copied to "${backupKey}" and the defaults are used.`,
    );
    return undefined;
  }

  /**
   * Writes every entry or none: if one write is refused, the keys already written are put back.
   * Put-backs restore sizes that fitted before, so they do not hit the quota themselves.
   */
  function commit(entries: ReadonlyArray<readonly [key: string, raw: string]>): void {
    const previous: Array<[string, string | null]> = [];
    try {
      for (const [key, raw] of entries) {
        if (entries.length > 1) previous.push([key, storage.getItem(key)]);
        storage.setItem(key, raw);
      }
    } catch (error) {
      for (const [key, raw] of previous.reverse()) {
        try {
          if (raw === null) storage.removeItem(key);
          else storage.setItem(key, raw);
        } catch (restoreError) {
          logger.error(`Could not restore "${key}" after a refused write.`, restoreError);
        }
      }
      throw writeFailure(error);
    }
  }

  function storedVersion(): number | undefined {
    const raw = storage.getItem(SCHEMA_VERSION_KEY);
    if (raw === null) return undefined;
    const version = Number(raw);
    // An unreadable version is treated as the oldest: migrations only add what is missing.
    return Number.isInteger(version) && version >= 0 ? version : 0;
  }

  /** Once per start-up, under the lock: seed a brand-new browser, or migrate older data. */
  async function prepareOnce(): Promise<void> {
    const version = storedVersion();
    const stored = COLLECTION_KEYS.filter((key) => storage.getItem(key) !== null);
    if (version === undefined && stored.length === 0) {
      const seed = await firstRun();
      commit([
        ...COLLECTION_KEYS.map((key) => [key, JSON.stringify(seed[key])] as const),
        [SCHEMA_VERSION_KEY, String(CURRENT_SCHEMA_VERSION)],
      ]);
      return;
    }
    const from = version ?? 0;
    if (from > CURRENT_SCHEMA_VERSION) {
      logger.warn(
        `The stored data is version ${from}, newer than this page's ${CURRENT_SCHEMA_VERSION}; reading it as it is. Reload to get the newer page.`,
      );
      return;
    }
    if (from === CURRENT_SCHEMA_VERSION) return;
    const before: StoredJson = {};
    for (const key of stored) {
      try {
        before[key] = parseStoredText(storage.getItem(key) ?? 'null');
      } catch {
        // Unreadable text is left as it is; the first read sets it aside.
      }
    }
    const after = migrate(before, from, todayIso(now()));
    // Every key read is written again, as plain JSON.
    commit([
      ...COLLECTION_KEYS.filter((key) => after[key] !== undefined).map(
        (key) => [key, JSON.stringify(after[key])] as const,
      ),
      [SCHEMA_VERSION_KEY, String(CURRENT_SCHEMA_VERSION)],
    ]);
  }

  function prepared(): Promise<void> {
    preparing ??= withLock(prepareOnce).catch((error: unknown) => {
      // A browser that refuses storage still shows the defaults; writes will say why they fail.
      logger.error('Could not prepare the stored data.', error);
    });
    return preparing;
  }

  // Other tabs' writes arrive as `storage` events; listeners re-read. The cache needs no flush:
  // it is keyed by the stored text, so a changed text is always parsed again.
  function onStorageEvent(event: StorageEvent) {
    if (event.storageArea && event.storageArea !== storage) return;
    if (event.key === null) {
      cache.clear();
      listeners.notify(COLLECTION_KEYS);
    } else if (isCollectionKey(event.key)) {
      listeners.notify([event.key]);
    }
  }

  return {
    async read(key) {
      await prepared();
      const reading = readStored(key);
      if (reading.ok) return reading.value;
      if (heldInPlace.get(key) !== reading.raw) {
        // Set it aside under the lock, so a tab writing at the same moment cannot be overwritten.
        await withLock(() => {
          const again = readStored(key);
          if (!again.ok) setAside(key, again.raw, again.reason);
        });
      }
      const after = readStored(key);
      return after.ok ? after.value : emptyCollection(key);
    },

    async update(keys, change) {
      await prepared();
      const { result, written } = await withLock(() => {
        const current: Partial<Record<CollectionKey, unknown>> = {};
        for (const key of keys) {
          let reading = readStored(key);
          if (!reading.ok) {
            const refusal = setAside(key, reading.raw, reading.reason);
            if (refusal) throw refusal; // never overwrite text that is not backed up
            reading = readStored(key);
          }
          current[key] = reading.ok ? reading.value : emptyCollection(key);
        }
        const { write = {}, result } = change(current as Pick<Collections, (typeof keys)[number]>);
        const entries = (Object.entries(write) as Array<[CollectionKey, unknown]>).map(
          ([key, value]) => [key, deepFreeze(value), JSON.stringify(value)] as const,
        );
        commit(entries.map(([key, , raw]) => [key, raw] as const));
        for (const [key, value, raw] of entries) cache.set(key, { raw, value });
        return { result, written: entries.map(([key]) => key) };
      });
      listeners.notify(written);
      return result;
    },

    subscribe(listener) {
      if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorageEvent);
      const remove = listeners.add(listener);
      return () => {
        remove();
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorageEvent);
      };
    },

    recoveredKeys: () => [...recovered],
  };
}
