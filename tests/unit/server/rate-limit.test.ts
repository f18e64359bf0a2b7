// @vitest-environment node
// The per-address limit's counting: a burst from one address never passes the limit on one
// server, admitted hits reach the database together (not a round trip each), and a server
// sharing the database hears what another admitted at its next flush.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/open';
import type { Database } from '../../../server/db/open';
import * as t from '../../../server/db/schema';
import { createRateLimiter, rateLimitsOf } from '../../../server/http/rate-limit';

let database: Database;
const now = () => new Date(Date.UTC(2026, 10, 26, 4, 31));
const limiter = (lookups: number) =>
  createRateLimiter({ db: database.db, now, limits: rateLimitsOf({ lookups }) });

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(t.rateLimits);
});

const counted = async (address: string) =>
  (await database.db.select().from(t.rateLimits).where(eq(t.rateLimits.key, address)))[0]?.hits;

test('a burst from one address lets exactly the limit through', async () => {
  const server = limiter(3);
  const outcomes = Array.from({ length: 12 }, () => server.hit('lookups', '203.0.113.7'));
  expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(3);
  expect(outcomes.find((outcome) => !outcome.allowed)).toEqual({
    allowed: false,
    retryAfterSeconds: 14 * 60,
  });
  await server.flush();
  expect(await counted('203.0.113.7')).toBe(3);
});

test('admitted hits reach the database together, at the flush', async () => {
  const server = limiter(100);
  for (let hit = 0; hit < 10; hit += 1) {
    expect(server.hit('lookups', '203.0.113.8')).toEqual({ allowed: true });
  }
  expect(await counted('203.0.113.8')).toBeUndefined();
  await server.flush();
  expect(await counted('203.0.113.8')).toBe(10);
});

test('a server hears at its flush what another admitted from the same address', async () => {
  const first = limiter(3);
  const second = limiter(3);
  for (let hit = 0; hit < 3; hit += 1) {
    expect(first.hit('lookups', '203.0.113.9').allowed).toBe(true);
  }
  await first.flush();
  // The second server has not heard yet: at most one flush's worth gets past the limit.
  expect(second.hit('lookups', '203.0.113.9').allowed).toBe(true);
  await second.flush();
  expect(second.hit('lookups', '203.0.113.9').allowed).toBe(false);
  // The other addresses are untouched.
  expect(second.hit('lookups', '203.0.113.10').allowed).toBe(true);
});

test('the database away, admitted hits wait for the next flush and are not lost', async () => {
  const server = limiter(100);
  server.hit('lookups', '203.0.113.11');
  server.hit('lookups', '203.0.113.11');
  await database.db.execute(sql`alter table rate_limits rename to rate_limits_away`);
  try {
    await server.flush();
  } finally {
    await database.db.execute(sql`alter table rate_limits_away rename to rate_limits`);
  }
  expect(await counted('203.0.113.11')).toBeUndefined();
  await server.flush();
  expect(await counted('203.0.113.11')).toBe(2);
});

test('a reset waits for a flush under way, so its hits are not written back after the delete', async () => {
  // A database whose insert answers only when the test says: the flush is under way meanwhile.
  const calls: string[] = [];
  let answerInsert = () => {};
  const fakeDb = {
    insert: () => ({
      values: () => ({
        onConflictDoUpdate: () => ({
          returning: () =>
            new Promise<never[]>((resolve) => {
              calls.push('insert');
              answerInsert = () => {
                calls.push('insert answered');
                resolve([]);
              };
            }),
        }),
      }),
    }),
    delete: () => ({
      where: async () => calls.push('delete'),
      then: (resolve: (value: unknown) => void) => {
        calls.push('delete');
        resolve(undefined);
      },
    }),
  } as unknown as Database['db'];
  const server = createRateLimiter({ db: fakeDb, now, limits: rateLimitsOf({ lookups: 3 }) });
  server.hit('lookups', '203.0.113.12');
  const flushing = server.flush();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const cleared = server.clear();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(calls).toEqual(['insert']);
  answerInsert();
  await Promise.all([flushing, cleared]);
  expect(calls.slice(0, 3)).toEqual(['insert', 'insert answered', 'delete']);
});

test('while a flush tidies up, its hits count once, not twice', async () => {
  // The database reports the two sent hits at once, then takes its time deleting ended windows.
  let answerDelete = () => {};
  const deleted = new Promise<void>((resolve) => (answerDelete = resolve));
  const fakeDb = {
    insert: () => ({
      values: () => ({
        onConflictDoUpdate: () => ({
          returning: async () => [{ bucket: 'lookups', key: '203.0.113.13', hits: 2 }],
        }),
      }),
    }),
    delete: () => ({ where: () => deleted }),
  } as unknown as Database['db'];
  const server = createRateLimiter({ db: fakeDb, now, limits: rateLimitsOf({ lookups: 3 }) });
  server.hit('lookups', '203.0.113.13');
  server.hit('lookups', '203.0.113.13');
  const flushing = server.flush();
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Two counted of three: the third is let through, the fourth is not.
  expect(server.hit('lookups', '203.0.113.13').allowed).toBe(true);
  expect(server.hit('lookups', '203.0.113.13').allowed).toBe(false);
  answerDelete();
  await flushing;
});
