// The service worker's registration (vite-plugin-pwa, registerType 'prompt'): a new version
// waits until the person chooses Reload in the Update banner, so nobody loses a form they are
// typing in. The banner is its own small React root beside the app's, so the app's tree (and
// the entry chunk) know nothing of it.
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { UpdateBanner } from '@/ui';

export function startUpdatePrompt(): void {
  let root: Root | undefined;
  const hide = () => root?.render(null);
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      if (!root) {
        const container = document.createElement('div');
        document.body.append(container);
        root = createRoot(container);
      }
      // Reload: the waiting version takes over, then the page reloads into it.
      root.render(
        <UpdateBanner onReload={() => void updateServiceWorker(true)} onDismiss={hide} />,
      );
    },
  });
}
