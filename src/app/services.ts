// The one Repository and AuthService of the browser app. Only the deferred wrapper and the
// type-only auth module are in the entry chunk; the localStorage adapter (with zod, the rules and
// the sample data) and its IndexedDB file store load on the first data call.
import { createDeferredRepository } from '@/data/adapters/deferred';
import { createDemoAuthService } from '@/data/auth';
import { createServerAuthService } from '@/data/auth-server';
import { sessionStoredIn } from '@/data/adapters/storage/session-slot';
import { SERVER_MODE } from '@/data/data-mode';

// One chunk: the adapter keeps material files in IndexedDB whenever the browser has it. In server
// mode (chosen at build time) the HTTP adapter instead; only the chosen one is ever loaded.
const loadAdapter = () =>
  SERVER_MODE ? import('@/data/adapters/http-browser') : import('@/data/adapters/local-storage');

export const repository = createDeferredRepository(async () => {
  const adapter = await loadAdapter();
  return 'createBrowserHttpRepository' in adapter
    ? adapter.createBrowserHttpRepository()
    : adapter.createLocalStorageRepository();
});

// The build's mode written out here (not SERVER_MODE) so the bundler drops the other service
// from the entry chunk: it folds the literal, not a constant of another module.
export const authService =
  import.meta.env.VITE_DATA_MODE === 'server'
    ? createServerAuthService(repository)
    : createDemoAuthService(repository, () => sessionStoredIn(() => window.sessionStorage));

/**
 * Starts downloading the data layer beside the chunk of a page that shows data as soon as it
 * opens, instead of after it: the page's first data call then finds the adapter loaded. The
 * page's heading and text are in its prerendered HTML, so nothing on screen waits for it.
 */
export function preloadDataLayer(): void {
  // Not while prerendering: the build has no browser storage to read.
  if (typeof window === 'undefined') return;
  // A failed download is only a missed head start: the first data call loads and reports again.
  loadAdapter().catch(() => undefined);
}
