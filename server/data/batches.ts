// Batches and enrolments. The caller's reach (their branches; a teacher's own batches) is a
// condition of every statement. A seat is counted and taken with the batch's row locked, so two
// office staff enrolling into the last seat at once cannot overfill it; the active-enrolment
// unique index refuses one student enrolled twice at once.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  NotFoundError,
  created,
  edited,
  notFoundAs,
  refuse,
  validated,
} from '../../src/data/server';
import type { Student } from '../../src/data/server';
import {
  ALREADY_ENROLLED_MESSAGE,
  enrolRequestSchema,
  batchSummary,
  editedBatch,
  enrolmentChange,
  leftEnrolment,
  movedEnrolments,
  newBatchRecord,
  newEnrolment,
  promotedEnrolment,
  teacherOrder,
} from '../../src/data/server-batches';
import type {
  Batch,
  BatchDetail,
  BatchFilter,
  BatchForm,
  BatchSummary,
  Enrolment,
  EnrolRequest,
  LeaveRequest,
  MoveRequest,
  Teacher,
} from '../../src/data/server-batches';
import * as t from '../db/schema';
import { readBranches } from './branches';
import { audit, docs, inBranches, violates } from './context';
import type { DataContext, Runner, Tx } from './context';

/** The batches the filter reaches: the caller's branches, and a teacher's own. */
export function reachOf(filter: BatchFilter): SQL | undefined {
  return and(
    filter.branchIds === undefined ? undefined : inBranches(t.batches.branchId, filter.branchIds),
    filter.teacherId === undefined
      ? undefined
      : sql`${t.batches.doc}->'faculty' @> ${JSON.stringify([{ staffId: filter.teacherId }])}::jsonb`,
  );
}

/** A row whose student has a seat in the batch (the Students screen's Batch filter). */
export const seatedInBatch = (runner: Runner, studentId: AnyPgColumn, batchId: string): SQL =>
  inArray(
    studentId,
    runner
      .select({ id: t.enrolments.studentId })
      .from(t.enrolments)
      .where(and(eq(t.enrolments.batchId, batchId), eq(t.enrolments.status, 'enrolled'))),
  );

