// Attendance (src/data/schemas/attendance.ts): one register per class (its whole record in
// `doc`), and its marks again as rows, one per student, which a student's figures and the office's
// follow-up lists are counted from. Absence alerts wait until alerts_due_ms, then go once.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import type { Register } from '../../src/data/server-attendance';

const generated = (expression: string) => sql.raw(expression);

export const attendanceRegisters = pgTable(
  'attendance_registers',
  {
    sessionId: text('session_id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    doc: jsonb('doc').$type<Register>().notNull(),
    batchId: text('batch_id').generatedAlwaysAs(generated(`doc->>'batchId'`)).notNull(),
    alertsDueMs: bigint('alerts_due_ms', { mode: 'number' }).notNull(),
    alertsSent: boolean('alerts_sent')
      .generatedAlwaysAs(generated(`(doc->>'alertsSentAt') is not null`))
      .notNull(),
  },
  (table) => [
    index('attendance_registers_batch').on(table.batchId),
    // The alerts still to send: a few rows, whatever the registers' count.
    index('attendance_registers_alerts_due')
      .on(table.alertsDueMs)
      .where(sql`not ${table.alertsSent}`),
  ],
);

export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    sessionId: text('session_id').notNull(),
    studentId: text('student_id').notNull(),
    status: text('status').notNull(),
    batchId: text('batch_id').notNull(),
    branchId: text('branch_id').notNull(),
    date: text('date').notNull(),
    startMinute: integer('start_minute').notNull(),
    subject: text('subject').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.studentId] }),
    index('attendance_marks_student').on(table.studentId, table.date, table.startMinute),
    index('attendance_marks_branch').on(table.branchId, table.studentId),
  ],
);
