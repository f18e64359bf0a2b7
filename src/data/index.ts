// The public face of the data layer. Features import from here only.
export * from './constants';
export * from './schemas';
export * from './errors';
export * from './rules';
export * from './queries';
export type {
  ChangeListener,
  CollectionKey,
  PaymentRequest,
  RecoveredKey,
  Repository,
  StoredFile,
} from './repository';
export { createDemoAuthService, loginFailureMessage } from './auth';
export type { AuthService, LoginResult } from './auth';
export { DataProvider, useData, useLiveQuery } from './react/data-provider';
export type { ApplyWrite, LiveQuery } from './react/data-provider';
export { AuthProvider, useAuth } from './react/auth-provider';
export type { AuthState } from './react/auth-provider';
export {
  SignedInRecordProvider,
  useSignedInRecord,
  useSignedInRecordLookup,
} from './react/signed-in-record';
export type { RecordRole, SignedInRecords } from './react/signed-in-record';
export { formatDate, formatDateTime, formatIndianNumber, formatRupees } from '../lib';
// Adapters and sample data (the app loads the localStorage adapter lazily from its own module).
export { createInMemoryRepository } from './adapters/in-memory';
export type { InMemoryRepositoryOptions } from './adapters/in-memory';
export { createLocalStorageRepository, DEMO_LATENCY } from './adapters/local-storage';
export type { LocalStorageRepositoryOptions } from './adapters/local-storage';
export { createDeferredRepository } from './adapters/deferred';
export type { RepositoryMethod } from './adapters/repository-methods';
export { createMemoryFileStore } from './adapters/file-store';
export type { FileStore } from './adapters/file-store';
export { createIndexedDbFileStore } from './adapters/indexeddb-file-store';
export { DEFAULT_SETTINGS } from './adapters/collections';
export { createSeedData } from './seed';
export { DEMO_SCHOOL_EMAIL, DEMO_SCHOOL_NAME, DEMO_STUDENT_EMAIL } from './demo-logins';
export type { SeedData } from './seed';
export { readBackup, serializeBackup } from './adapters/backup';
export {
  askGeminiForCandidates,
  GEMINI_MODEL,
  MockGenerationError,
  validateGeneratedCandidates,
} from './mock-candidates';
export type { GeminiRequest } from './mock-candidates';
export type { BackupCounts, BackupReading, PortalBackup, RecordCounts } from './adapters/backup';
