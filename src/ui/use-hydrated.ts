import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page is prerendered and while the browser hydrates that HTML, true from the
 * render after: what depends on the browser alone (the URL's query, today's date) waits for it,
 * so the first client render matches the prerendered HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
