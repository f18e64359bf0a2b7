// @vitest-environment node
// What the server keeps counted so that it never reads every candidate per request:
// - the marks per class (mark_counts, kept by a trigger) always equal a count of the candidates
//   themselves, whatever changed them: marks, Absent, a CSV of results, an edit of the class, a
//   restore; the public lookup's rank and percentile come from them;
// - the roll-number state (roll_counters) continues the sequence exactly as counting the table
//   would: across a change of prefix and back, and after a restore.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN, startTestServer } from '../../server/harness';
import type { DatabaseKind, TestServer } from '../../server/harness';
import { newCandidate, storedCandidate } from './fixtures';

type CountRow = { current_class: number; marks: number; count: number };

describe.each<DatabaseKind>(['pglite', 'postgres'])('kept counts on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 120_000);
  afterAll(() => server?.stop());

  async function counted() {
    const { rows } = (await server.server.database.db.execute(
      sql`select current_class, marks, count from mark_counts where count > 0 order by 1, 2`,
    )) as unknown as { rows: CountRow[] };
    return rows.map((row) => [row.current_class, row.marks, row.count]);
  }

  async function recounted() {
    const { rows } = (await server.server.database.db.execute(sql`
      select (doc->>'currentClass')::int as current_class, (doc->>'marks')::float8 as marks,
             count(*)::int as count
      from candidates
      where doc ? 'marks' and coalesce((doc->>'absent')::boolean, false) = false
      group by 1, 2 order by 1, 2`)) as unknown as { rows: CountRow[] };
    return rows.map((row) => [row.current_class, row.marks, row.count]);
  }

  test('every kind of change keeps the counts equal to the candidates', async () => {
    await server.reset({
      stseCandidates: [
        storedCandidate('STSE2610001', { id: 'a', currentClass: 10, marks: 80 }),
        storedCandidate('STSE2610002', { id: 'b', currentClass: 10, marks: 80 }),
        storedCandidate('STSE2610003', { id: 'c', currentClass: 10, marks: 55 }),
        storedCandidate('STSE2609004', { id: 'd', currentClass: 9, absent: true }),
        storedCandidate('STSE2609005', { id: 'e', currentClass: 9 }),
      ],
    });
    // Seeded (a restore): the two 80s share a count.
    expect(await counted()).toEqual([
      [10, 55, 1],
      [10, 80, 2],
    ]);

    const { repository } = await server.client({ role: 'admin', ...ADMIN });
    await repository.saveMarks('e', 91); // no marks → marks
    await repository.saveMarks('a', 'Absent'); // marks → Absent
    await repository.saveMarks('d', 40); // Absent → marks
    await repository.saveResults([
      { candidateId: 'b', marks: 60 },
      { candidateId: 'c', marks: 60 },
    ]);
    const moved = await repository.getCandidate('c');
    await repository.updateCandidate({ ...moved!, currentClass: 11 }); // another class
    await repository.addCandidate(newCandidate({ currentClass: 10 })); // no marks, no count

    expect(await counted()).toEqual([
      [9, 40, 1],
      [9, 91, 1],
      [10, 60, 1],
      [11, 60, 1],
    ]);
    expect(await counted()).toEqual(await recounted());

    await repository.setResultsPublished(true);
    const result = await repository.lookupResult({
      rollNo: 'STSE2609004',
      dateOfBirth: newCandidate().dateOfBirth,
    });
    expect(result).toMatchObject({ status: 'published', rank: 2, classSize: 2, percentile: 50 });
  });

  test('roll numbers continue across a change of prefix and after a restore', async () => {
    await server.reset({});
    const { repository } = await server.client({ role: 'admin', ...ADMIN });
    const register = async () => (await repository.addCandidate(newCandidate())).rollNo;
    expect([await register(), await register(), await register()]).toEqual([
      'STSE0001',
      'STSE0002',
      'STSE0003',
    ]);
    const settings = await repository.getSettings();
    const withPrefix = (rollNoPrefix: string) => ({
      ...settings,
      stse: { ...settings.stse, rollNoPrefix },
    });
    await repository.replaceSettings(withPrefix('ABC'));
    // Count + 1: three candidates exist, none of this prefix.
    expect(await register()).toBe('ABC0004');
    await repository.replaceSettings(withPrefix('STSE'));
    expect(await register()).toBe('STSE0005');

    // A restore replaces the candidates: the sequence follows the restored ones.
    await server.reset({
      stseCandidates: [
        storedCandidate('STSE0001', { id: 'r1' }),
        storedCandidate('STSE0009', { id: 'r2' }),
      ],
    });
    const after = await server.client({ role: 'admin', ...ADMIN });
    expect((await after.repository.addCandidate(newCandidate())).rollNo).toBe('STSE0010');
    expect((await after.repository.addCandidate(newCandidate())).rollNo).toBe('STSE0011');
  });

  test('a burst of registrations at once: consecutive roll numbers, one visitor entry each', async () => {
    await server.reset({});
    const visitor = await server.client();
    const added = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        visitor.repository.addCandidate(newCandidate({ name: `Burst ${index}` })),
      ),
    );
    expect(added.map((candidate) => candidate.rollNo).sort()).toEqual(
      Array.from({ length: 60 }, (_, index) => `STSE${String(index + 1).padStart(4, '0')}`),
    );
    // Each request got its own candidate back.
    expect(added.map((candidate) => candidate.name)).toEqual(
      Array.from({ length: 60 }, (_, index) => `Burst ${index}`),
    );
    const { repository: admin } = await server.client({ role: 'admin', ...ADMIN });
    const log = await admin.listAuditLog({ entity: 'candidate', page: 1, pageSize: 100 });
    expect(log.total).toBe(60);
    expect(new Set(log.rows.map((entry) => entry.actor.role))).toEqual(new Set(['visitor']));
    // Sixty transactions in turn on one PGlite connection: allow for a busy machine.
  }, 30_000);
});
