// @vitest-environment node
// The server writes a change and its audit entry in one transaction: when either fails, neither
// is stored. A trigger makes the database refuse the entry, or the whole transaction at commit.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { openDatabase } from '../../../server/db/open';
import type { Database } from '../../../server/db/open';
import { createPortalData, seedDatabase } from '../../../server/data/portal-data';
import { auditActor } from '../../../server/http/audit-actor';
import { START, storedStudent } from './fixtures';

let database: Database;
const now = () => new Date(START);
const admin = { id: 'admin-1', name: 'Admin', role: 'admin' } as const;
const student = storedStudent('SANK26120001');
const payment = {
  studentId: student.id,
  installmentId: 'SANK26120001-1',
  amount: 15000,
  mode: 'Cash' as const,
  reference: '',
  receivedBy: 'Admin',
};
const firstPage = { page: 1, pageSize: 25 };

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.db.execute(sql`
    create function refuse_write() returns trigger language plpgsql as $$
    begin raise exception 'refused by the test'; end $$`);
}, 120_000);
afterAll(() => database?.close());

beforeEach(async () => {
  await database.db.execute(sql`drop trigger if exists refuse on audit_log`);
  await database.db.execute(sql`drop trigger if exists refuse on payments`);
  await seedDatabase(database.db, now, { students: [student] });
});

test('a payment whose audit entry cannot be written is not stored either', async () => {
  await database.db.execute(
    sql`create trigger refuse before insert on audit_log for each row execute function refuse_write()`,
  );
  const data = createPortalData({ db: database.db, now }).as(admin);
  await expect(data.recordPayment(payment)).rejects.toThrow();
  expect(await data.listPayments()).toEqual([]);
  expect((await data.getStudent(student.id))?.feeDetails.installments[0]?.paidAmount).toBe(0);
});

test('a payment that fails at commit, after its entry was written, leaves no entry', async () => {
  const data = createPortalData({ db: database.db, now }).as(admin);
  // Checked only when the transaction commits: by then the payment, the student and the entry
  // have all been written, and all are rolled back together.
  await database.db.execute(sql`
    create constraint trigger refuse after insert on payments deferrable initially deferred
    for each row execute function refuse_write()`);
  await expect(data.recordPayment(payment)).rejects.toThrow();
  expect(await data.listAuditLog(firstPage)).toEqual({
    rows: [],
    total: 0,
    page: 1,
    pageSize: 25,
  });
  expect(await data.listPayments()).toEqual([]);
});

test('a write that succeeds is logged under the actor it was made as', async () => {
  const data = createPortalData({ db: database.db, now });
  await data.as(admin).recordPayment(payment);
  const { rows } = await data.listAuditLog(firstPage);
  expect(rows.map((entry) => entry.actor)).toEqual([admin]);
});

test('each caller is recorded as itself: a student or school by its record, a visitor as Visitor', () => {
  expect(auditActor({ role: 'visitor' })).toEqual({
    id: 'visitor',
    name: 'Visitor',
    role: 'visitor',
  });
  expect(
    auditActor({
      role: 'admin',
      userId: 'u1',
      name: 'Admin',
      staffRole: 'office',
      permissions: ['fees.record'],
    }),
  ).toEqual({
    id: 'u1',
    name: 'Admin',
    role: 'admin',
  });
  expect(
    auditActor({ role: 'student', userId: 'u2', name: 'Rahul Sharma', studentId: 'student-1' }),
  ).toEqual({ id: 'student-1', name: 'Rahul Sharma', role: 'student' });
  expect(
    auditActor({ role: 'school', userId: 'u3', name: 'DPS Noida', schoolId: 'school-1' }),
  ).toEqual({ id: 'school-1', name: 'DPS Noida', role: 'school' });
});
