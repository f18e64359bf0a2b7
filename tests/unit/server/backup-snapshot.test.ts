// @vitest-environment node
// A backup is one snapshot: a payment committed while the export is reading is in both the
// student's installments and the ledger, or in neither. Read one table at a time, an export
// taken while the office recorded a payment held the student before it and the ledger after it,
// and its restore left an installment's paid amount short of its receipts (found by the money
// invariants' property test, tests/unit/server/money-invariants.test.ts). On PostgreSQL, where
// reads and writes run side by side: the payment is recorded, and committed, while the export
// waits between reading the students and reading the ledger.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPortalData, seedDatabase } from '../../../server/data/portal-data';
import { recordInLedger } from '../../../server/data/payments';
import { openDatabase } from '../../../server/db/open';
import type { Database } from '../../../server/db/open';
import { startTempPostgres } from '../../server/postgres';
import type { TempPostgres } from '../../server/postgres';
import { createClock, storedStudent } from '../contract/fixtures';

const ADMIN = { id: 'admin', name: 'Admin', role: 'admin' as const };
const student = storedStudent('SANK26120001');

let postgres: TempPostgres;
let database: Database;
beforeAll(async () => {
  postgres = await startTempPostgres();
  database = await openDatabase({ databaseUrl: postgres.url });
}, 120_000);
afterAll(async () => {
  await database?.close();
  postgres?.stop();
});

/** Waits (bounded) until a statement of another connection waits for a lock. */
async function someoneWaitsForALock() {
  const until = Date.now() + 10_000;
  for (;;) {
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock'`,
    )) as unknown as { rows: Array<{ waiting: number }> };
    if (rows[0]!.waiting > 0) return;
    if (Date.now() > until) throw new Error('The export never waited for the ledger');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('a payment committed while the export reads is in the student and the ledger, or neither', async () => {
  const { now } = createClock();
  await seedDatabase(database.db, now, { students: [student] });
  const data = createPortalData({ db: database.db, now }).as(ADMIN);

  let exported: ReturnType<typeof data.exportBackup> | undefined;
  await database.db.transaction(async (tx) => {
    // The ledger is held until this payment commits: the export reads the students, then waits.
    await tx.execute(sql`lock table payments in access exclusive mode`);
    exported = data.exportBackup();
    await someoneWaitsForALock();
    await recordInLedger(data.context, tx, {
      studentId: student.id,
      installmentId: 'SANK26120001-1',
      amount: 1000,
      mode: 'Cash',
      reference: '',
      receivedBy: 'Admin',
    });
  });
  const { collections } = await exported!;
  const [installment] = collections.students[0]!.feeDetails.installments;
  const receipts = collections.payments.filter(
    (payment) => payment.installmentId === installment!.id,
  );
  expect(installment!.paidAmount).toBe(receipts.reduce((sum, payment) => sum + payment.amount, 0));
}, 60_000);
