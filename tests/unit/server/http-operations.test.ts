// @vitest-environment node
// GET /api/health and the request log: what an operator and a load balancer see.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { startServer } from '../../../server/server';
import type { RunningServer } from '../../../server/server';
import type { LogEntry } from '../../../server/http/request-log';
import { ADMIN } from '../../server/harness';

let server: RunningServer;
const lines: LogEntry[] = [];
// One server for the file (PGlite and its migrations take seconds to start on a busy machine).
beforeAll(async () => {
  server = await startServer({ dataDir: 'memory://', log: (entry) => lines.push(entry) });
  await server.accounts.ensureAdmin(ADMIN.email, 'Admin', ADMIN.password);
  // A route that fails the way a bug would (routes can be added only before the first request).
  server.app.get('/__boom', () => {
    throw new Error('disk on fire');
  });
}, 60_000);
afterAll(() => server.close());
beforeEach(() => {
  lines.length = 0;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('health answers ok after asking the database, without sign-in and never cached', async () => {
  const response = await fetch(`${server.url}/api/health`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
});

test('one line per request: id, method, path without the query, status, duration, role', async () => {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'login-attempt.7' },
    body: JSON.stringify({ role: 'admin', ...ADMIN }),
  });
  expect(login.headers.get('x-request-id')).toBe('login-attempt.7');
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const lookup = await fetch(`${server.url}/api/candidates/by-roll-no?rollNo=STSE2026-0042`, {
    headers: { cookie },
  });
  const generated = lookup.headers.get('x-request-id');
  expect(generated).toMatch(UUID);

  expect(lines).toHaveLength(2);
  expect(lines[0]).toEqual({
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    level: 'info',
    requestId: 'login-attempt.7',
    method: 'POST',
    path: '/api/auth/login',
    status: 200,
    durationMs: expect.any(Number),
    role: 'visitor',
  });
  expect(lines[1]).toEqual({
    time: expect.any(String),
    level: 'info',
    requestId: generated,
    method: 'GET',
    path: '/api/candidates/by-roll-no',
    status: lookup.status,
    durationMs: expect.any(Number),
    role: 'admin',
  });
  expect(JSON.stringify(lines)).not.toContain('STSE2026-0042');
});

test('an incoming request id that could break a log line is replaced', async () => {
  for (const id of ['two words', 'x'.repeat(129), '{"level":"error"}', 'tab\there']) {
    const response = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': id } });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  }
  expect(lines.map((line) => line.requestId)).toEqual(lines.map(() => expect.stringMatching(UUID)));
});

test('an unexpected error is logged as JSON with its request id, kind and stack (never its message); the caller gets no detail', async () => {
  const response = await fetch(`${server.url}/__boom`, { headers: { 'x-request-id': 'boom-1' } });
  expect(response.status).toBe(500);
  expect(await response.json()).toEqual({
    error: { kind: 'server', message: 'Something went wrong on the server.' },
  });
  expect(lines).toEqual([
    {
      time: expect.any(String),
      level: 'error',
      requestId: 'boom-1',
      method: 'GET',
      path: '/__boom',
      status: 500,
      durationMs: expect.any(Number),
      // A message may quote what the request carried: only the error's kind is logged.
      error: 'Error',
      stack: expect.stringContaining('http-operations.test.ts'),
    },
  ]);
  expect(JSON.stringify(lines)).not.toContain('disk on fire');
});

// Last: it closes the database under the running server.
test('health answers 503 when the database does not answer, and logs why', async () => {
  await server.database.close();
  const response = await fetch(`${server.url}/api/health`, {
    headers: { 'x-request-id': 'probe-1' },
  });
  expect(response.status).toBe(503);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({
    status: 'unavailable',
    database: 'unreachable',
    message: 'The database does not answer.',
  });
  const reason = lines.find((line) => line.message);
  expect(reason).toMatchObject({
    level: 'error',
    requestId: 'probe-1',
    message: 'Health check: the database did not answer.',
  });
  // The error's kind (and its cause's), never its message.
  expect(reason?.error).toMatch(/^\w*Error\b/);
  expect(lines.at(-1)).toMatchObject({ level: 'error', path: '/api/health', status: 503 });
});
