// @vitest-environment node
// A parent's sign-in by code in server mode: a code only for a mobile on a student record, with
// the same answer either way; stored hashed, one at a time, 5 tries (a sixth fails even with the
// right code), 10 minutes, once; sends limited per number; and the session it opens is the
// parent's, who sees their child.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LOGIN_CODE_REFUSED_MESSAGE, LOGIN_CODE_SENT_MESSAGE } from '@/data/schemas/parents';
import * as t from '../../../server/db/schema';
import { startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { START, storedStudent } from './fixtures';

const MOBILE = '9811100001';
const child = storedStudent('SANK26120001', { mobile: MOBILE, guardianName: 'Meena Rao' });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
  server.setClock(() => new Date(START));
}, 120_000);
afterAll(() => server?.stop());

async function post(path: string, body: object) {
  const response = await fetch(`${server.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as {
    data?: { message?: string; role?: string; name?: string };
    error?: { message?: string; issues?: Array<{ path: string; message: string }> };
  };
  return { status: response.status, json, cookie: response.headers.get('set-cookie') };
}

const askCode = (mobile: string) => post('/api/auth/parent-code', { mobile });
const signIn = (mobile: string, code: string) => post('/api/auth/parent-login', { mobile, code });
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('parent sign-in by code', () => {
  test('a known and an unknown number get the same answer; only the known one is sent a code, stored hashed', async () => {
    await server.reset({ students: [child] });
    const known = await askCode(MOBILE);
    const unknown = await askCode('9899999999');
    expect(known).toMatchObject({
      status: 200,
      json: { data: { message: LOGIN_CODE_SENT_MESSAGE } },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    const code = await server.lastLoginCode(MOBILE);
    expect(code).toMatch(/^\d{6}$/);
    expect(await server.lastLoginCode('9899999999')).toBeUndefined();
    const stored = await server.server.database.db.execute(sql`select code_hash from login_codes`);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
  });

  test("the code's message is worded in the language of the page it was asked from", async () => {
    await server.reset({ students: [child] });
    expect((await post('/api/auth/parent-code', { mobile: MOBILE, language: 'hi' })).status).toBe(
      200,
    );
    const rows = await server.server.database.db
      .select({ language: t.outboxMessages.language })
      .from(t.outboxMessages)
      .where(eq(t.outboxMessages.template, 'login-code'));
    expect(rows.map((row) => row.language)).toEqual(['hi']);
    // Only a language the portal has.
    expect((await post('/api/auth/parent-code', { mobile: MOBILE, language: 'fr' })).status).toBe(
      400,
    );
  });

  test('the right code signs the parent in once; it never works again', async () => {
    await server.reset({ students: [child] });
    await askCode(MOBILE);
    const code = (await server.lastLoginCode(MOBILE))!;
    const first = await signIn(MOBILE, code);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ role: 'parent', name: 'Meena Rao' });
    expect(first.cookie).toMatch(/^sankalp_session=/);
    const again = await signIn(MOBILE, code);
    expect(again.status).toBe(400);
    expect(again.json.error?.issues).toEqual([
      { path: 'code', message: LOGIN_CODE_REFUSED_MESSAGE },
    ]);
  });

  test('a code tried a sixth time is refused, even the right one', async () => {
    await server.reset({ students: [child] });
    await askCode(MOBILE);
    const code = (await server.lastLoginCode(MOBILE))!;
    // The code's own limit, whatever addresses the tries come from.
    const accounts = server.server.accounts;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await accounts.signInWithCode({ mobile: MOBILE, code: wrong(code) })).toEqual({
        ok: false,
        reason: 'refused',
      });
    }
    expect(await accounts.signInWithCode({ mobile: MOBILE, code })).toEqual({
      ok: false,
      reason: 'refused',
    });
  });

  test('over HTTP from one address, the sixth try is refused too (the sign-in limit)', async () => {
    await server.reset({ students: [child] });
    await askCode(MOBILE);
    const code = (await server.lastLoginCode(MOBILE))!;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(MOBILE, wrong(code))).status).toBe(400);
    }
    const sixth = await signIn(MOBILE, code);
    expect(sixth.status).toBe(429);
    expect(sixth.cookie).toBeNull();
  });

  test('a new code replaces the old one; a code past its 10 minutes fails', async () => {
    await server.reset({ students: [child] });
    await askCode(MOBILE);
    const old = (await server.lastLoginCode(MOBILE))!;
    server.setClock(() => new Date(START.getTime() + 1000));
    await askCode(MOBILE);
    const fresh = (await server.lastLoginCode(MOBILE))!;
    if (fresh !== old) expect((await signIn(MOBILE, old)).status).toBe(400);
    server.setClock(() => new Date(START.getTime() + 11 * 60_000));
    try {
      expect((await signIn(MOBILE, fresh)).status).toBe(400);
    } finally {
      server.setClock(() => new Date(START));
    }
  });

  test('codes to one number are limited', async () => {
    await server.reset({ students: [child] });
    for (let ask = 0; ask < 3; ask += 1) expect((await askCode(MOBILE)).status).toBe(200);
    const fourth = await askCode(MOBILE);
    expect(fourth.status).toBe(429);
    expect(fourth.json.error?.message).toMatch(/Too many codes/);
  });

  test('a malformed mobile or code is refused beside its field', async () => {
    const mobile = await askCode('12345');
    expect(mobile.status).toBe(400);
    expect(mobile.json.error?.issues?.[0]).toEqual({
      path: 'mobile',
      message: 'Mobile number must be exactly 10 digits.',
    });
    const code = await signIn(MOBILE, 'abc');
    expect(code.json.error?.issues?.[0]).toEqual({
      path: 'code',
      message: 'Enter the 6-digit code we sent you.',
    });
  });
});
