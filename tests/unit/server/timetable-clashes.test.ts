// @vitest-environment node
// The clash rule, both halves: the shared rule (overlaps) against a brute force over minutes for
// 10,000 random pairs of intervals, every shape included (same start, nested, touching, apart);
// and the database's exclusion constraints (migration 0030) refusing exactly the overlapping
// pairs for one faculty member, one room of a branch and one batch, whatever the form checked.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { overlaps } from '@/data/daily';
import type { Session } from '@/data/daily';
import { openDatabase } from '../../../server/db/open';
import type { Database } from '../../../server/db/open';
import { sessionRow } from '../../../server/data/timetable';
import * as t from '../../../server/db/schema';

const interval = fc
  .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 20 }))
  .map(([startMinute, length]) => ({ startMinute, endMinute: startMinute + length }));

/** Whether two intervals share a whole minute, by listing the minutes. */
function shareAMinute(a: { startMinute: number; endMinute: number }, b: typeof a) {
  for (let minute = a.startMinute; minute < a.endMinute; minute += 1) {
    if (minute >= b.startMinute && minute < b.endMinute) return true;
  }
  return false;
}

test('overlaps agrees with the minutes for 10,000 random pairs, every shape', () => {
  fc.assert(
    fc.property(interval, interval, (a, b) => {
      expect(overlaps(a, b)).toBe(shareAMinute(a, b));
      expect(overlaps(a, b)).toBe(overlaps(b, a));
    }),
    { numRuns: 10_000 },
  );
  // The shape Frappe's query misses: starting with another and ending earlier.
  expect(overlaps({ startMinute: 600, endMinute: 630 }, { startMinute: 600, endMinute: 690 })).toBe(
    true,
  );
});

describe('the database refuses exactly the overlapping pairs', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  }, 60_000);
  afterAll(() => database.close());

  const DAY_START = Date.parse('2026-11-23T00:00:00.000+05:30');
  let made = 0;
  const session = (
    times: { startMinute: number; endMinute: number },
    shared: Partial<Session>,
  ): Session => {
    made += 1;
    return {
      id: `s${made}`,
      batchId: `batch-${made}`,
      date: '2026-11-23',
      subject: 'Physics',
      staffId: `staff-${made}`,
      room: '',
      status: 'scheduled',
      ...times,
      startsAt: new Date(DAY_START + times.startMinute * 60_000).toISOString(),
      endsAt: new Date(DAY_START + times.endMinute * 60_000).toISOString(),
      ...shared,
    };
  };

  /** Whether the second of two rows sharing `shared` is refused (both removed after). */
  async function refusesSecond(
    a: { startMinute: number; endMinute: number },
    b: typeof a,
    shared: Partial<Session>,
  ) {
    const first = session(a, shared);
    const second = session(b, shared);
    await database.db.insert(t.classSessions).values(sessionRow(first));
    let refused = false;
    try {
      await database.db.insert(t.classSessions).values(sessionRow(second));
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).cause?.code ??
        (error as { code?: string }).code;
      expect(code).toBe('23P01');
      refused = true;
    }
    await database.db.delete(t.classSessions).where(eq(t.classSessions.date, '2026-11-23'));
    return refused;
  }

  for (const [dimension, shared] of [
    ['faculty member', { staffId: 'staff-verma' }],
    ['room of a branch', { room: 'Room 101' }],
    ['batch', { batchId: 'batch-jee' }],
  ] as const) {
    test(`one ${dimension}: 3,334 random pairs (10,002 in all)`, async () => {
      await fc.assert(
        fc.asyncProperty(interval, interval, async (a, b) => {
          expect(await refusesSecond(a, b, shared)).toBe(shareAMinute(a, b));
        }),
        { numRuns: 3_334 },
      );
    }, 120_000);
  }

  test('a cancelled class and a room of another branch are no clash', async () => {
    const times = { startMinute: 600, endMinute: 690 };
    expect(await refusesSecond(times, times, { staffId: 'staff-x', status: 'cancelled' })).toBe(
      false,
    );
    const kota = session(times, { room: 'Room 101' });
    const jaipur = session(times, { room: 'Room 101', branchId: 'branch-jaipur' });
    await database.db.insert(t.classSessions).values([sessionRow(kota), sessionRow(jaipur)]);
    await database.db.delete(t.classSessions).where(eq(t.classSessions.date, '2026-11-23'));
  });
});
