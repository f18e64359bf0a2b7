// Registers the installable app's service worker (scripts/pwa-plugin.mjs) once the page has
// loaded. The registration and its Update prompt are a chunk of their own, loaded then: the home
// page's JavaScript budget does not pay for them, and nothing competes with the first paint.
export function registerServiceWorkerAfterLoad(): void {
  // Only the production build has a service worker (not the dev server).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('./update-prompt')
      .then(({ startUpdatePrompt }) => startUpdatePrompt())
      // Without it the portal works as a website: nothing to tell the person.
      .catch((error: unknown) => console.error(error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
