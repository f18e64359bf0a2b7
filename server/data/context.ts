// What every aggregate's operations share: the context they run in, the rows they write (one
// mapper per table) and the small steps several aggregates take inside a transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import {
  DEFAULT_SETTINGS,
  NotFoundError,
  auditEntry,
  nameTakenByAnother,
  rollNoKey,
  schoolNameKey,
  settingsSchema,
} from '../../src/data/server';
import type {
  AuditActor,
  BranchFilter,
  AuditEntry,
  AuditedChange,
  Candidate,
  Material,
  MessageChannel,
  Notification,
  OutboxMessage,
  Payment,
  PaymentOrder,
  School,
  Settings,
  Student,
  Ticket,
} from '../../src/data/server';
import type { Db } from '../db/open';
import type { PaymentProvider } from '../payments/provider';
import * as t from '../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Runner = Db | Tx;

/**
 * What an operation runs with: the database (each write opens its own transaction), who its
 * writes are recorded as in the audit log, and the clock.
 */
export type DataContext = {
  db: Db;
  actor: AuditActor;
  now: () => Date;
  /** Who takes payments online; absent when the institute has not set one up. */
  provider?: PaymentProvider;
  /** The portal's address as a browser reaches it (the provider sends the payer back; links in
   *  messages). */
  publicUrl?: string;
  /** The message channels this server has set up (server/messaging); none when not given. */
  channels?: readonly MessageChannel[];
};

/** A material's uploaded file, as the HTTP layer hands it over and a backup carries it. */
export type UploadedFile = { name: string; type: string; bytes: Uint8Array };

/**
 * How many ids one `in (…)` lists: a statement takes at most 65,535 parameters, and select all
 * may send every candidate of a large exam.
 */
export const ID_SLICE = 10_000;

/** A row among the branches of a staff member's branch limit (none given: no row). */
export const inBranches = (column: AnyPgColumn, branchIds: readonly string[]): SQL =>
  branchIds.length === 0 ? sql`false` : inArray(column, [...branchIds]);

/** A row whose student is in the given branches (a staff member's branch limit). */
export const ofStudentsInBranches = (
  runner: Runner,
  studentId: AnyPgColumn,
  branchIds: readonly string[],
): SQL =>
  inArray(
    studentId,
    runner
      .select({ id: t.students.id })
      .from(t.students)
      .where(inBranches(t.students.branchId, branchIds)),
  );

/** The conditions of a list's branch filter: the branch chosen and the caller's limit. */
export const branchConditions = (column: AnyPgColumn, filter: BranchFilter): SQL | undefined =>
  and(
    filter.branchId === undefined ? undefined : eq(column, filter.branchId),
    filter.branchIds === undefined ? undefined : inBranches(column, filter.branchIds),
  );

const time = (iso: string) => Date.parse(iso);

/** `like` matches the search text anywhere, its own `%`, `_` and `\` taken literally. */
export const containing = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

export const docs = <T>(rows: Array<{ doc: T }>) => rows.map((row) => row.doc);

/** The first row of a raw statement's answer (both drivers answer `{ rows }`). */
export const firstRow = async <Row>(statement: Promise<unknown>): Promise<Row> =>
  ((await statement) as { rows: Row[] }).rows[0]!;

/** Whether a database error is the unique index `constraint` refusing a row (drizzle wraps it). */
export function violates(error: unknown, constraint: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint: name } = cause as Error & { code?: string; constraint?: string };
    if (code === '23505' && name === constraint) return true;
  }
  return false;
}

/**
 * Inserts in slices as large as one statement's 65,535 parameters allow (fewer round trips), or
 * `largest` rows at a time (files: each can be megabytes).
 */
export async function insertRows<Table extends PgTable>(
  tx: Tx,
  table: Table,
  rows: Array<PgInsertValue<Table>>,
  largest = Number.POSITIVE_INFINITY,
) {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  const slice = Math.max(1, Math.min(largest, Math.floor(60_000 / columns)));
  for (let start = 0; start < rows.length; start += slice) {
    await tx.insert(table).values(rows.slice(start, start + slice));
  }
}

/**
 * The changes' entries in the audit log, as the context's actor's (each change's own when `who`
 * is given). An update that changed no field has no entry.
 */
export function auditEntries(
  { actor, now }: DataContext,
  changes: readonly AuditedChange[],
  who: (index: number) => AuditActor = () => actor,
): AuditEntry[] {
  const at = now();
  return changes
    .map((change, index) => auditEntry(who(index), at, change))
    .filter((entry) => entry.action !== 'updated' || entry.changes.length > 0);
}

/**
 * The changes' entries (auditEntries), inserted in the change's own transaction: a refused or
 * failed write rolls its entries back with it.
 */
export async function audit(
  context: DataContext,
  tx: Tx,
  changes: readonly AuditedChange[],
  who?: (index: number) => AuditActor,
) {
  await insertRows(tx, t.auditLog, auditEntries(context, changes, who).map(auditRow));
}

/**
 * After a write that changed many candidates' marks at once (a results CSV, a restore): every
 * change rewrote a row of mark_counts, and until vacuumed each lookup would step over the old
 * versions (a restore of 1,00,000 candidates made a lookup 10 times slower). Outside the
 * transaction, as VACUUM must be; single changes leave little behind, for autovacuum.
 */
