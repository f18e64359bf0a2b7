// The one door to product data. Screens talk to this interface only; adapters decide where the
// data lives (the browser's storage, or the server over HTTP). Every operation is asynchronous
// and every write validates with the schemas in ./schemas, throwing the typed errors of ./errors.
// The operations are derived from their definitions (./definitions): one table for the
// signatures, the HTTP client and the server's routes.
import type { SessionUser } from './schemas';
import type { ChangeListener, RecoveredKey } from './core/types';
import type { RepositoryOperations } from './definitions';

export type {
  ChangeListener,
  CollectionKey,
  PaymentRequest,
  RecoveredKey,
  StoredFile,
} from './core/types';

export type Repository = RepositoryOperations & {
  // ----- session (sessionStorage `user`) -----
  getSession(): Promise<SessionUser | null>;
  setSession(user: SessionUser): Promise<void>;
  clearSession(): Promise<void>;

  // ----- change feed -----
  /** Called after any change to a collection, in this tab or another one. */
  subscribe(listener: ChangeListener): () => void;
  /** Collections that failed to read since start-up and were backed up and reset. */
  recoveredKeys(): RecoveredKey[];
};
