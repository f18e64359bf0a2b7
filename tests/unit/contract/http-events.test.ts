// @vitest-environment node
// GET /api/events on one server over PGlite: a stream starts with `reset`, hears each write's
// collections through Postgres LISTEN/NOTIFY, keeps quiet streams alive with a comment, ends
// when the server shuts down (which would otherwise wait for it forever), and a process holds a
// bounded number of them, a client address too. A visitor's stream hears only the collections
// the public pages show.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../../server/db/open';
import type { Database } from '../../../server/db/open';
import { MAX_STREAMS_PER_ADDRESS, startLiveUpdates } from '../../../server/http/live';
import { createHttpRepository } from '../../../src/data/adapters/http';
import { ADMIN, startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { openEvents, readEvents } from '../../server/events';
import type { EventReader } from '../../server/events';
import { probeSeed, studentA } from '../../server/probe-fixtures';
import { newCandidate } from './fixtures';

describe('live updates over HTTP + PGlite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  }, 60_000);
  afterAll(() => server?.stop());

  test('a write reaches an open stream with the collections it changed', async () => {
    await server.reset();
    const admin = await server.client({ role: 'admin', ...ADMIN });
    const events = await openEvents(server.server.url, admin.fetch.cookie());
    try {
      await events.next((event) => event.event === 'reset');
      const { repository } = await server.client();
      await repository.addCandidate(newCandidate());
      await admin.repository.setResultsPublished(true);

      // Every write changes the audit log too.
      await events.next((event) => event.data === '["settings","auditLog"]');
      expect(events.events.map(({ event, data }) => ({ event, data }))).toEqual([
        { event: 'reset', data: 'reload' },
        { event: 'changes', data: '["stseCandidates","enquiries","auditLog"]' },
        { event: 'changes', data: '["settings","auditLog"]' },
      ]);
    } finally {
      events.close();
    }
  });

  test('a page’s own write is left out of its own stream, and reaches every other', async () => {
    await server.reset();
    const admin = await server.client({ role: 'admin', ...ADMIN });
    const own = await openEvents(server.server.url, admin.fetch.cookie());
    const other = await openEvents(server.server.url, admin.fetch.cookie());
    try {
      const { id } = await own.next((event) => event.event === 'reset');
      await other.next((event) => event.event === 'reset');
      expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
      // The page's writes name its stream, as the browser's adapter does once the stream is open.
      const ownPage = createHttpRepository({
        baseUrl: server.server.url,
        fetch: (url, init) =>
          admin.fetch(url, { ...init, headers: { ...init?.headers, 'X-Stream-Id': id! } }),
      });
      await ownPage.setResultsPublished(true);
      await other.next((event) => event.data === '["settings","auditLog"]');
      await admin.repository.addNotification({ title: 'T', details: 'D', date: '2026-01-01' });
      await own.next((event) => event.event === 'changes');
      await other.next((event) => event.data === '["notifications","auditLog"]');
      expect(own.events.filter((event) => event.event === 'changes')).toEqual([
        expect.objectContaining({ data: '["notifications","auditLog"]' }),
      ]);
    } finally {
      own.close();
      other.close();
    }
  });

  test('a refused write and a read announce nothing', async () => {
    await server.reset();
    const admin = await server.client({ role: 'admin', ...ADMIN });
    const events = await openEvents(server.server.url, admin.fetch.cookie());
    try {
      await events.next((event) => event.event === 'reset');
      const { repository: visitor } = await server.client();
      await expect(visitor.setResultsPublished(true)).rejects.toThrow('Sign in to continue.');
      await visitor.listMaterials();
      await visitor.addCandidate(newCandidate());
      await events.next((event) => event.event === 'changes');
      expect(events.events.filter((event) => event.event === 'changes')).toEqual([
        expect.objectContaining({ data: '["stseCandidates","enquiries","auditLog"]' }),
      ]);
    } finally {
      events.close();
    }
  });

  test('a visitor’s stream hears only the collections the public pages show', async () => {
    await server.reset(probeSeed());
    await server.server.accounts.setPasswordOf('student', studentA.id, 'student-password-1');
    const visitor = await openEvents(server.server.url);
    const admin = await server.client({ role: 'admin', ...ADMIN });
    const signedIn = await openEvents(server.server.url, admin.fetch.cookie());
    try {
      await visitor.next((event) => event.event === 'reset');
      await signedIn.next((event) => event.event === 'reset');
      const student = await server.client({
        role: 'student',
        email: studentA.email,
        password: 'student-password-1',
      });
      await student.repository.addTicket(studentA.id, 'A question about fees');
      await (await server.client()).repository.addCandidate(newCandidate());
      await admin.repository.setResultsPublished(true);

      await signedIn.next((event) => event.data === '["settings","auditLog"]');
      await visitor.next((event) => event.event === 'changes');
      expect(visitor.events.filter((event) => event.event === 'changes')).toEqual([
        expect.objectContaining({ data: '["settings"]' }),
      ]);
      expect(signedIn.events.map((event) => event.data)).toEqual([
        'reload',
        '["supportTickets","auditLog"]',
        '["stseCandidates","enquiries","auditLog"]',
        '["settings","auditLog"]',
      ]);
    } finally {
      visitor.close();
      signedIn.close();
    }
  });

  test('one address holds a bounded number of streams, and gets one back when a page leaves', async () => {
    const open: EventReader[] = [];
    try {
      for (let count = 0; count < MAX_STREAMS_PER_ADDRESS; count += 1) {
        open.push(await openEvents(server.server.url));
      }
      const refused = await fetch(`${server.server.url}/api/events`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await refused.json()).toEqual({
        error: {
          kind: 'rate-limited',
          message: 'Too many pages from your address are receiving live updates.',
        },
      });
      open.shift()!.close();
      await expect.poll(() => server.server.live.openStreams).toBe(MAX_STREAMS_PER_ADDRESS - 1);
      open.push(await openEvents(server.server.url));
    } finally {
      for (const events of open) events.close();
    }
    await expect.poll(() => server.server.live.openStreams).toBe(0);
  });

  test('a page that leaves is forgotten', async () => {
    const events = await openEvents(server.server.url);
    await events.next((event) => event.event === 'reset');
    expect(server.server.live.openStreams).toBe(1);
    events.close();
    await expect.poll(() => server.server.live.openStreams).toBe(0);
  });
});

