// @vitest-environment node
// Issue 22, the HTTP layer: the caller is known before any body is read and each route has its
// own body limit; logs hold no personal data and a duplicate is 409; scheduled notifications stay
// hidden from students and schools until their day; paged queries refuse pages that are not
// bounded whole numbers; every answer carries the security headers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_PAGE } from '@/data/queries';
import { describeError } from '../../../server/http/request-log';
import type { LogEntry } from '../../../server/http/request-log';
import { startServer } from '../../../server/server';
import type { RunningServer } from '../../../server/server';
import { ADMIN, startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { probeSeed, schoolX, studentA, ticketOfA } from '../../server/probe-fixtures';
import { newStudent, START } from './fixtures';

const PASSWORD = 'probe-password-1';
const logs: LogEntry[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('pglite', { log: (entry) => logs.push(entry) });
  server.setClock(() => new Date(START));
  await server.reset(probeSeed());
  await server.server.accounts.setPasswordOf('student', studentA.id, PASSWORD);
  await server.server.accounts.setPasswordOf('school', schoolX.id, PASSWORD);
}, 120_000);
afterAll(() => server?.stop());

const signedIn = async (role: 'admin' | 'student' | 'school') => {
  const credentials =
    role === 'admin'
      ? { role, ...ADMIN }
      : role === 'student'
        ? { role, email: studentA.email, password: PASSWORD }
        : { role, email: schoolX.contactEmail, password: PASSWORD };
  return (await server.client(credentials)).fetch;
};

/**
 * Sends the headers and the first megabyte of a `totalBytes` body, then stops sending and waits
 * for an answer: a server that reads the body first never answers.
 */
function answerBeforeTheBody(
  url: string,
  { totalBytes, cookie = '' }: { totalBytes: number; cookie?: string },
): Promise<{ status: number; body: string } | 'no answer'> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'content-length': String(totalBytes),
        ...(cookie ? { cookie } : {}),
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      resolve('no answer');
    }, 3000);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.write(`{"exportedAt":"${'x'.repeat(1024 * 1024)}`);
  });
}

describe('who may call a route is known before its body is read', () => {
  test('an anonymous 50 MB restore is refused with 401 before its body is sent', async () => {
    const answer = await answerBeforeTheBody(`${server.server.url}/api/backup`, {
      totalBytes: 50 * 1024 * 1024,
    });
    expect(answer).not.toBe('no answer');
    expect(answer).toMatchObject({ status: 401 });
    expect(JSON.parse((answer as { body: string }).body)).toEqual({
      error: { kind: 'unauthenticated', message: 'Sign in to continue.' },
    });
  });

  test('a student’s 50 MB restore is refused with 403 before its body is sent', async () => {
    const student = await signedIn('student');
    const answer = await answerBeforeTheBody(`${server.server.url}/api/backup`, {
      totalBytes: 50 * 1024 * 1024,
      cookie: student.cookie(),
    });
    expect(answer).toMatchObject({ status: 403 });
  });

  test('a body over its route’s own limit is refused with 413 and a message', async () => {
    await server.reset(probeSeed());
    const student = await signedIn('student');
    const response = await student(`${server.server.url}/api/tickets/${ticketOfA.id}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'Closed', padding: 'x'.repeat(100 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { kind: 'too-large', message: 'The request is larger than 16 KB.' },
    });

    // A visitor's registration is small too.
    const registration = await fetch(`${server.server.url}/api/candidates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(100 * 1024) }),
    });
    expect(registration.status).toBe(413);
  });
});

describe('the logs hold no personal data', () => {
  test('a failed query logs its kind, code, constraint and request id, never its values', async () => {
    await server.reset();
    const admin = await signedIn('admin');
    const db = server.server.database.db;
    // A constraint the app does not expect, so the insert fails inside the database.
    await db.execute(sql`create unique index test_one_mobile on students ((doc->>'mobile'))`);
    try {
      const add = () =>
        admin(`${server.server.url}/api/students`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(newStudent()),
        });
      expect((await add()).status).toBe(200);
      logs.length = 0;
      const duplicate = await add();
      // A unique violation is a conflict the user can act on, not a server failure.
      expect(duplicate.status).toBe(409);
      expect(await duplicate.json()).toEqual({
        error: {
          kind: 'conflict',
          message: 'Another record already has these details. Reload the page and try again.',
        },
      });
      const written = JSON.stringify(logs);
      for (const personal of ['Priya Verma', '9829012345', '2008-09-02', 'Anita Verma', 'params']) {
        expect(written).not.toContain(personal);
      }
      const entry = logs.find((line) => line.path === '/api/students');
      expect(entry).toMatchObject({ status: 409, requestId: expect.any(String) });
      expect(entry?.error).toContain('23505');
      expect(entry?.error).toContain('test_one_mobile');
    } finally {
      await db.execute(sql`drop index test_one_mobile`);
    }
  });

  test('an error is described by its kind and codes, bounded, never by its message', () => {
    const secret = `Failed query: insert … params: Priya Verma,9829012345,${'x'.repeat(1_000_000)}`;
    const failure = Object.assign(new Error(secret), {
      cause: Object.assign(new Error('duplicate key (mobile)=(9829012345)'), {
        code: '23505',
        constraint: 'students_roll_no_unique',
        detail: 'Key (mobile)=(9829012345) already exists.',
      }),
    });
    const described = describeError(failure);
    expect(described).not.toContain('9829012345');
    expect(described).not.toContain('Priya');
    expect(described).toContain('23505');
    expect(described).toContain('students_roll_no_unique');
    expect(described.length).toBeLessThan(1000);
    expect(describeError('a thrown string with Priya Verma')).not.toContain('Priya');
  });
});

