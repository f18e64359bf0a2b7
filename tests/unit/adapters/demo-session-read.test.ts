// Who is signed in, in the browser-only demo: a tab that holds no session answers "nobody" without
// loading the data layer (the sign-in page's first visit downloads no adapter or schemas).
import { expect, test, vi } from 'vitest';
import { createDemoAuthService, createInMemoryRepository } from '@/data';
import { createDeferredRepository } from '@/data/adapters/deferred';
import { sessionStoredIn } from '@/data/adapters/storage/session-slot';

const rahul = { id: 'student-rahul-sharma', name: 'Rahul Sharma', role: 'student' as const };

test('no stored session: nobody is signed in, and the data layer is not loaded to learn it', async () => {
  const load = vi.fn(() => Promise.resolve(createInMemoryRepository({ seed: {} })));
  const auth = createDemoAuthService(createDeferredRepository(load), () => false);
  expect(await auth.currentUser()).toBeNull();
  expect(load).not.toHaveBeenCalled();
});

test('a stored session is read (and checked) through the repository', async () => {
  const repository = createInMemoryRepository({ seed: {} });
  await repository.setSession(rahul);
  const auth = createDemoAuthService(repository, () => true);
  expect(await auth.currentUser()).toEqual(rahul);
});

test('a session is stored when the tab has the user key; a storage that refuses holds none', () => {
  sessionStorage.removeItem('user');
  expect(sessionStoredIn(() => sessionStorage)).toBe(false);
  sessionStorage.setItem('user', 'not json');
  expect(sessionStoredIn(() => sessionStorage)).toBe(true);
  sessionStorage.removeItem('user');
  expect(
    sessionStoredIn(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }),
  ).toBe(false);
});
