// Server mode's "who is signed in?" with the network gone (issue 38): the tab's display copy of
// the user stands, so a reload offline stays in the area and shows the kept data; with the network
// back, the server's answer decides again.
import { afterEach, expect, test, vi } from 'vitest';
import { createInMemoryRepository } from '@/data';
import { createServerAuthService } from '@/data/auth-server';
import type { SessionUser } from '@/data';

const student: SessionUser = { id: 'STU001', name: 'Rahul Sharma', role: 'student' };

afterEach(() => vi.unstubAllGlobals());

test('offline, the signed-in copy answers; nobody signed in stays nobody', async () => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  const repository = createInMemoryRepository({ seed: {} });
  const auth = createServerAuthService(repository);
  expect(await auth.currentUser()).toBeNull();

  await repository.setSession(student);
  expect(await auth.currentUser()).toEqual(student);
  expect(await repository.getSession()).toEqual(student);
});

test('online, a cookie the server no longer knows signs the copy out', async () => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ data: null }), { status: 200 }));
  const repository = createInMemoryRepository({ seed: {} });
  await repository.setSession(student);
  expect(await createServerAuthService(repository).currentUser()).toBeNull();
  expect(await repository.getSession()).toBeNull();
});
