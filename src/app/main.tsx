import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import '../ui/styles/global.css';
import { appRoutes, loadMatchedRoutes } from './router';
import { registerServiceWorkerAfterLoad } from './service-worker';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Could not find root element to mount to');

function start(root: HTMLElement) {
  const router = createBrowserRouter(appRoutes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // A public page arrives prerendered for its route (scripts/prerender-plugin.mjs) and is
  // hydrated; any other path gets the empty app shell and is rendered here. Hydrating in a
  // transition lets React pause between parts of the page for the browser, so a slow phone gets
  // no long task; a click meanwhile hydrates its part at once.
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  if (root.dataset.prerendered === path) {
    startTransition(() => void hydrateRoot(root, app));
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

// The page's own chunks first, so the first render is the page itself. (Not a top-level await:
// the bundler would then split every module the entry shares with a page into a chunk of its own.)
// If a chunk fails to load, the router tries again and shows the route's error page.
void loadMatchedRoutes(appRoutes, window.location.pathname)
  .catch((error: unknown) => console.error(error))
  .then(() => start(rootElement));

registerServiceWorkerAfterLoad();
