// @vitest-environment node
// Counters are rows: the next roll or receipt number is taken inside the transaction that writes
// it, so a rollback gives it back; a restore empties the counters and each is seeded again from
// the restored records and the numbers issued before (none is issued twice).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { advanceCounter, stseRollSeries } from '../../../server/data/counters';
import { createPortalData, seedDatabase } from '../../../server/data/portal-data';
import { openDatabase } from '../../../server/db/open';
import type { Database } from '../../../server/db/open';
import { createClock, newCandidate, newStudent, storedCandidate } from '../contract/fixtures';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => database.close());

const register = async (data: ReturnType<typeof createPortalData>) =>
  (await data.addCandidate(newCandidate())).rollNo;

test('a rolled-back transaction gives its numbers back: no gap', async () => {
  const { now } = createClock();
  await seedDatabase(database.db, now, {});
  const data = createPortalData({ db: database.db, now });
  expect(await register(data)).toBe('STSE0001');
  await expect(
    database.db.transaction(async (tx) => {
      await advanceCounter(tx, stseRollSeries('STSE'), 5, async () => 0);
      throw new Error('refused after numbering');
    }),
  ).rejects.toThrow('refused after numbering');
  expect(await register(data)).toBe('STSE0002');
});

test('after a restore each series continues after its records and the numbers issued before', async () => {
  const { now } = createClock();
  await seedDatabase(database.db, now, {
    stseCandidates: [storedCandidate('STSE0040'), storedCandidate('STSE0007')],
  });
  const data = createPortalData({ db: database.db, now });
  expect(await register(data)).toBe('STSE0041');
  const student = await data.addStudent(newStudent());
  const backup = await data.exportBackup();
  expect(await register(data)).toBe('STSE0042');
  await data.addStudent(newStudent());
  // The backup has STSE0041 and one student; what came after it stays issued.
  await data.importBackup(backup);
  expect(await register(data)).toBe('STSE0043');
  expect((await data.addStudent(newStudent())).rollNo.slice(-4)).toBe('0003');
  expect(student.rollNo.slice(-4)).toBe('0001');
});
