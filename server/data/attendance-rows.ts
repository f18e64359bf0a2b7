// Attendance's rows: a register's and its marks' (the writes and a backup's), and a batch's
// enrolments as a roster reads them.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Register } from '../../src/data/server-attendance';
import type { Enrolment } from '../../src/data/server-batches';
import type { Session } from '../../src/data/server-timetable';
import * as t from '../db/schema';
import type { Runner } from './context';

const e = t.enrolments;

/** A roster's fields of an enrolment: [id, studentId, status, joinedOn, leftOn]. */
type EnrolmentTuple = [string, string, Enrolment['status'], string | null, string | null];

/**
 * A batch's enrolments as one JSON array of tuples (a subquery): a batch of 200 comes back as
 * one value parsed at once, not 200 rows built field by field. Its columns are named with their
 * table, as a query's selected fields are written without it.
 */
export const enrolmentsColumn = (batchId: SQL | string) => sql<EnrolmentTuple[]>`(
  select coalesce(json_agg(json_build_array(roster.id, roster.student_id, roster.status,
    roster.doc->>'joinedOn', roster.doc->>'leftOn')), '[]')
  from ${e} as roster where roster.batch_id = ${batchId})`;

export const enrolmentsFrom = (tuples: readonly EnrolmentTuple[], batchId: string): Enrolment[] =>
  tuples.map(([id, studentId, status, joinedOn, leftOn]) => ({
    id,
    batchId,
    studentId,
    status,
    addedAt: '',
    ...(joinedOn === null ? {} : { joinedOn }),
    ...(leftOn === null ? {} : { leftOn }),
  }));

/** The batch's enrolments, as much of each as a roster needs. */
export async function enrolmentsOf(runner: Runner, batchId: string): Promise<Enrolment[]> {
  const { rows } = (await runner.execute(sql`select ${enrolmentsColumn(batchId)} as tuples`)) as {
    rows: Array<{ tuples: EnrolmentTuple[] }>;
  };
  return enrolmentsFrom(rows[0]?.tuples ?? [], batchId);
}

/** A register's marks as rows, with their class's day, time and subject (a backup's too). */
export const markRows = (register: Register, session: Session) =>
  register.marks.map((mark) => ({
    sessionId: register.sessionId,
    studentId: mark.studentId,
    status: mark.status,
    batchId: session.batchId,
    branchId: session.branchId ?? 'main',
    date: session.date,
    startMinute: session.startMinute,
    subject: session.subject,
  }));

export const registerRow = (register: Register) => ({
  sessionId: register.sessionId,
  doc: register,
  alertsDueMs: Date.parse(register.alertsDueAt),
});
