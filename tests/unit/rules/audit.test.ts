import { expect, test } from 'vitest';
import { auditChanges, auditDayRange } from '@/data/rules/audit';
import { auditEntry, auditPage, withAuditEntries } from '@/data/operations/audit';
import { readBackup } from '@/data';
import type { AuditEntry } from '@/data';

test('an edit lists only the fields that changed, by name, with before and after', () => {
  expect(
    auditChanges(
      { id: 's1', name: 'Priya', mobile: '9829012345', email: 'p@example.com' },
      { id: 's1', name: 'Priya', mobile: '9829099999', email: 'priya@example.com' },
    ),
  ).toEqual([
    { field: 'email', before: 'p@example.com', after: 'priya@example.com' },
    { field: 'mobile', before: '9829012345', after: '9829099999' },
  ]);
});

test('nested objects and lists are compared deeply and named by a readable path', () => {
  const installment = (paidAmount: number, status: string) => ({
    id: 'i',
    amount: 40000,
    paidAmount,
    status,
  });
  expect(
    auditChanges(
      {
        feeDetails: {
          totalFee: 120000,
          installments: [installment(40000, 'Paid'), installment(0, 'Pending')],
        },
      },
      {
        feeDetails: {
          totalFee: 120000,
          installments: [installment(40000, 'Paid'), installment(15000, 'Partial')],
        },
      },
    ),
  ).toEqual([
    { field: 'feeDetails.installments[2].paidAmount', before: 0, after: 15000 },
    { field: 'feeDetails.installments[2].status', before: 'Pending', after: 'Partial' },
  ]);
});

test('a field filled in, a field cleared, an item added: null stands for "not there"', () => {
  expect(
    auditChanges(
      { examCenter: undefined, messages: [{ text: 'Hi' }], tags: ['a'] },
      { examCenter: 'Online', messages: [{ text: 'Hi' }, { text: 'Done' }] },
    ),
  ).toEqual([
    { field: 'examCenter', before: null, after: 'Online' },
    { field: 'messages[2]', before: null, after: { text: 'Done' } },
    { field: 'tags', before: ['a'], after: null },
  ]);
});

test('a new record lists each field from null; nothing changed lists nothing', () => {
  expect(auditChanges(undefined, { mode: 'UPI', amount: 15000 })).toEqual([
    { field: 'amount', before: null, after: 15000 },
    { field: 'mode', before: null, after: 'UPI' },
  ]);
  expect(auditChanges({ amount: 1, list: [1, 2] }, { list: [1, 2], amount: 1 })).toEqual([]);
});

test('the days of the filter are India days: 00:00 IST is 18:30 UTC the day before', () => {
  expect(auditDayRange('2026-11-22', '2026-11-22')).toEqual({
    from: Date.parse('2026-11-21T18:30:00.000Z'),
    until: Date.parse('2026-11-22T18:30:00.000Z'),
  });
  expect(auditDayRange(undefined, '2026-02-30')).toEqual({});
  expect(auditDayRange('', undefined)).toEqual({});
});

const admin = { id: 'admin', name: 'Admin', role: 'admin' } as const;
const at = new Date('2026-11-22T06:30:00.000Z');

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    ...auditEntry(admin, at, {
      entity: 'student',
      entityId: 's1',
      action: 'updated',
      before: {},
      after: {},
    }),
    ...overrides,
  };
}

test("an entry leaves out the record's id, which is its entityId", () => {
  const made = auditEntry(admin, at, {
    entity: 'payment',
    entityId: 'p1',
    action: 'created',
    before: undefined,
    after: { id: 'p1', amount: 15000 },
    studentId: 's1',
  });
  expect(made).toMatchObject({
    at: '2026-11-22T06:30:00.000Z',
    actor: admin,
    entity: 'payment',
    entityId: 'p1',
    studentId: 's1',
    action: 'created',
    changes: [{ field: 'amount', before: null, after: 15000 }],
  });
});

test('the page: newest first, filtered by entity, user, days and a student with its payments', () => {
  const log = [
    entry({ id: 'a', at: '2026-11-20T10:00:00.000Z', entity: 'student', entityId: 's1' }),
    entry({
      id: 'b',
      at: '2026-11-21T19:00:00.000Z', // 22 Nov 00:30 in India
      entity: 'payment',
      entityId: 'p1',
      studentId: 's1',
      actor: { id: 'u9', name: 'Rahul Sharma', role: 'student' },
    }),
    entry({ id: 'c', at: '2026-11-22T05:00:00.000Z', entity: 'school', entityId: 'k1' }),
  ];
  const ids = (query: Parameters<typeof auditPage>[1]) =>
    auditPage(log, query).rows.map((row) => row.id);
  const page = { page: 1, pageSize: 25 };
  expect(ids(page)).toEqual(['c', 'b', 'a']);
  expect(ids({ ...page, entity: 'payment' })).toEqual(['b']);
  expect(ids({ ...page, actor: 'sharma' })).toEqual(['b']);
  expect(ids({ ...page, actor: 'U9' })).toEqual(['b']);
  expect(ids({ ...page, from: '2026-11-22', to: '2026-11-22' })).toEqual(['c', 'b']);
  expect(ids({ ...page, entityId: 's1' })).toEqual(['b', 'a']);
  expect(auditPage(log, { page: 2, pageSize: 2 })).toMatchObject({ total: 3, page: 2 });
  expect(auditPage(log, { page: 2, pageSize: 2 }).rows.map((row) => row.id)).toEqual(['a']);
});

test('the browser keeps every payment entry and the newest others up to the limit', () => {
  const others = Array.from({ length: 4 }, (_, index) =>
    entry({ id: `o${index}`, entity: 'candidate' }),
  );
  const payment = entry({ id: 'p', entity: 'payment' });
  const kept = withAuditEntries([others[0]!, payment, others[1]!], [others[2]!, others[3]!], 2);
  expect(kept.map((item) => item.id)).toEqual(['p', 'o2', 'o3']);
});

test('a backup made before the audit log restores with an empty log', () => {
  const text = JSON.stringify({
    format: 'sankalp-portal-backup',
    formatVersion: 1,
    dataVersion: 4,
    exportedAt: '2026-11-22T06:30:00.000Z',
    collections: {
      students: [],
      stseCandidates: [],
      materials: [],
      schools: [],
      supportTickets: [],
      notifications: [],
      payments: [],
      settings: {
        stse: {
          rollNoPrefix: 'STSE',
          examCenters: ['Online'],
          scholarshipTiers: [],
          examYear: 2024,
          maxMarks: 100,
          resultsPublished: false,
        },
      },
    },
    files: {},
  });
  const reading = readBackup(text, '2026-11-22');
  expect(reading.ok && reading.backup.collections.auditLog).toEqual([]);
  expect(reading.ok && reading.counts.auditLog).toBe(0);
});