/** The batch of this id within reach (locked for a write), or not found. */
export async function reachedBatch(
  runner: Runner,
  id: string,
  filter: BatchFilter,
  lock: boolean,
): Promise<Batch> {
  const query = runner
    .select({ doc: t.batches.doc })
    .from(t.batches)
    .where(and(eq(t.batches.id, id), reachOf(filter)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new NotFoundError('batch', id);
  return row.doc;
}

/** A batch's current rows (enrolled and waiting): what its seat count and line are made of. */
async function activeEnrolments(runner: Runner, batchIds: readonly string[]): Promise<Enrolment[]> {
  if (batchIds.length === 0) return [];
  return docs(
    await runner
      .select({ doc: t.enrolments.doc })
      .from(t.enrolments)
      .where(and(inArray(t.enrolments.batchId, [...batchIds]), ne(t.enrolments.status, 'left')))
      .orderBy(asc(t.enrolments.seq)),
  );
}

async function listBatches({ db }: DataContext, filter: BatchFilter = {}): Promise<BatchSummary[]> {
  const batches = docs(
    await db
      .select({ doc: t.batches.doc })
      .from(t.batches)
      .where(reachOf(filter))
      .orderBy(desc(sql`${t.batches.doc}->>'academicYear'`), asc(sql`${t.batches.doc}->>'name'`)),
  );
  const counts = await db
    .select({
      batchId: t.enrolments.batchId,
      status: t.enrolments.status,
      count: sql<number>`count(*)::int`,
    })
    .from(t.enrolments)
    .where(
      and(
        inArray(
          t.enrolments.batchId,
          batches.map((batch) => batch.id),
        ),
        ne(t.enrolments.status, 'left'),
      ),
    )
    .groupBy(t.enrolments.batchId, t.enrolments.status);
  const countOf = (batchId: string, status: string) =>
    counts.find((row) => row.batchId === batchId && row.status === status)?.count ?? 0;
  return batches.map((batch) => ({
    ...batch,
    enrolled: countOf(batch.id, 'enrolled'),
    waiting: countOf(batch.id, 'waiting'),
  }));
}

async function listTeachers({ db }: DataContext): Promise<Teacher[]> {
  const rows = await db
    .select({ id: t.staff.userId, name: t.users.name, active: t.staff.active })
    .from(t.staff)
    .innerJoin(t.users, eq(t.users.id, t.staff.userId));
  return rows.sort(teacherOrder);
}

async function getBatch(
  { db }: DataContext,
  id: string,
  filter: BatchFilter = {},
): Promise<BatchDetail> {
  const batch = await reachedBatch(db, id, filter, false);
  const rows = await db
    .select({ doc: t.enrolments.doc, student: t.students.doc })
    .from(t.enrolments)
    .innerJoin(t.students, eq(t.students.id, t.enrolments.studentId))
    .where(eq(t.enrolments.batchId, id))
    .orderBy(asc(t.enrolments.seq));
  const enrolments = rows.map((row) => row.doc);
  return {
    batch: batchSummary(batch, enrolments),
    members: rows.map(({ doc, student }) => ({
      ...doc,
      student: { name: student.name, rollNo: student.rollNo, currentClass: student.currentClass },
    })),
  };
}

async function referencesOf(tx: Tx) {
  const staff = await tx.select({ id: t.staff.userId, active: t.staff.active }).from(t.staff);
  return { branches: await readBranches(tx), staff };
}

const batchRow = (batch: Batch) => ({ id: batch.id, doc: batch });
const enrolmentRow = (enrolment: Enrolment) => ({ id: enrolment.id, doc: enrolment });

async function addBatch(context: DataContext, form: BatchForm): Promise<Batch> {
  return context.db.transaction(async (tx) => {
    const batch = newBatchRecord(form, await referencesOf(tx), context.now());
    await tx.insert(t.batches).values(batchRow(batch));
    await audit(context, tx, [created('batch', batch)]);
    return batch;
  });
}

async function updateBatch(
  context: DataContext,
  id: string,
  form: BatchForm,
  filter: BatchFilter = {},
): Promise<Batch> {
  return context.db.transaction(async (tx) => {
    const stored = await reachedBatch(tx, id, filter, true);
    const { enrolled } = batchSummary(stored, await activeEnrolments(tx, [id]));
    const updated = editedBatch(form, stored, await referencesOf(tx), enrolled);
    await tx.update(t.batches).set({ doc: updated }).where(eq(t.batches.id, id));
    await audit(context, tx, [edited('batch', stored, updated)]);
    return updated;
  });
}

async function studentOf(tx: Tx, id: string): Promise<Student> {
  const [row] = await tx
    .select({ doc: t.students.doc })
    .from(t.students)
    .where(eq(t.students.id, id));
  if (!row) throw new NotFoundError('student', id);
  return row.doc;
}

/** Inserts a new enrolment; the student's active row in the batch, added meanwhile, refuses it. */
async function insertEnrolment(tx: Tx, enrolment: Enrolment) {
  try {
    await tx.insert(t.enrolments).values(enrolmentRow(enrolment));
  } catch (error) {
    if (violates(error, 'enrolments_active'))
      refuse('enrolment', 'studentId', ALREADY_ENROLLED_MESSAGE);
    throw error;
  }
}

async function enrolStudent(
  context: DataContext,
  batchId: string,
  request: EnrolRequest,
  filter: BatchFilter = {},
): Promise<Enrolment> {
  const input = validated(enrolRequestSchema, request, 'enrolment');
  return context.db.transaction(async (tx) => {
    const batch = await reachedBatch(tx, batchId, filter, true);
    const student = await studentOf(tx, input.studentId);
    const enrolment = newEnrolment(
      batch,
      await activeEnrolments(tx, [batchId]),
      student,
      input,
      context.now(),
    );
    await insertEnrolment(tx, enrolment);
    await audit(context, tx, [enrolmentChange(undefined, enrolment)]);
    return enrolment;
  });
}

/** The enrolment and its batch (locked) within reach, or not found. */
async function reachedEnrolment(tx: Tx, id: string, filter: BatchFilter) {
  const [row] = await tx
    .select({ doc: t.enrolments.doc })
    .from(t.enrolments)
    .where(eq(t.enrolments.id, id));
  if (!row) throw new NotFoundError('enrolment', id);
  try {
    return { enrolment: row.doc, batch: await reachedBatch(tx, row.doc.batchId, filter, true) };
  } catch (error) {
    throw notFoundAs(error, 'enrolment', id);
  }
}

async function replaceEnrolment(tx: Tx, enrolment: Enrolment) {
  await tx.update(t.enrolments).set({ doc: enrolment }).where(eq(t.enrolments.id, enrolment.id));
}

async function promoteEnrolment(
  context: DataContext,
  enrolmentId: string,
  filter: BatchFilter = {},
): Promise<Enrolment> {
  return context.db.transaction(async (tx) => {
    const { enrolment, batch } = await reachedEnrolment(tx, enrolmentId, filter);
    const line = await activeEnrolments(tx, [batch.id]);
    const promoted = promotedEnrolment(batch, line, enrolmentId, context.now());
    await replaceEnrolment(tx, promoted);
    await audit(context, tx, [enrolmentChange(enrolment, promoted)]);
    return promoted;
  });
}

async function leaveBatch(
  context: DataContext,
  enrolmentId: string,
  request: LeaveRequest,
  filter: BatchFilter = {},
): Promise<Enrolment> {
  return context.db.transaction(async (tx) => {
    const { enrolment } = await reachedEnrolment(tx, enrolmentId, filter);
    const left = leftEnrolment(enrolment, request, context.now());
    await replaceEnrolment(tx, left);
    await audit(context, tx, [enrolmentChange(enrolment, left)]);
    return left;
  });
}

async function moveEnrolment(
  context: DataContext,
  enrolmentId: string,
  request: MoveRequest,
  filter: BatchFilter = {},
): Promise<Enrolment> {
  return context.db.transaction(async (tx) => {
    const { enrolment, batch } = await reachedEnrolment(tx, enrolmentId, filter);
    const toBatchId = typeof request?.toBatchId === 'string' ? request.toBatchId : '';
    // Both batches' rows locked, the other's only when it is within reach.
    const toBatch = await reachedBatch(tx, toBatchId, filter, true).catch((error: unknown) => {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    });
    const toLine = toBatch ? await activeEnrolments(tx, [toBatch.id]) : [];
    const student = await studentOf(tx, enrolment.studentId);
    const { left, joined } = movedEnrolments(
      enrolment,
      batch,
      toBatch,
      toLine,
      student,
      request,
      context.now(),
    );
    await replaceEnrolment(tx, left);
    await insertEnrolment(tx, joined);
    await audit(context, tx, [
      enrolmentChange(enrolment, left),
      enrolmentChange(undefined, joined),
    ]);
    return joined;
  });
}

export const batchOperations = {
  listBatches,
  listTeachers,
  getBatch,
  addBatch,
  updateBatch,
  enrolStudent,
  promoteEnrolment,
  leaveBatch,
  moveEnrolment,
};
