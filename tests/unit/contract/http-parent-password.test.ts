// @vitest-environment node
// A parent's own password in server mode: set from the parent area (argon2id on their sign-in
// account, never the password itself), then a sign-in with mobile and password; one refusal for
// a wrong password, a number on no record and a parent with no password; the sign-in limits of
// every password; and a parent whose children are all unlinked is not signed in.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PARENT_PASSWORD_REFUSED_MESSAGE } from '@/data/schemas/parents';
import * as t from '../../../server/db/schema';
import { startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { START, storedStudent } from './fixtures';

const PASSWORD = 'a family password';
/** A child of this mobile. Parents' accounts outlive a reset (they are not in backups): each
 *  test has a number of its own. */
const childOf = (mobile: string) =>
  storedStudent('SANK26120001', { mobile, guardianName: 'Meena Rao' });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
  server.setClock(() => new Date(START));
}, 120_000);
afterAll(() => server?.stop());

async function passwordSignIn(mobile: string, password: string) {
  const response = await fetch(`${server.server.url}/api/auth/parent-password-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password }),
  });
  const json = (await response.json()) as {
    data?: { role?: string; name?: string };
    error?: { message?: string; issues?: Array<{ path: string; message: string }> };
  };
  return { status: response.status, json, cookie: response.headers.get('set-cookie') };
}

/** Signs the parent in by code, and sets their password from the parent area. */
async function parentWithPassword(mobile: string) {
  const parent = await server.parentClient(mobile);
  await parent.setParentPassword({ password: PASSWORD, confirm: PASSWORD });
  return parent;
}

const refusedBody = {
  error: {
    kind: 'validation',
    entity: 'sign-in',
    issues: [{ path: 'password', message: PARENT_PASSWORD_REFUSED_MESSAGE }],
  },
};

describe('a parent’s own password', () => {
  test('set from the parent area, stored as an argon2id hash, it signs the parent in', async () => {
    const MOBILE = '9811100001';
    await server.reset({ students: [childOf(MOBILE)] });
    const parent = await parentWithPassword(MOBILE);
    expect((await parent.getParentPassword()).setAt).toEqual(expect.any(String));
    const [account] = await server.server.database.db
      .select({ passwordHash: t.users.passwordHash })
      .from(t.users)
      .where(and(eq(t.users.role, 'parent'), eq(t.users.email, MOBILE)));
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account?.passwordHash).not.toContain(PASSWORD);

    const signedIn = await passwordSignIn(MOBILE, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data).toMatchObject({ role: 'parent', name: 'Meena Rao' });
    expect(signedIn.cookie).toMatch(/^sankalp_session=/);
  });

  test('one answer for a wrong password, an unknown number and a parent with no password', async () => {
    const MOBILE = '9811100002';
    await server.reset({ students: [childOf(MOBILE)] });
    // Signed in by code once (an account), no password yet.
    await server.parentClient(MOBILE);
    const noPassword = await passwordSignIn(MOBILE, PASSWORD);
    const unknown = await passwordSignIn('9899999999', PASSWORD);
    await parentWithPassword(MOBILE);
    const wrong = await passwordSignIn(MOBILE, 'not the password');
    for (const refused of [noPassword, unknown, wrong]) {
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual(refusedBody);
      expect(refused.cookie).toBeNull();
    }
    expect(unknown.json).toEqual(wrong.json);
  });

  test('wrong passwords are limited as every sign-in: the sixth try is refused, even the right one', async () => {
    const MOBILE = '9811100003';
    await server.reset({ students: [childOf(MOBILE)] });
    await parentWithPassword(MOBILE);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await passwordSignIn(MOBILE, 'not the password')).status).toBe(400);
    }
    const sixth = await passwordSignIn(MOBILE, PASSWORD);
    expect(sixth.status).toBe(429);
    expect(sixth.cookie).toBeNull();
  });

  test('a parent whose children are all gone from their number is not signed in', async () => {
    const MOBILE = '9811100004';
    await server.reset({ students: [childOf(MOBILE)] });
    await parentWithPassword(MOBILE);
    await server.reset({ students: [childOf('9811100099')] });
    expect((await passwordSignIn(MOBILE, PASSWORD)).json).toEqual(refusedBody);
  });

  test('a short password or two that differ are refused beside their field', async () => {
    const MOBILE = '9811100005';
    await server.reset({ students: [childOf(MOBILE)] });
    const parent = await server.parentClient(MOBILE);
    await expect(parent.setParentPassword({ password: 'short', confirm: 'short' })).rejects.toThrow(
      /at least 10 characters/,
    );
    await expect(
      parent.setParentPassword({ password: PASSWORD, confirm: 'a family passwort' }),
    ).rejects.toThrow(/The two passwords differ/);
    expect(await parent.getParentPassword()).toEqual({ setAt: null });
  });
});
