// The HTTP repository as the browser app uses it in server mode: the page's own origin, and the
// signed-in user's display copy in sessionStorage `user` (the cookie itself is httpOnly), and
// the browser's EventSource hearing changes made on other devices.
import { createHttpRepository } from './http';
import { createStorageSessionSlot } from './storage/session-slot';

export function createBrowserHttpRepository() {
  return createHttpRepository({ session: createStorageSessionSlot(window.sessionStorage) });
}
