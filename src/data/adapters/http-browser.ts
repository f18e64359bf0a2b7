// The HTTP repository as the browser app uses it in server mode: the page's own origin, and the
// signed-in user's display copy in sessionStorage `user` (the cookie itself is httpOnly).
import { createHttpRepository } from './http';
import { createStorageSessionSlot } from './storage/session-slot';

export function createBrowserHttpRepository() {
  return createHttpRepository({
    session: createStorageSessionSlot(window.sessionStorage),
    // Changes made on another device show up within a couple of seconds.
    pollMs: 2000,
  });
}
