// The public face of the data layer. Features import from here only.
export * from './schemas';
export * from './errors';
export * from './rules';
export type { ChangeListener, CollectionKey, RecoveredKey, Repository, StoredFile } from './repository';
export { createDemoAuthService, loginFailureMessage } from './auth';
export type { AuthService, LoginResult } from './auth';
export { DataProvider, useData, useLiveQuery } from './react/data-provider';
export type { LiveQuery } from './react/data-provider';
export { AuthProvider, useAuth } from './react/auth-provider';
export type { AuthState } from './react/auth-provider';
export { formatDate, formatDateTime, formatIndianNumber, formatRupees } from '../lib';
