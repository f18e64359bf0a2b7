// The browser-only demo's parent sign-in: a code is shown (the demo's stand-in for an SMS) only
// for a mobile on a student record, with the same words either way; the code signs the parent
// in once, and a sixth try fails even with the right code. A parent signs in with a password
// only once they have set one (the demo, as for every account, does not check it).
import { expect, test } from 'vitest';
import { createDemoAuthService, createInMemoryRepository } from '@/data';
import {
  LOGIN_CODE_REFUSED_MESSAGE,
  LOGIN_CODE_SENT_MESSAGE,
  PARENT_PASSWORD_REFUSED_MESSAGE,
} from '@/data/schemas/parents';
import { storedStudent } from '../contract/fixtures';

const MOBILE = '9811100001';
const child = storedStudent('SANK26120001', { mobile: MOBILE, guardianName: 'Meena Rao' });

function setup() {
  const repository = createInMemoryRepository({ seed: { students: [child] } });
  return { repository, auth: createDemoAuthService(repository) };
}

const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

test('a code only for a number on a record; the same words either way', async () => {
  const { auth } = setup();
  const known = await auth.requestParentCode(MOBILE, 'en');
  expect(known).toEqual({
    ok: true,
    message: LOGIN_CODE_SENT_MESSAGE,
    demoCode: expect.stringMatching(/^\d{6}$/),
  });
  expect(await auth.requestParentCode('9899999999', 'en')).toEqual({
    ok: true,
    message: LOGIN_CODE_SENT_MESSAGE,
  });
});

test('the code signs the parent in once, as the parent of that mobile', async () => {
  const { repository, auth } = setup();
  const sent = await auth.requestParentCode(MOBILE, 'en');
  const code = sent.ok ? sent.demoCode! : '';
  expect(await auth.parentLogin(MOBILE, code)).toEqual({
    ok: true,
    user: { id: `parent-${MOBILE}`, name: 'Meena Rao', role: 'parent' },
  });
  expect((await repository.myChildren()).children.map((kid) => kid.id)).toEqual([child.id]);
  expect(await auth.parentLogin(MOBILE, code)).toEqual({
    ok: false,
    message: LOGIN_CODE_REFUSED_MESSAGE,
  });
});

test('a sixth try fails even with the right code', async () => {
  const { auth } = setup();
  const sent = await auth.requestParentCode(MOBILE, 'en');
  const code = sent.ok ? sent.demoCode! : '';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await auth.parentLogin(MOBILE, wrong(code))).ok).toBe(false);
  }
  expect(await auth.parentLogin(MOBILE, code)).toEqual({
    ok: false,
    message: LOGIN_CODE_REFUSED_MESSAGE,
  });
});

test('a parent signed in already is not answered for: another number on no record gets no code', async () => {
  const { auth } = setup();
  const sent = await auth.requestParentCode(MOBILE, 'en');
  await auth.parentLogin(MOBILE, sent.ok ? sent.demoCode! : '');
  expect(await auth.requestParentCode('9899999999', 'en')).toEqual({
    ok: true,
    message: LOGIN_CODE_SENT_MESSAGE,
  });
});

test('with a password: refused until the parent set one, and for a number on no record', async () => {
  const { repository, auth } = setup();
  const refused = { ok: false, message: PARENT_PASSWORD_REFUSED_MESSAGE };
  expect(await auth.parentPasswordLogin(MOBILE, 'a family password')).toEqual(refused);
  expect(await repository.getSession()).toBeNull();
  const parent = { id: `parent-${MOBILE}`, name: 'Meena Rao', role: 'parent' } as const;
  await repository.setSession(parent);
  await repository.setParentPassword({
    password: 'a family password',
    confirm: 'a family password',
  });
  await repository.clearSession();
  expect(await auth.parentPasswordLogin(MOBILE, 'a family password')).toEqual({
    ok: true,
    user: parent,
  });
  expect(await repository.getSession()).toEqual(parent);
  expect(await auth.parentPasswordLogin('9899999999', 'a family password')).toEqual(refused);
});