export async function tidyMarkCounts(db: Db) {
  await db.execute(sql`vacuum ${t.markCounts}`);
}

export async function readSettings(runner: Runner): Promise<Settings> {
  const [row] = await runner.select({ doc: t.settings.doc }).from(t.settings).limit(1);
  // Parsed, so a document stored before a section existed (the payment details) reads with
  // that section's defaults.
  return row ? settingsSchema.parse(row.doc) : DEFAULT_SETTINGS;
}

/** The day's section of the settings, as a subquery: all a register's write needs of them. */
export const dailySettingsColumn = () =>
  sql<unknown>`(select stored.doc->'daily' from ${t.settings} as stored limit 1)`;

/** That section read (its defaults where it or the settings were never stored), as readSettings. */
export const dailySettingsOf = (stored: unknown): Settings['daily'] =>
  settingsSchema.shape.daily.parse(stored ?? undefined);

export async function writeSettings(runner: Runner, value: Settings) {
  await runner
    .insert(t.settings)
    .values({ id: 1, doc: value })
    .onConflictDoUpdate({ target: t.settings.id, set: { doc: value } });
}

/** The numbers issued before a restore removed their records: a new counter starts after them. */
export async function readIssuedNumbers(runner: Runner): Promise<string[]> {
  const rows = await runner.select({ number: t.issuedNumbers.number }).from(t.issuedNumbers);
  return rows.map((row) => row.number);
}

export async function candidateForUpdate(tx: Tx, id: string): Promise<Candidate> {
  const [row] = await tx
    .select({ doc: t.candidates.doc })
    .from(t.candidates)
    .where(eq(t.candidates.id, id))
    .for('update');
  if (!row) throw new NotFoundError('candidate', id);
  return row.doc;
}

/**
 * schoolNameKey in SQL: every run of JavaScript's whitespace (\s, spelt out as migration 0013
 * does) one space, trimmed, lower-cased.
 */
const WHITESPACE_RUN = String.raw`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+`;
export const schoolNameKeySql = (name: SQL) =>
  sql`lower(btrim(regexp_replace(${name}, ${WHITESPACE_RUN}, ' ', 'g')))`;

/**
 * The schools' `name_key` column: the name's key, or null for a school that shares its name with
 * another (kept from before names were unique), so the unique index never refuses keeping it.
 */
export function nameKeyColumn(school: School, schools: readonly Pick<School, 'id' | 'name'>[]) {
  return nameTakenByAnother(school.name, school.id, schools) ? null : schoolNameKey(school.name);
}

// ----- each table's row for its record -----
export const auditRow = (entry: AuditEntry) => ({
  id: entry.id,
  at: time(entry.at),
  actorId: entry.actor.id,
  actorKey: entry.actor.name.toLowerCase(),
  entity: entry.entity,
  entityId: entry.entityId,
  studentId: entry.studentId ?? null,
  doc: entry,
});
export const candidateRow = (candidate: Candidate) => ({
  id: candidate.id,
  rollNo: candidate.rollNo,
  rollKey: rollNoKey(candidate.rollNo),
  registeredAt: time(candidate.registrationDate),
  doc: candidate,
});
export const studentRow = (student: Student) => ({
  id: student.id,
  rollNo: student.rollNo,
  emailKey: student.email.trim().toLowerCase(),
  doc: student,
});
export const paymentRow = (payment: Payment) => ({
  id: payment.id,
  receiptNo: payment.receiptNo,
  studentId: payment.studentId,
  installmentId: payment.installmentId,
  receivedAt: time(payment.receivedAt),
  doc: payment,
});
export const paymentOrderRow = (order: PaymentOrder) => ({
  id: order.id,
  studentId: order.studentId,
  status: order.status,
  providerOrderId: order.provider?.orderId ?? null,
  utr: order.utr ?? null,
  createdAt: time(order.createdAt),
  doc: order,
});
export const materialRow = (material: Material) => ({
  id: material.id,
  uploadedAt: time(material.uploadDate),
  doc: material,
});
export const schoolRow = (school: School, nameKey: string | null) => ({
  id: school.id,
  emailKey: school.contactEmail.trim().toLowerCase(),
  nameKey,
  doc: school,
});
export const ticketRow = (ticket: Ticket) => ({
  id: ticket.id,
  studentId: ticket.studentId,
  updatedAt: time(ticket.updatedAt),
  doc: ticket,
});
export const outboxRow = (message: OutboxMessage) => ({
  id: message.id,
  channel: message.channel,
  recipient: message.recipient,
  template: message.template,
  language: message.language,
  variables: message.variables,
  dedupeKey: message.dedupeKey,
  status: message.status,
  attempts: message.attempts,
  nextAttemptAt: message.nextAttemptAt === null ? null : time(message.nextAttemptAt),
  lastError: message.lastError,
  createdAt: time(message.createdAt),
  sentAt: message.sentAt === null ? null : time(message.sentAt),
  attemptLog: message.attemptLog,
});
export const notificationRow = (notification: Notification) => ({
  id: notification.id,
  dateAt: time(notification.date),
  doc: notification,
});