describe('the event stream itself', () => {
  let database: Database;
  /** Each stream from an address of its own: this bound is the process's. */
  let pages = 0;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  }, 60_000);
  afterAll(() => database?.close());

  test('sends a heartbeat comment while quiet, and ends when closed', async () => {
    const live = await startLiveUpdates({ database, heartbeatMs: 50 });
    const app = new Hono().get('/events', (c) =>
      live.stream(c, { address: `page-${(pages += 1)}`, hears: 'everything' }),
    );
    const response = await app.request('/events');
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = readEvents(response.body!);
    await events.next((event) => event.event === 'reset');
    await expect.poll(() => events.comments).toBeGreaterThanOrEqual(2);

    await live.notify(['payments', 'students']);
    await events.next((event) => event.event === 'changes');
    expect(events.events.at(-1)?.data).toBe('["payments","students"]');

    await live.close();
    await events.ended;
    // A stream asked for after the close ends at once.
    const late = readEvents((await app.request('/events')).body!);
    await late.ended;
    expect(late.events).toEqual([]);
  });

  test('refuses a stream beyond its bound, with when to try again, and takes one when a page leaves', async () => {
    const live = await startLiveUpdates({ database, maxStreams: 2 });
    const app = new Hono().get('/events', (c) =>
      live.stream(c, { address: `page-${(pages += 1)}`, hears: 'everything' }),
    );
    const first = readEvents((await app.request('/events')).body!);
    const second = readEvents((await app.request('/events')).body!);
    await Promise.all([first, second].map((events) => events.next((e) => e.event === 'reset')));

    const refused = await app.request('/events');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      error: {
        kind: 'server',
        message: 'This server is sending live updates to as many pages as it can.',
      },
    });
    expect(live.openStreams).toBe(2);

    first.close();
    await expect.poll(() => live.openStreams).toBe(1);
    const third = readEvents((await app.request('/events')).body!);
    await third.next((event) => event.event === 'reset');
    expect(live.openStreams).toBe(2);
    await live.close();
  });
});
