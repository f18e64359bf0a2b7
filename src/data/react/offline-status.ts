import { useSyncExternalStore } from 'react';
import { offlineStatus } from '../offline-status';
import type { OfflineStatus, OfflineStatusStore } from '../offline-status';

/** Whether the page shows the signed-in student's or parent's kept data (server mode, offline). */
export function useOfflineStatus(store: OfflineStatusStore = offlineStatus): OfflineStatus {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
