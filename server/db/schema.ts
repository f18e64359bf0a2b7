// The server's tables (Drizzle). Each product record is one row: the columns the server queries,
// orders, locks or constrains on are real columns (roll numbers, receipt numbers, owners, times),
// and the whole record, as validated by the browser's own zod schema, is kept beside them in
// `doc` (jsonb), so a record round-trips exactly and a new optional field needs no migration.
// `seq` keeps insertion order: "stored later comes first" among records of the same time.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  bigserial,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AuditEntry,
  Candidate,
  Material,
  Notification,
  Payment,
  School,
  Settings,
  Student,
  Ticket,
} from '../../src/data/schemas';

// The search texts the paged queries match with `like '%…%'` (server/data/queries.ts), built
// from the same fields as candidateSearchText and studentSearchText of src/data/operations/queries.ts;
// written once here so the trigram indexes and the queries are the same expression.
type DocTable = { doc: AnyPgColumn; rollNo: AnyPgColumn };
export const candidateSearchText = (table: DocTable) =>
  sql`lower((${table.doc}->>'name') || chr(10) || ${table.rollNo} || chr(10) || (${table.doc}->>'schoolName') || chr(10) || (${table.doc}->>'mobile'))`;
export const studentSearchText = (table: DocTable) =>
  sql`lower((${table.doc}->>'name') || chr(10) || ${table.rollNo})`;
/** A record's class, as the queries filter on it. */
export const classOf = (table: { doc: AnyPgColumn }) => sql`((${table.doc}->>'currentClass')::int)`;
/** A candidate's exam centre (null before one is assigned). */
export const examCenterOf = (table: { doc: AnyPgColumn }) => sql`(${table.doc}->>'examCenter')`;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const students = pgTable(
  'students',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    rollNo: text('roll_no').notNull().unique(),
    emailKey: text('email_key').notNull(),
    doc: jsonb('doc').$type<Student>().notNull(),
  },
  (table) => [
    index('students_email_key').on(table.emailKey),
    index('students_class').on(classOf(table)),
    index('students_search').using('gin', sql`${studentSearchText(table)} gin_trgm_ops`),
  ],
);

export const candidates = pgTable(
  'candidates',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    rollNo: text('roll_no').notNull().unique(),
    /** The roll number trimmed and lower-cased: the lookup key, unique ignoring case. */
    rollKey: text('roll_key').notNull().unique(),
    /** The school name trimmed and lower-cased: a school sees its own candidates by this. */
    schoolKey: text('school_key').notNull(),
    registeredAt: doublePrecision('registered_at').notNull(),
    doc: jsonb('doc').$type<Candidate>().notNull(),
  },
  (table) => [
    index('candidates_school_key').on(table.schoolKey),
    index('candidates_registered').on(table.registeredAt, table.seq),
    index('candidates_class').on(classOf(table)),
    index('candidates_exam_center').on(examCenterOf(table)),
    index('candidates_search').using('gin', sql`${candidateSearchText(table)} gin_trgm_ops`),
  ],
);

/**
 * How many candidates of each class have each mark (those who appeared: marks, not Absent),
 * kept by a trigger on `candidates` in the same transaction as every insert, update and delete
 * (migration 0003). A rank is then 1 + the count above a mark: a sum over at most a few hundred
 * rows, where counting the class's candidates took milliseconds per lookup at 1,00,000.
 */
export const markCounts = pgTable(
  'mark_counts',
  {
    currentClass: integer('current_class').notNull(),
    marks: doublePrecision('marks').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.currentClass, table.marks] })],
);

/**
 * What issuing STSE roll numbers needs to know, kept as candidates are registered, so a
 * registration reads two rows instead of every candidate: `candidates` holds how many there are,
 * `highest:<prefix>` the highest roll number issued with that prefix (lower-cased). A restore
 * empties it; the next registration counts the table once and fills it again.
 */
