// @vitest-environment node
// Real sign-in in server mode: argon2id passwords, database sessions in an httpOnly SameSite=Lax
// cookie (Secure behind https), revoked at logout, a per-IP and per-e-mail limit, and one-time
// set-up codes valid for 7 days.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PERMISSIONS } from '@/data/permissions';
import { LOGIN_REFUSED_MESSAGE } from '../../../server/auth/accounts';
import { createApp } from '../../../server/http/app';
import { ADMIN, startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { allStudents, newStudent, school, START } from './fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
  server.setClock(() => new Date(START));
}, 120_000);
afterAll(() => server?.stop());

const DAY = 24 * 60 * 60 * 1000;

async function login(body: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    response,
    json: (await response.json()) as { data?: unknown; error?: { message: string } },
  };
}

async function issueCode(studentId: string) {
  const admin = await server.client({ role: 'admin', ...ADMIN });
  const response = await admin.fetch(`${server.server.url}/api/auth/setup-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'student', subjectId: studentId }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { code: string; expiresAt: string } }).data;
}

async function setPassword(code: string, password: string) {
  return fetch(`${server.server.url}/api/auth/set-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, password }),
  });
}

describe('sign-in', () => {
  test('the session cookie is httpOnly, SameSite=Lax, for the whole site; Secure only behind https', async () => {
    await server.reset();
    const { response, json } = await login(
      { role: 'admin', ...ADMIN },
      { 'x-forwarded-for': '10.0.0.1' },
    );
    expect(response.status).toBe(200);
    expect(json.data).toEqual({
      // The staff member's own account id (the audit log's actor).
      id: expect.stringMatching(/^[\w-]{8,}$/),
      name: 'Admin',
      role: 'admin',
      // The first admin is the owner, holding every permission.
      staffRole: 'owner',
      permissions: [...PERMISSIONS],
      signInEmail: ADMIN.email,
    });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^sankalp_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);

    const overHttps = await server.server.app.request('https://portal.example/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'admin', ...ADMIN }),
    });
    expect(overHttps.headers.get('set-cookie')).toMatch(/Secure/);
  });

  test('an unknown e-mail, an account with no password yet and a wrong password get one message', async () => {
    await server.reset();
    const admin = await server.client({ role: 'admin', ...ADMIN });
    const student = await admin.repository.addStudent(newStudent({ email: 'no.pw@example.com' }));
    const answers = [
      await login({ role: 'admin', email: 'nobody@example.com', password: 'x' }),
      await login({ role: 'student', email: student.email, password: 'anything' }),
      await login({ role: 'admin', email: ADMIN.email, password: 'wrong password' }),
    ];
    for (const { response, json } of answers) {
      expect(response.status).toBe(401);
      expect(json.error?.message).toBe(LOGIN_REFUSED_MESSAGE);
    }
    expect(LOGIN_REFUSED_MESSAGE).toBe(
      'The e-mail or password is not correct. If you have not set a password yet, use the set-up code from the institute on the Set your password page.',
    );
  });

  test('logout revokes the session on the server: the old cookie no longer works', async () => {
    await server.reset();
    const admin = await server.client({ role: 'admin', ...ADMIN });
    const cookie = admin.fetch.cookie();
    expect(await allStudents(admin.repository)).toEqual([]);
    await admin.fetch(`${server.server.url}/api/auth/logout`, { method: 'POST' });
    const replay = await fetch(`${server.server.url}/api/students/page?page=1&pageSize=25`, {
      headers: { cookie },
    });
    expect(replay.status).toBe(401);
    const me = await fetch(`${server.server.url}/api/auth/me`, { headers: { cookie } });
    expect(((await me.json()) as { data: unknown }).data).toBeNull();
  });

  test('failed sign-ins are limited per e-mail: the sixth try is refused even with the right password', async () => {
    await server.reset();
    const ip = { 'x-forwarded-for': '10.0.0.2' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { response } = await login({ role: 'admin', email: ADMIN.email, password: 'bad' }, ip);
      expect(response.status).toBe(401);
    }
    const blocked = await login({ role: 'admin', ...ADMIN }, ip);
    expect(blocked.response.status).toBe(429);
    expect(blocked.json.error?.message).toMatch(/Too many sign-in attempts/);
    // After the window the right password works again.
    server.setClock(() => new Date(START.getTime() + 16 * 60 * 1000));
    try {
      expect((await login({ role: 'admin', ...ADMIN }, ip)).response.status).toBe(200);
    } finally {
      server.setClock(() => new Date(START));
    }
  });
});

