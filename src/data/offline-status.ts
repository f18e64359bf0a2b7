// Whether the app is showing a signed-in student's or parent's last data because the network is
// gone (server mode): the HTTP adapter sets it, the area's shell shows "Offline: last updated
// 10:42" and makes the page read-only. No React and no zod: a plain store the adapter can hold.

export type OfflineStatus =
  | { offline: false }
  /** lastUpdated: when the oldest answer shown since going offline was loaded (epoch ms). */
  | { offline: true; lastUpdated: number | undefined };

export type OfflineStatusStore = {
  get(): OfflineStatus;
  subscribe(listener: () => void): () => void;
  /** A read was answered from the copy loaded at `savedAt` (undefined: there was none). */
  answeredOffline(savedAt: number | undefined): void;
  /** A read reached the server (or the person signed out): live data again. */
  online(): void;
};

const ONLINE: OfflineStatus = { offline: false };

export function createOfflineStatusStore(): OfflineStatusStore {
  let status: OfflineStatus = ONLINE;
  const listeners = new Set<() => void>();
  const set = (next: OfflineStatus) => {
    if (next === status) return;
    status = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    answeredOffline(savedAt) {
      const shown = status.offline ? status.lastUpdated : undefined;
      const oldest =
        shown === undefined ? savedAt : savedAt === undefined ? shown : Math.min(shown, savedAt);
      if (status.offline && status.lastUpdated === oldest) return;
      set({ offline: true, lastUpdated: oldest });
    },
    online: () => set(ONLINE),
  };
}

/** The browser app's one status (src/data/adapters/http-browser.ts sets it). */
export const offlineStatus = createOfflineStatusStore();
