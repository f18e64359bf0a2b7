// Registers the installable app's service worker (scripts/pwa-plugin.mjs) once the page has
// loaded. The registration is a chunk of its own, loaded then (and its Update prompt only when a
// new version waits): the home page's first load does not pay for them.
export function registerServiceWorkerAfterLoad(): void {
  // Only the production build has a service worker (not the dev server).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('./register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      // Without it the portal works as a website: nothing to tell the person.
      .catch((error: unknown) => console.error(error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
