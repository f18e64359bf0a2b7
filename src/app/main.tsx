import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../ui/styles/global.css';
import { activateLanguage, initialLanguage, languageOfPath } from './i18n';
import { AppRoutes } from './router';
import { registerServiceWorkerAfterLoad } from './service-worker';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Could not find root element to mount to');

function start(root: HTMLElement, language: string) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // A public page arrives prerendered for its route (scripts/prerender-plugin.mjs), in English
  // or under /hi in Hindi, and is hydrated; any other path, or a page whose HTML is in another
  // language than the reader's, is rendered here. Hydrating in a
  // transition lets React pause between parts of the page for the browser, so a slow phone gets
  // no long task; a click meanwhile hydrates its part at once.
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  if (root.dataset.prerendered === path && language === (languageOfPath(path) ?? 'en')) {
    startTransition(() => void hydrateRoot(root, app));
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

// The reader's language first, so the first render is in it; if its messages fail to load, the
// page shows in English. (Not a top-level await: the bundler would then split every module the
// entry shares with a page into a chunk of its own.) The page's chunk is not waited for here:
// matching the address against the route table costs a slow phone tens of milliseconds, and the
// render matches it anyway. A prerendered page stays as it is while its chunk (preloaded by the
// HTML) arrives, and hydrates then; a chunk that fails to load shows the route's error page.
const language = languageOfPath(window.location.pathname) ?? initialLanguage();
if (language === 'en') {
  start(rootElement, language);
} else {
  void activateLanguage(language, { remember: false })
    .catch((error: unknown) => console.error(error))
    .then(() => start(rootElement, language));
}

registerServiceWorkerAfterLoad();
