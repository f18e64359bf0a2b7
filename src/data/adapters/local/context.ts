// What every browser-only operation (local/<aggregate>.ts) works with: the local counterpart of
// the server's { tx, actor, now }. The store's update is the transaction; the actor is read from
// the session at each call, so a sign-in or sign-out between two calls is heard at once.
import type { CollectionKey } from '../../repository';
import type { AuditActor } from '../../schemas';
import { auditEntry, withAuditEntries } from '../../operations/audit';
import type { AuditedChange } from '../../operations/audit';
import type { CollectionChange, CollectionStore } from '../collection-store';
import type { Collections } from '../../core/collections';
import type { FileStore } from '../file-store';

export type LocalContext = {
  /** The collections: read one, or change several in one all-or-nothing write. */
  store: CollectionStore;
  /** Where material files' bytes live. */
  files: FileStore;
  /** Who is calling: the signed-in user, or a visitor. */
  actor: () => AuditActor;
  now: () => Date;
  logger: Pick<Console, 'error'>;
};

/** A change with the audit entries it owes: written with it, in the same store write. */
type AuditedCollectionChange<K extends CollectionKey, R> = CollectionChange<K, R> & {
  audit?: readonly AuditedChange[];
};

/**
 * store.update that writes the change's audit entries (by the signed-in user, or a visitor)
 * into the log in the same write, so a change is never stored without its entry, nor the
 * entry without the change. An update that changed no field writes no entry.
 */
export function auditedUpdate<K extends CollectionKey, R>(
  { store, actor: currentActor, now }: LocalContext,
  keys: readonly K[],
  change: (current: Pick<Collections, K>) => AuditedCollectionChange<K, R>,
): Promise<R> {
  const actor = currentActor();
  return store.update([...keys, 'auditLog' as const], (current) => {
    const { write, result, audit = [] } = change(current);
    const at = now();
    const entries = audit
      .map((item) => auditEntry(actor, at, item))
      .filter((entry) => entry.action !== 'updated' || entry.changes.length > 0);
    if (!write) return { result };
    if (entries.length === 0) return { write: write as Partial<Collections>, result };
    const auditLog = withAuditEntries(current.auditLog, entries);
    return { write: { ...(write as Partial<Collections>), auditLog }, result };
  });
}

type LocalOperation = (context: LocalContext, ...args: never[]) => unknown;

/** The operations with their context bound: what a caller of the Repository sees. */
export type Bound<T> = {
  [K in keyof T]: T[K] extends (context: LocalContext, ...args: infer A) => infer R
    ? (...args: A) => R
    : never;
};

/** Each operation called with `context` ahead of its own arguments. */
export function withContext<T extends Record<string, LocalOperation>>(
  context: LocalContext,
  operations: T,
): Bound<T> {
  // The one untyped step, kept in one place: `Bound<T>` says what each entry became.
  const bound = Object.entries(operations).map(([name, operation]) => [
    name,
    (...args: unknown[]) =>
      (operation as (context: LocalContext, ...args: unknown[]) => unknown)(context, ...args),
  ]);
  return Object.fromEntries(bound) as Bound<T>;
}
