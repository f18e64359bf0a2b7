// The HTTP repository as the browser app uses it in server mode: the page's own origin, and the
// signed-in user's display copy in sessionStorage `user` (the cookie itself is httpOnly), and
// the browser's EventSource hearing changes made on other devices. A signed-in student's or
// parent's last reads are kept in localStorage for when the phone is offline.
import { offlineStatus } from '../offline-status';
import { createHttpRepository } from './http';
import { createOfflineCopy } from './offline-copy';
import { createStorageSessionSlot } from './storage/session-slot';

export function createBrowserHttpRepository() {
  return createHttpRepository({
    session: createStorageSessionSlot(window.sessionStorage),
    offline: { copy: createOfflineCopy(window.localStorage), status: offlineStatus },
  });
}
