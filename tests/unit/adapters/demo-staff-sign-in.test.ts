// The browser-only demo's staff sign-in: an active staff member's e-mail signs them in with their
// role's permissions, an inactive one's is refused, and any other e-mail is the demo's owner.
import { expect, test } from 'vitest';
import { INACTIVE_STAFF_MESSAGE, createDemoAuthService, createInMemoryRepository } from '@/data';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, permissionsOf } from '@/data/permissions';

test('staff sign in by e-mail as their role; inactive refused; anyone else is the owner', async () => {
  const repository = createInMemoryRepository({ seed: {} });
  await repository.setSession({ id: 'admin', name: 'Admin', role: 'admin' });
  const counsellor = await repository.addStaff({
    name: 'Imran Counsellor',
    email: 'imran@example.com',
    staffRole: 'counsellor',
  });
  const gone = await repository.addStaff({
    name: 'Gone',
    email: 'gone@example.com',
    staffRole: 'office',
  });
  await repository.updateStaff(gone.id, { name: 'Gone', staffRole: 'office', active: false });
  const auth = createDemoAuthService(repository);

  expect(await auth.login('admin', ' IMRAN@example.com ', '')).toEqual({
    ok: true,
    user: {
      id: counsellor.id,
      name: 'Imran Counsellor',
      role: 'admin',
      staffRole: 'counsellor',
      permissions: permissionsOf('counsellor', DEFAULT_ROLE_PERMISSIONS),
    },
  });
  expect(await auth.login('admin', 'gone@example.com', '')).toEqual({
    ok: false,
    message: INACTIVE_STAFF_MESSAGE,
  });
  expect(await auth.login('admin', 'someone@example.com', '')).toMatchObject({
    ok: true,
    user: { id: 'admin', staffRole: 'owner', permissions: [...PERMISSIONS] },
  });
});