export const rollCounters = pgTable('roll_counters', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** Null for an opening balance; otherwise unique (SANK/2026-27/000001). */
    receiptNo: text('receipt_no').unique(),
    studentId: text('student_id').notNull(),
    installmentId: text('installment_id').notNull(),
    receivedAt: doublePrecision('received_at').notNull(),
    doc: jsonb('doc').$type<Payment>().notNull(),
  },
  (table) => [
    index('payments_student').on(table.studentId),
    index('payments_received').on(table.receivedAt, table.seq),
  ],
);

export const materials = pgTable('materials', {
  id: text('id').primaryKey(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  uploadedAt: doublePrecision('uploaded_at').notNull(),
  doc: jsonb('doc').$type<Material>().notNull(),
});

export const materialFiles = pgTable('material_files', {
  materialId: text('material_id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
});

export const schools = pgTable(
  'schools',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    emailKey: text('email_key').notNull(),
    doc: jsonb('doc').$type<School>().notNull(),
  },
  (table) => [index('schools_email_key').on(table.emailKey)],
);

export const tickets = pgTable(
  'tickets',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    studentId: text('student_id').notNull(),
    updatedAt: doublePrecision('updated_at').notNull(),
    doc: jsonb('doc').$type<Ticket>().notNull(),
  },
  (table) => [index('tickets_student').on(table.studentId)],
);

export const notifications = pgTable('notifications', {
  id: text('id').primaryKey(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  dateAt: doublePrecision('date_at').notNull(),
  doc: jsonb('doc').$type<Notification>().notNull(),
});

/** One row (id 1) once replaced; absent means the default settings. */
export const settings = pgTable('settings', {
  id: integer('id').primaryKey(),
  doc: jsonb('doc').$type<Settings>().notNull(),
});

/** A person who can sign in: the admin(s), and one user per student and per school. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    role: text('role').$type<'admin' | 'student' | 'school'>().notNull(),
    /** Lower-cased. Admins sign in by it (unique among admins); students and schools sign in by
     *  the e-mail on their record, so theirs here is only a copy for the admin's eyes. */
    email: text('email').notNull(),
    /** The student's or school's id; null for an admin. */
    subjectId: text('subject_id'),
    name: text('name').notNull(),
    /** argon2id; null until the person sets a password with a set-up code. */
    passwordHash: text('password_hash'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('users_admin_email')
      .on(table.email)
      .where(sql`role = 'admin'`),
    uniqueIndex('users_subject').on(table.subjectId),
  ],
);

/** A signed-in browser: only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/** One-time set-up codes (7 days); only the SHA-256 is stored. A new code replaces older ones. */
export const setupCodes = pgTable(
  'setup_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    usedAt: bigint('used_at', { mode: 'number' }),
  },
  (table) => [index('setup_codes_user').on(table.userId)],
);

/** Failed sign-ins by key (`ip:…` or `email:…`), for the rate limit. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
  },
  (table) => [index('login_attempts_key_at').on(table.key, table.at)],
);

/**
 * The audit log: one row per change, written in the transaction of the change. The Audit Log
 * screen filters by entity, actor and days, newest first; a student's history is its own entries
 * and its payments' (student_id).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    at: doublePrecision('at').notNull(),
    actorId: text('actor_id').notNull(),
    /** Lower-cased: the User filter matches part of it. */
    actorKey: text('actor_key').notNull(),
    entity: text('entity').$type<AuditEntry['entity']>().notNull(),
    entityId: text('entity_id').notNull(),
    studentId: text('student_id'),
    doc: jsonb('doc').$type<AuditEntry>().notNull(),
  },
  (table) => [
    index('audit_log_at').on(table.at, table.seq),
    index('audit_log_entity_at').on(table.entity, table.at, table.seq),
    index('audit_log_actor').on(table.actorId),
    index('audit_log_entity_id').on(table.entityId),
    index('audit_log_student').on(table.studentId),
  ],
);
