// Server mode's sign-in: a read of the cookie's session that a sign-in overtakes (the page asked
// "who is signed in?" on opening, and the person signed in before the answer came) answers for
// the old cookie, so it must not put the old user back in the session slot.
import { afterEach, expect, test, vi } from 'vitest';
import { createInMemoryRepository } from '@/data';
import { createServerAuthService } from '@/data/auth-server';
import type { SessionUser } from '@/data';

const student: SessionUser = { id: 'STU001', name: 'Rahul Sharma', role: 'student' };
const admin: SessionUser = { id: 'admin', name: 'Admin', role: 'admin' };

afterEach(() => vi.unstubAllGlobals());

/** A fetch whose /me answer waits for `release`; every other path answers at once. */
function stubFetch(meAnswer: SessionUser | null) {
  let release = () => {};
  const meAnswered = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (path: string) => {
    if (path.endsWith('/me')) {
      await meAnswered;
      return new Response(JSON.stringify({ data: meAnswer }), { status: 200 });
    }
    const data = path.endsWith('/login') ? admin : null;
    return new Response(JSON.stringify({ data }), { status: 200 });
  });
  return release;
}

test('a session read overtaken by a sign-in leaves the new user in the slot', async () => {
  const release = stubFetch(student);
  const repository = createInMemoryRepository({ seed: {} });
  const auth = createServerAuthService(repository);

  const read = auth.currentUser();
  expect(await auth.login('admin', 'admin@example.com', 'pw')).toEqual({ ok: true, user: admin });
  release();

  expect(await read).toEqual(admin);
  expect(await repository.getSession()).toEqual(admin);
});

test('a session read overtaken by a sign-out does not sign the person back in', async () => {
  const release = stubFetch(student);
  const repository = createInMemoryRepository({ seed: {} });
  await repository.setSession(student);
  const auth = createServerAuthService(repository);

  const read = auth.currentUser();
  await auth.logout();
  release();

  expect(await read).toBeNull();
  expect(await repository.getSession()).toBeNull();
});

test('a read nobody overtook follows the cookie', async () => {
  const release = stubFetch(student);
  const repository = createInMemoryRepository({ seed: {} });
  const auth = createServerAuthService(repository);
  release();
  expect(await auth.currentUser()).toEqual(student);
  expect(await repository.getSession()).toEqual(student);
});
