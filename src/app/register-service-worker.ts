// The service worker's registration, by hand rather than through workbox-window (about 2.5 kB
// gzip, which the home page's 110 kB would pay for right after load): register /sw.js, and when a
// new version has installed while this page runs an older one, offer it with the Update banner
// (loaded only then). The new version starts only when the person chooses Reload
// (registerType 'prompt', docs/decisions.md "Issue 38: installable and offline").
export function registerServiceWorker(): void {
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    // (Undefined only in a test browser that blocks service workers: Playwright's stand-in.)
    .then((registration: ServiceWorkerRegistration | undefined) => {
      if (!registration) return;
      // The first install has no page of an older version to replace: nothing to offer then.
      const offer = (waiting: ServiceWorker) => {
        if (!navigator.serviceWorker.controller) return;
        import('./update-prompt')
          .then(({ showUpdatePrompt }) => showUpdatePrompt(waiting))
          .catch((error: unknown) => console.error(error));
      };
      const offerOnceInstalled = (worker: ServiceWorker) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'installed') offer(worker);
        });
      };
      // A new version may already be waiting or installing by the time this runs (its update
      // began before the page had loaded): its 'updatefound' has then been and gone.
      if (registration.waiting) offer(registration.waiting);
      else if (registration.installing) offerOnceInstalled(registration.installing);
      registration.addEventListener('updatefound', () => {
        if (registration.installing) offerOnceInstalled(registration.installing);
      });
    })
    // Without it the portal works as a website: nothing to tell the person.
    .catch((error: unknown) => console.error(error));
}