describe('scheduled notifications', () => {
  test('students and schools see a notification from its day on; the admin sees all', async () => {
    const note = (id: string, date: string, isScheduled: boolean) => ({
      id,
      title: id,
      details: 'Details',
      date,
      isScheduled,
    });
    await server.reset({
      ...probeSeed(),
      notifications: [
        note('past', '2026-11-20', false),
        note('today', '2026-11-22', true),
        note('next-week', '2026-11-29', true),
      ],
    });
    const titles = async (client: typeof fetch) => {
      const response = await client(`${server.server.url}/api/notifications`);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: Array<{ id: string }> };
      return data.map((notification) => notification.id).sort();
    };
    expect(await titles(await signedIn('student'))).toEqual(['past', 'today']);
    expect(await titles(await signedIn('school'))).toEqual(['past', 'today']);
    expect(await titles(await signedIn('admin'))).toEqual(['next-week', 'past', 'today']);

    // On its day it reaches them.
    server.setClock(() => new Date('2026-11-29T06:30:00.000Z'));
    try {
      expect(await titles(await signedIn('student'))).toEqual(['next-week', 'past', 'today']);
    } finally {
      server.setClock(() => new Date(START));
    }
  });
});

describe('paged queries take bounded whole-number pages', () => {
  test.each(['1e300', '1.5', '-1', '0', String(MAX_PAGE + 1), 'abc'])(
    'page=%s is refused with 400 on the audit log and the candidates',
    async (page) => {
      const admin = await signedIn('admin');
      for (const route of ['/api/audit-log', '/api/candidates/page', '/api/students/page']) {
        const response = await admin(`${server.server.url}${route}?page=${page}&pageSize=10`);
        expect(response.status, route).toBe(400);
        const { error } = (await response.json()) as {
          error: { issues: Array<{ path: string; message: string }> };
        };
        expect(error.issues).toEqual([
          { path: 'page', message: 'The page must be a whole number from 1 to 1,000,000.' },
        ]);
      }
    },
  );

  test('the audit log refuses a page size out of range too', async () => {
    const admin = await signedIn('admin');
    const response = await admin(`${server.server.url}/api/audit-log?page=1&pageSize=1e9`);
    expect(response.status).toBe(400);
  });
});

describe('security headers on every answer', () => {
  let staticDir: string;
  let portal: RunningServer;
  const inlineScript = 'console.log("inline")';

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'portal-headers-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<h1>Home page</h1>');
    writeFileSync(path.join(staticDir, 'app-shell.html'), '<div id="root"></div>');
    mkdirSync(path.join(staticDir, 'about'));
    writeFileSync(
      path.join(staticDir, 'about', 'index.html'),
      `<h1>About Us</h1><script>${inlineScript}</script><script src="/a.js"></script>`,
    );
    portal = await startServer({ dataDir: 'memory://', staticDir, trustProxy: 1 });
  }, 60_000);

  afterAll(async () => {
    await portal?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  test('pages, API answers and refusals all carry them; HSTS only over https', async () => {
    const answers = await Promise.all([
      fetch(`${portal.url}/`),
      fetch(`${portal.url}/about`),
      fetch(`${portal.url}/admin/dashboard`),
      fetch(`${portal.url}/api/settings`),
      fetch(`${portal.url}/api/no-such-route`),
      fetch(`${portal.url}/api/backup`),
      fetch(`${portal.url}/api/students`, { method: 'POST', body: '{' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 404, 401, 401]);
    for (const answer of answers) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // No outside image source: the avatar's initials are drawn in the page.
      expect(csp).toContain("img-src 'self' data: blob:;");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }

    // A built page's inline script is allowed by its hash, computed at start-up.
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(answers[1]!.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);

    const overHttps = await fetch(`${portal.url}/api/settings`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
