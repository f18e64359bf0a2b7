// Backup and restore: every collection and file out, or every one replaced in one transaction.
import { asc, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import {
  DEFAULT_SETTINGS,
  PDF_TYPE,
  VISITOR_ACTOR,
  backupMaterialIds,
  collectionsSchema,
  issuedNumbersAfterRestore,
  openingEntries,
  recordCounts,
  refuseChangedReceipts,
  restoreChange,
  validatedStored,
} from '../../src/data/server';
import type { BackupCollections, Collections, RecordCounts } from '../../src/data/server';
import type { Db } from '../db/open';
import * as t from '../db/schema';
import { seedExamTables } from './exam-rows';
import {
  audit,
  auditRow,
  candidateRow,
  docs,
  firstRow,
  insertRows,
  materialRow,
  nameKeyColumn,
  notificationRow,
  outboxRow,
  paymentRow,
  readIssuedNumbers,
  readSettings,
  schoolRow,
  studentRow,
  paymentOrderRow,
  ticketRow,
  tidyMarkCounts,
} from './context';
import type { DataContext, Tx, UploadedFile } from './context';
import { branchRow } from './branches';
import { sessionRow } from './timetable';
import { markRows, registerRow } from './attendance-rows';
import { checkPdf } from './materials';
import { listRestoreRemovals, receiptsChangedBy } from './restore-preview';

const COUNTED = [
  'students',
  'stseCandidates',
  'materials',
  'schools',
  'branches',
  'supportTickets',
  'notifications',
  'payments',
  'batches',
  'enrolments',
  'slots',
  'classSessions',
  'holidays',
  'registers',
  'parentLinks',
  'enquiries',
] as const;
type StoredCounts = Record<(typeof COUNTED)[number], number>;

/** How many records each collection holds now, as recordCounts counts a backup's. */
async function storedCounts(tx: Tx): Promise<StoredCounts> {
  const row = await firstRow<Record<string, number>>(
    tx.execute(sql`
      select (select count(*)::int from students) as students,
             (select count(*)::int from candidates) as "stseCandidates",
             (select count(*)::int from materials) as materials,
             (select count(*)::int from schools) as schools,
             (select count(*)::int from branches) as branches,
             (select count(*)::int from tickets) as "supportTickets",
             (select count(*)::int from notifications) as notifications,
             (select count(*)::int from payments) as payments,
             (select count(*)::int from batches) as batches,
             (select count(*)::int from enrolments) as enrolments,
             (select count(*)::int from slots) as slots,
             (select count(*)::int from class_sessions) as "classSessions",
             (select count(*)::int from holidays) as holidays,
             (select count(*)::int from attendance_registers) as registers,
             (select count(*)::int from parent_links) as "parentLinks",
             (select count(*)::int from enquiries) as enquiries`),
  );
  const counts = {} as StoredCounts;
  for (const key of COUNTED) counts[key] = Number(row[key]);
  return counts;
}

/**
 * Before a restore replaces them: the highest numbers in use now join the issued numbers (the
 * same rule as the browser's), read as one column of each table.
 */
async function keepIssuedNumbers(tx: Tx, restoredPrefix: string) {
  // One after another: the statements of one transaction share its connection.
  const issued = await readIssuedNumbers(tx);
  const settings = await readSettings(tx);
  const receipts = await tx
    .select({
      number: sql<
        string | null
      >`coalesce(${t.payments.receiptNo}, ${t.payments.doc}->'refund'->>'creditNoteNo')`,
    })
    .from(t.payments);
  const students = await tx.select({ number: t.students.rollNo }).from(t.students);
  const candidates = await tx.select({ number: t.candidates.rollNo }).from(t.candidates);
  const kept = issuedNumbersAfterRestore(
    issued,
    {
      receiptNos: receipts.map((row) => row.number),
      studentRollNos: students.map((row) => row.number),
      candidateRollNos: candidates.map((row) => row.number),
    },
    [settings.stse.rollNoPrefix, restoredPrefix],
  );
  await insertRows(
    tx,
    t.issuedNumbers,
    kept.filter((number) => !issued.includes(number)).map((number) => ({ number })),
  );
}

/** A record kept whole in `doc` beside its id. */
const rowOf = <R extends { id: string }>(record: R) => ({ id: record.id, doc: record });

/**
 * Every table a restore replaces, and the counters (each is seeded again from the restored
 * records and the issued numbers when next used); a seed also starts the audit log and the
 * issued numbers afresh.
 */
async function replaceAll(
  tx: Tx,
  collections: BackupCollections,
  files: Record<string, UploadedFile>,
  { keepSettings, seeding, at }: { keepSettings: boolean; seeding: boolean; at: Date },
): Promise<void> {
  await tx.execute(
    sql`truncate table candidates, mark_counts, counters, students, payments, materials, material_files, schools, branches, batches, enrolments, slots, class_sessions, holidays, attendance_registers, attendance_marks, parent_links, enquiries, tickets, notifications, settings`,
  );
  // A seed starts from nothing: no history, no numbers issued before, no orders in flight (a
  // restore keeps these).
  if (seeding) {
    await tx.execute(sql`truncate table audit_log, issued_numbers, payment_orders, payment_events`);
    await tx.execute(sql`truncate table outbox_messages, message_templates, message_preferences`);
    await tx.execute(
      sql`truncate table exam_questions, exam_tests, exam_attempts, exam_responses, exam_save_minutes, exam_challenges`,
    );
  }
  const insert = <Table extends PgTable>(
    table: Table,
    rows: Array<PgInsertValue<Table>>,
    largest?: number,
  ) => insertRows(tx, table, rows, largest);
  await insert(t.candidates, collections.stseCandidates.map(candidateRow));
  await insert(t.students, collections.students.map(studentRow));
  // Paid amounts stored before the ledger (an old backup, a seed) become opening balances.
  const ledger = [
    ...collections.payments,
    ...openingEntries(collections.students, collections.payments, at),
  ];
  await insert(t.payments, ledger.map(paymentRow));
  await insert(t.materials, collections.materials.map(materialRow));
  await insert(
    t.schools,
    collections.schools.map((school) =>
      schoolRow(school, nameKeyColumn(school, collections.schools)),
    ),
  );
  await insert(t.branches, collections.branches.map(branchRow));
  await insert(t.batches, collections.batches.map(rowOf));
  await insert(t.enrolments, collections.enrolments.map(rowOf));
  await insert(t.slots, collections.slots.map(rowOf));
  await insert(t.classSessions, collections.classSessions.map(sessionRow));
  await insert(t.holidays, collections.holidays.map(rowOf));
  const sessionsById = new Map(collections.classSessions.map((session) => [session.id, session]));
  const registers = collections.registers.filter((register) =>
    sessionsById.has(register.sessionId),
  );
  await insert(t.attendanceRegisters, registers.map(registerRow));
  await insert(
    t.attendanceMarks,
    registers.flatMap((register) => markRows(register, sessionsById.get(register.sessionId)!)),
  );
  await insert(t.parentLinks, collections.parentLinks.map(rowOf));
  await insert(t.enquiries, collections.enquiries.map(rowOf));
  await insert(t.tickets, collections.supportTickets.map(ticketRow));
  await insert(t.notifications, collections.notifications.map(notificationRow));
  if (seeding) await insert(t.auditLog, collections.auditLog.map(auditRow));
  if (keepSettings) await tx.insert(t.settings).values({ id: 1, doc: collections.settings });
  await insert(
    t.materialFiles,
    Object.entries(files).map(([materialId, file]) => ({
      materialId,
      name: file.name,
      type: PDF_TYPE,
      size: file.bytes.byteLength,
      bytes: file.bytes,
    })),
    1,
  );
}

async function exportBackup({ db, now }: DataContext): Promise<{
  exportedAt: string;
  collections: BackupCollections;
  files: Record<string, UploadedFile>;
}> {
  // One snapshot: a payment recorded while the export reads must be in both the ledger and its
  // student, or in neither (read one by one, a student could miss a payment its ledger has).
  return db.transaction(
    async (tx) => ({ exportedAt: now().toISOString(), ...(await readEverything(tx)) }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function readEverything(
  tx: Tx,
): Promise<{ collections: BackupCollections; files: Record<string, UploadedFile> }> {
  // Stored order (oldest first), as the browser's stores keep them.
  const collections: BackupCollections = {
    students: docs(
      await tx.select({ doc: t.students.doc }).from(t.students).orderBy(asc(t.students.seq)),
    ),
    stseCandidates: docs(
      await tx.select({ doc: t.candidates.doc }).from(t.candidates).orderBy(asc(t.candidates.seq)),
    ),
    materials: docs(
      await tx.select({ doc: t.materials.doc }).from(t.materials).orderBy(asc(t.materials.seq)),
    ),
    schools: docs(
      await tx.select({ doc: t.schools.doc }).from(t.schools).orderBy(asc(t.schools.seq)),
    ),
    branches: docs(
      await tx.select({ doc: t.branches.doc }).from(t.branches).orderBy(asc(t.branches.seq)),
    ),
    batches: docs(
      await tx.select({ doc: t.batches.doc }).from(t.batches).orderBy(asc(t.batches.seq)),
    ),
    enrolments: docs(
      await tx.select({ doc: t.enrolments.doc }).from(t.enrolments).orderBy(asc(t.enrolments.seq)),
    ),
    slots: docs(await tx.select({ doc: t.slots.doc }).from(t.slots).orderBy(asc(t.slots.seq))),
    classSessions: docs(
      await tx
        .select({ doc: t.classSessions.doc })
        .from(t.classSessions)
        .orderBy(asc(t.classSessions.seq)),
    ),
    holidays: docs(
      await tx.select({ doc: t.holidays.doc }).from(t.holidays).orderBy(asc(t.holidays.seq)),
    ),
    registers: docs(
      await tx
        .select({ doc: t.attendanceRegisters.doc })
        .from(t.attendanceRegisters)
        .orderBy(asc(t.attendanceRegisters.seq)),
    ),
    parentLinks: docs(
      await tx
        .select({ doc: t.parentLinks.doc })
        .from(t.parentLinks)
        .orderBy(asc(t.parentLinks.seq)),
    ),
    enquiries: docs(
      await tx.select({ doc: t.enquiries.doc }).from(t.enquiries).orderBy(asc(t.enquiries.seq)),
    ),
    supportTickets: docs(
      await tx.select({ doc: t.tickets.doc }).from(t.tickets).orderBy(asc(t.tickets.seq)),
    ),
    notifications: docs(
      await tx
        .select({ doc: t.notifications.doc })
        .from(t.notifications)
        .orderBy(asc(t.notifications.seq)),
    ),
    settings: await readSettings(tx),
    payments: docs(
      await tx.select({ doc: t.payments.doc }).from(t.payments).orderBy(asc(t.payments.seq)),
    ),
    auditLog: docs(
      await tx.select({ doc: t.auditLog.doc }).from(t.auditLog).orderBy(asc(t.auditLog.seq)),
    ),
  };
  const files: Record<string, UploadedFile> = {};
  for (const row of await tx.select().from(t.materialFiles)) {
    files[row.materialId] = { name: row.name, type: row.type, bytes: new Uint8Array(row.bytes) };
  }
  return { collections, files };
}

/**
 * Replaces every collection and file in one transaction: all or nothing. A restore keeps the
 * audit log (the backup's is never imported) and adds its own entry, and keeps the numbers issued
 * so far as issued. A seed (`audited: false`) starts afresh: its log, nothing issued.
 */
async function importBackup(
  context: DataContext,
  backup: { exportedAt?: string; collections: unknown; files: Record<string, UploadedFile> },
  options: { defaultSettings?: boolean; audited?: boolean } = {},
): Promise<void> {
  const replacement = validatedStored(collectionsSchema, backup.collections, 'backup');
  backupMaterialIds(replacement.materials, backup.files, checkPdf);
  const seeding = options.audited === false;
  await context.db.transaction(async (tx) => {
    const before = seeding ? undefined : await storedCounts(tx);
    if (!seeding) {
      refuseChangedReceipts(
        await receiptsChangedBy(tx, replacement.payments, String(backup.exportedAt)),
      );
    }
    if (!seeding) await keepIssuedNumbers(tx, replacement.settings.stse.rollNoPrefix);
    await replaceAll(tx, replacement, backup.files, {
      keepSettings: !options.defaultSettings,
      seeding,
      at: context.now(),
    });
    if (before) {
      await audit(context, tx, [
        restoreChange(before, recordCounts(replacement), String(backup.exportedAt)),
      ]);
    }
  });
  await tidyMarkCounts(context.db);
}

/** Counted in SQL in one snapshot: no record or file leaves the database. */
async function countRecords({ db }: DataContext): Promise<RecordCounts> {
  return db.transaction(async (tx) => ({
    ...(await storedCounts(tx)),
    files: await tx.$count(t.materialFiles),
    settings: 1,
  }));
}

export const backupOperations = { exportBackup, importBackup, listRestoreRemovals, countRecords };

/** For tests and first start: replace everything with these records, without validation by rows. */
export async function seedDatabase(
  db: Db,
  now: () => Date,
  collections: Partial<Collections>,
  files: Record<string, UploadedFile> = {},
): Promise<void> {
  await importBackup(
    { db, now, actor: VISITOR_ACTOR },
    {
      collections: {
        students: [],
        stseCandidates: [],
        materials: [],
        schools: [],
        branches: [],
        batches: [],
        enrolments: [],
        slots: [],
        classSessions: [],
        holidays: [],
        registers: [],
        parentLinks: [],
        enquiries: [],
        supportTickets: [],
        notifications: [],
        payments: [],
        auditLog: [],
        settings: DEFAULT_SETTINGS,
        ...collections,
      },
      files,
    },
    // No settings given: none stored, so the defaults apply as in the browser's stores. A seed is
    // the starting data, not a change anyone made: no audit entry.
    { defaultSettings: collections.settings === undefined, audited: false },
  );
  if (collections.paymentOrders?.length) {
    await db.insert(t.paymentOrders).values(collections.paymentOrders.map(paymentOrderRow));
  }
  if (collections.outbox?.length) {
    await db.insert(t.outboxMessages).values(collections.outbox.map(outboxRow));
  }
  if (collections.messageTemplates?.length) {
    await db.insert(t.messageTemplates).values(
      collections.messageTemplates.map((doc) => ({
        template: doc.template,
        channel: doc.channel,
        language: doc.language,
        doc,
      })),
    );
  }
  if (collections.messagePreferences?.length) {
    await db
      .insert(t.messagePreferences)
      .values(collections.messagePreferences.map(({ subjectId, ...doc }) => ({ subjectId, doc })));
  }
  await seedExamTables(db, collections);
}
