// The service worker's registration (vite-plugin-pwa, registerType 'prompt'): a new version
// waits until the person chooses Reload, so nobody loses a form they are typing in.
import { registerSW } from 'virtual:pwa-register';

export function startUpdatePrompt(): void {
  registerSW({ immediate: true });
}