describe('set-up codes', () => {
  test('an added student sets a password with the code once, then signs in with it', async () => {
    await server.reset();
    const admin = await server.client({ role: 'admin', ...ADMIN });
    const student = await admin.repository.addStudent(
      newStudent({ email: 'new.student@example.com' }),
    );
    const noPassword = await login({ role: 'student', email: student.email, password: 'anything' });
    expect(noPassword.json.error?.message).toBe(LOGIN_REFUSED_MESSAGE);

    const { code, expiresAt } = await issueCode(student.id);
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(Date.parse(expiresAt) - START.getTime()).toBe(7 * DAY);

    const tooShort = await setPassword(code, 'short');
    expect(tooShort.status).toBe(400);
    expect((await setPassword(code.toLowerCase(), 'a good long password')).status).toBe(200);
    expect((await setPassword(code, 'another long password')).status).toBe(400); // used up

    const signedIn = await login({
      role: 'student',
      email: ' New.Student@example.com ',
      password: 'a good long password',
    });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.json.data).toEqual({
      id: student.id,
      name: student.name,
      role: 'student',
      signInEmail: 'new.student@example.com',
    });
  });

  test('a code expires after 7 days, and a new code replaces the old one', async () => {
    await server.reset();
    const admin = await server.client({ role: 'admin', ...ADMIN });
    const student = await admin.repository.addStudent(newStudent({ email: 'late@example.com' }));
    const first = await issueCode(student.id);
    const second = await issueCode(student.id);
    expect((await setPassword(first.code, 'a good long password')).status).toBe(400);
    server.setClock(() => new Date(START.getTime() + 7 * DAY + 1000));
    try {
      const expired = await setPassword(second.code, 'a good long password');
      expect(expired.status).toBe(400);
      expect(await expired.json()).toMatchObject({
        error: { kind: 'validation', issues: [{ path: 'code' }] },
      });
    } finally {
      server.setClock(() => new Date(START));
    }
  });

  test('guessing codes is limited per IP address: the 31st try in 15 minutes gets 429', async () => {
    await server.reset();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await setPassword(`GUES-SXXX-${attempt}`, 'a good long password')).status).toBe(400);
    }
    expect((await setPassword('GUES-SXXX-LAST', 'a good long password')).status).toBe(429);
  });

  test('only the admin issues codes', async () => {
    await server.reset();
    const visitor = await fetch(`${server.server.url}/api/auth/setup-codes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'student', subjectId: 'anyone' }),
    });
    expect(visitor.status).toBe(401);
  });
});

describe('issue 22: sign-in limits that hold and lock no one else out', () => {
  const wrongAdmin = { role: 'admin' as const, email: ADMIN.email, password: 'not the password' };

  test('40 wrong passwords at once: no more than the limit of 5 are checked, the rest get 429', async () => {
    await server.reset();
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(wrongAdmin)));
    const statuses = answers.map(({ response }) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(35);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  test('40 wrong set-up codes at once: no more than the limit of 30 are checked', async () => {
    await server.reset();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) =>
        setPassword(`GUES-SXXX-${attempt}`, 'a good long password'),
      ),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(30);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
  });

  test('failures from address A do not refuse the right password from address B', async () => {
    await server.reset();
    const { accounts } = server.server;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await accounts.login({ ...wrongAdmin, ip: '198.51.100.1' })).toMatchObject({
        ok: false,
        status: 401,
      });
    }
    expect(await accounts.login({ role: 'admin', ...ADMIN, ip: '198.51.100.1' })).toMatchObject({
      ok: false,
      status: 429,
    });
    expect(await accounts.login({ role: 'admin', ...ADMIN, ip: '203.0.113.2' })).toMatchObject({
      ok: true,
    });
  });

  test('one address is limited to 30 failures whatever e-mails it tries', async () => {
    await server.reset();
    const { accounts } = server.server;
    const statuses = [];
    for (let attempt = 0; attempt < 32; attempt += 1) {
      const outcome = await accounts.login({
        role: 'admin',
        email: `guess${attempt}@example.com`,
        password: 'x',
        ip: '198.51.100.9',
      });
      statuses.push(outcome.ok ? 200 : outcome.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  function appBehindProxies(trustProxy: number) {
    const { data, accounts, live, rateLimiter } = server.server;
    return createApp({
      data,
      accounts,
      live,
      rateLimiter,
      trustProxy,
      pingDatabase: async () => 1,
    });
  }

  async function loginThrough(app: ReturnType<typeof createApp>, forwardedFor: string, n: number) {
    const response = await app.request('http://portal.example/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ role: 'admin', email: `guess${n}@example.com`, password: 'x' }),
    });
    return response.status;
  }

  test('behind one proxy the address is the one it appended (the rightmost), not what the client wrote', async () => {
    await server.reset();
    const app = appBehindProxies(1);
    const statuses = [];
    for (let attempt = 0; attempt < 35; attempt += 1) {
      statuses.push(await loginThrough(app, `10.1.${attempt}.1, 203.0.113.50`, attempt));
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });

  test('TRUST_PROXY=2 takes the second address from the right', async () => {
    await server.reset();
    const app = appBehindProxies(2);
    const statuses = [];
    for (let attempt = 0; attempt < 32; attempt += 1) {
      // The client wrote the first; the outer proxy appended the client's, the inner its own.
      statuses.push(await loginThrough(app, `10.2.${attempt}.1, 203.0.113.60, 10.0.0.1`, attempt));
    }
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe('issue 22: a new password ends the account’s sessions', () => {
  test('resetting the admin password (ADMIN_PASSWORD at start) signs the admin out everywhere', async () => {
    await server.reset();
    const admin = await server.client({ role: 'admin', ...ADMIN });
    const cookie = admin.fetch.cookie();
    try {
      await server.server.accounts.ensureAdmin(ADMIN.email, 'Admin', 'a brand new password');
      const me = await fetch(`${server.server.url}/api/auth/me`, { headers: { cookie } });
      expect(((await me.json()) as { data: unknown }).data).toBeNull();
    } finally {
      await server.server.accounts.ensureAdmin(ADMIN.email, 'Admin', ADMIN.password);
    }
  });

  test('a restart with the same ADMIN_PASSWORD changes nothing: the admin stays signed in', async () => {
    await server.reset();
    const admin = await server.client({ role: 'admin', ...ADMIN });
    await server.server.accounts.ensureAdmin(ADMIN.email, 'Admin', ADMIN.password);
    const me = await fetch(`${server.server.url}/api/auth/me`, {
      headers: { cookie: admin.fetch.cookie() },
    });
    expect(((await me.json()) as { data: unknown }).data).toMatchObject({ role: 'admin' });
  });

  test('setting a student’s password directly ends the student’s sessions', async () => {
    await server.reset();
    const admin = await server.client({ role: 'admin', ...ADMIN });
    const student = await admin.repository.addStudent(newStudent({ email: 'direct@example.com' }));
    await server.server.accounts.setPasswordOf('student', student.id, 'first password 1');
    const signedIn = await server.client({
      role: 'student',
      email: student.email,
      password: 'first password 1',
    });
    const cookie = signedIn.fetch.cookie();
    await server.server.accounts.setPasswordOf('student', student.id, 'second password 2');
    const me = await fetch(`${server.server.url}/api/auth/me`, { headers: { cookie } });
    expect(((await me.json()) as { data: unknown }).data).toBeNull();
  });
});

describe('issue 22: the sign-in e-mail is the account’s', () => {
  const schoolY = {
    ...school,
    id: 'school-y',
    name: 'Kendriya Vidyalaya, Kota',
    contactEmail: 'y@example.com',
  };
  const schoolX = { ...school, id: 'school-x', contactEmail: 'x@example.com' };
  const signIn = (email: string, password: string) => login({ role: 'school', email, password });

  async function twoSchoolsWithPasswords() {
    // Y was added first, so a lookup by the records' e-mails would find Y before X.
    await server.reset({ schools: [schoolY, schoolX] });
    await server.server.accounts.setPasswordOf('school', schoolY.id, 'school y password');
    await server.server.accounts.setPasswordOf('school', schoolX.id, 'school x password');
  }

  test('a school that edits its contact e-mail to another school’s takes nothing: both sign in as before', async () => {
    await twoSchoolsWithPasswords();
    const y = await server.client({
      role: 'school',
      email: 'y@example.com',
      password: 'school y password',
    });
    await y.repository.updateSchool({ ...schoolY, contactEmail: 'x@example.com' });
    expect((await y.repository.getSchool(schoolY.id))?.contactEmail).toBe('x@example.com');

    const x = await signIn('x@example.com', 'school x password');
    expect(x.response.status).toBe(200);
    expect(x.json.data).toMatchObject({
      id: schoolX.id,
      role: 'school',
      signInEmail: 'x@example.com',
    });
    expect((await signIn('x@example.com', 'school y password')).response.status).toBe(401);
    const stillY = await signIn('y@example.com', 'school y password');
    expect(stillY.json.data).toMatchObject({ id: schoolY.id, signInEmail: 'y@example.com' });
  });

  test('the admin’s change of a school’s e-mail moves its sign-in, and is refused when another school signs in with it', async () => {
    await twoSchoolsWithPasswords();
    const admin = await server.client({ role: 'admin', ...ADMIN });
    await expect(
      admin.repository.updateSchool({ ...schoolY, contactEmail: 'X@example.com' }),
    ).rejects.toMatchObject({
      issues: [
        {
          path: 'contactEmail',
          message:
            'Another school already signs in with this e-mail. Give this school a different one.',
        },
      ],
    });
    await expect(
      admin.repository.addSchool({
        ...schoolX,
        id: undefined,
        name: 'Another',
        contactEmail: 'x@example.com',
      } as never),
    ).rejects.toMatchObject({ issues: [{ path: 'contactEmail' }] });

    await admin.repository.updateSchool({ ...schoolY, contactEmail: 'new.y@example.com' });
    expect((await signIn('new.y@example.com', 'school y password')).response.status).toBe(200);
    expect((await signIn('y@example.com', 'school y password')).response.status).toBe(401);
  });

  test('the admin’s Edit School saving other details keeps the sign-in, even after the school changed its contact e-mail', async () => {
    // A school of its own: accounts outlive a reset, and the test above moved Y's.
    const schoolZ = { ...schoolY, id: 'school-z', contactEmail: 'z@example.com' };
    await server.reset({ schools: [schoolZ, schoolX] });
    await server.server.accounts.setPasswordOf('school', schoolZ.id, 'school z password');
    await server.server.accounts.setPasswordOf('school', schoolX.id, 'school x password');
    const z = await server.client({
      role: 'school',
      email: 'z@example.com',
      password: 'school z password',
    });
    await z.repository.updateSchool({ ...schoolZ, contactEmail: 'x@example.com' });
    const admin = await server.client({ role: 'admin', ...ADMIN });
    // Edit School sends the record as stored, with the city changed.
    const stored = (await admin.repository.getSchool(schoolZ.id))!;
    await admin.repository.updateSchool({ ...stored, city: 'Kota' });
    expect((await signIn('z@example.com', 'school z password')).response.status).toBe(200);
    const x = await signIn('x@example.com', 'school x password');
    expect(x.json.data).toMatchObject({ id: schoolX.id, signInEmail: 'x@example.com' });
  });

  test('two students sharing a guardian’s e-mail each sign in to their own account', async () => {
    await server.reset();
    const admin = await server.client({ role: 'admin', ...ADMIN });
    const first = await admin.repository.addStudent(newStudent({ email: 'guardian@example.com' }));
    const second = await admin.repository.addStudent(
      newStudent({ name: 'Second Child', email: 'guardian@example.com' }),
    );
    await server.server.accounts.setPasswordOf('student', first.id, 'first child password');
    await server.server.accounts.setPasswordOf('student', second.id, 'second child password');
    const asSecond = await login({
      role: 'student',
      email: 'guardian@example.com',
      password: 'second child password',
    });
    expect(asSecond.json.data).toMatchObject({ id: second.id });
    const asFirst = await login({
      role: 'student',
      email: 'guardian@example.com',
      password: 'first child password',
    });
    expect(asFirst.json.data).toMatchObject({ id: first.id });
  });
});

describe('issue 38: a person’s language is kept with their own account', () => {
  const putLanguage = (fetcher: typeof fetch, body: unknown) =>
    fetcher(`${server.server.url}/api/auth/language`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const me = async (fetcher: typeof fetch) =>
    (
      (await (await fetcher(`${server.server.url}/api/auth/me`)).json()) as {
        data: { language?: string } | null;
      }
    ).data;

  test('chosen once, it comes with every sign-in; another account keeps its own', async () => {
    await server.reset();
    const admin = await server.client({ role: 'admin', ...ADMIN });
    expect((await me(admin.fetch))?.language).toBeUndefined();
    expect((await putLanguage(admin.fetch, { language: 'hi' })).status).toBe(200);
    expect((await me(admin.fetch))?.language).toBe('hi');

    const again = await login({ role: 'admin', ...ADMIN });
    expect((again.json.data as { language?: string }).language).toBe('hi');
    expect((await putLanguage(admin.fetch, { language: 'en' })).status).toBe(200);
    expect((await me(admin.fetch))?.language).toBe('en');
  });

  test('a visitor is refused before the body is read; a language we do not have is a 400', async () => {
    await server.reset();
    const visitor = await putLanguage(fetch, 'not even json');
    expect(visitor.status).toBe(401);
    const admin = await server.client({ role: 'admin', ...ADMIN });
    const before = (await me(admin.fetch))?.language;
    expect((await putLanguage(admin.fetch, { language: 'fr' })).status).toBe(400);
    expect((await putLanguage(admin.fetch, {})).status).toBe(400);
    expect((await me(admin.fetch))?.language).toBe(before);
  });
});
