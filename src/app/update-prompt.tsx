// "Update available: Reload" for a new version of the app that is waiting
// (./register-service-worker.ts). It never reloads by itself, so nobody loses a form they are
// typing in. The banner is a small React root of its own beside the app's.
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { UpdateBanner } from '@/ui';

let root: Root | undefined;

export function showUpdatePrompt(waiting: ServiceWorker): void {
  if (!root) {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  const reload = () => {
    // The page reloads once the new version has taken over (the worker's SKIP_WAITING message).
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  root.render(<UpdateBanner onReload={reload} onDismiss={() => root?.render(null)} />);
}
