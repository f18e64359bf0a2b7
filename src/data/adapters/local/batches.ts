// Batches in the browser-only mode: two stored lists (batches, enrolments) changed in one store
// write, so a seat is counted and taken in the same write as the server's locked row.
import type { BatchFilter } from '../../queries';
import type {
  Batch,
  BatchForm,
  Enrolment,
  EnrolRequest,
  LeaveRequest,
  MoveRequest,
} from '../../schemas/batches';
import { enrolRequestSchema } from '../../schemas/batches';
import type { Collections } from '../../core/collections';
import {
  batchSummary,
  editedBatch,
  enrolmentChange,
  leftEnrolment,
  movedEnrolments,
  newBatchRecord,
  newEnrolment,
  promotedEnrolment,
  seatedIn,
  teacherOrder,
} from '../../operations/batches';
import type { BatchDetail, BatchSummary, Teacher } from '../../operations/batches';
import { batchTestResults as resultsOf, countsForBatch } from '../../operations/batch-results';
import type { BatchTestResult } from '../../operations/batch-results';
import { branchesWithFirst } from '../../operations/branches';
import { created, edited } from '../../operations/audit';
import { validated } from '../../core/validate';
import { NotFoundError } from '../../errors';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';
import { findById } from './stored-lists';
import { reachedBatch, reaches } from './batch-reach';

/** Newest academic year first, then by name. */
const byYearThenName = (a: Batch, b: Batch) =>
  b.academicYear.localeCompare(a.academicYear) || a.name.localeCompare(b.name);

export async function listBatches(
  context: LocalContext,
  filter: BatchFilter = {},
): Promise<BatchSummary[]> {
  const [batches, enrolments] = await Promise.all([
    context.store.read('batches'),
    context.store.read('enrolments'),
  ]);
  return batches
    .filter((batch) => reaches(filter, batch))
    .sort(byYearThenName)
    .map((batch) => batchSummary(batch, enrolments));
}

export async function listTeachers(context: LocalContext): Promise<Teacher[]> {
  return (await context.store.read('staff'))
    .map(({ id, name, active }) => ({ id, name, active }))
    .sort(teacherOrder);
}

export async function batchTestResults(
  context: LocalContext,
  batchId: string,
  filter: BatchFilter = {},
): Promise<BatchTestResult[]> {
  const [batches, enrolments, tests, attempts] = await Promise.all([
    context.store.read('batches'),
    context.store.read('enrolments'),
    context.store.read('examTests'),
    context.store.read('examAttempts'),
  ]);
  reachedBatch(batches, batchId, filter);
  const seated = seatedIn(enrolments, batchId);
  const counted = tests.filter(countsForBatch);
  const countedIds = new Set(counted.map((test) => test.id));
  const scores = attempts.flatMap((attempt) =>
    attempt.status !== 'in-progress' &&
    attempt.score !== undefined &&
    attempt.taker.kind === 'student' &&
    seated.has(attempt.taker.id) &&
    countedIds.has(attempt.testId)
      ? [{ testId: attempt.testId, total: attempt.score.total }]
      : [],
  );
  return resultsOf(counted, scores);
}

export async function getBatch(
  context: LocalContext,
  id: string,
  filter: BatchFilter = {},
): Promise<BatchDetail> {
  const [batches, enrolments, students] = await Promise.all([
    context.store.read('batches'),
    context.store.read('enrolments'),
    context.store.read('students'),
  ]);
  const batch = reachedBatch(batches, id, filter);
  const byId = new Map(students.map((student) => [student.id, student]));
  const members = enrolments.flatMap((enrolment) => {
    const student = enrolment.batchId === id ? byId.get(enrolment.studentId) : undefined;
    return student
      ? [
          {
            ...enrolment,
            student: {
              name: student.name,
              rollNo: student.rollNo,
              currentClass: student.currentClass,
            },
          },
        ]
      : [];
  });
  return { batch: batchSummary(batch, enrolments), members };
}

const referencesOf = (current: Pick<Collections, 'branches' | 'staff'>) => ({
  branches: branchesWithFirst(current.branches),
  staff: current.staff,
});

export async function addBatch(context: LocalContext, form: BatchForm): Promise<Batch> {
  return auditedUpdate(context, ['batches', 'branches', 'staff'], (current) => {
    const batch = newBatchRecord(form, referencesOf(current), context.now());
    return {
      write: { batches: [...current.batches, batch] },
      result: batch,
      audit: [created('batch', batch)],
    };
  });
}

export async function updateBatch(
  context: LocalContext,
  id: string,
  form: BatchForm,
  filter: BatchFilter = {},
): Promise<Batch> {
  return auditedUpdate(context, ['batches', 'enrolments', 'branches', 'staff'], (current) => {
    const stored = reachedBatch(current.batches, id, filter);
    const enrolled = batchSummary(stored, current.enrolments).enrolled;
    const updated = editedBatch(form, stored, referencesOf(current), enrolled);
    return {
      write: { batches: current.batches.map((batch) => (batch.id === id ? updated : batch)) },
      result: updated,
      audit: [edited('batch', stored, updated)],
    };
  });
}

const ofBatch = (enrolments: readonly Enrolment[], batchId: string) =>
  enrolments.filter((enrolment) => enrolment.batchId === batchId);

export async function enrolStudent(
  context: LocalContext,
  batchId: string,
  request: EnrolRequest,
  filter: BatchFilter = {},
): Promise<Enrolment> {
  const input = validated(enrolRequestSchema, request, 'enrolment');
  return auditedUpdate(context, ['batches', 'enrolments', 'students'], (current) => {
    const batch = reachedBatch(current.batches, batchId, filter);
    const student = findById(current.students, input.studentId, 'student');
    const enrolment = newEnrolment(
      batch,
      ofBatch(current.enrolments, batchId),
      student,
      input,
      context.now(),
    );
    return {
      write: { enrolments: [...current.enrolments, enrolment] },
      result: enrolment,
      audit: [enrolmentChange(undefined, enrolment)],
    };
  });
}

/** The enrolment and its batch, when the filter reaches the batch. */
function reachedEnrolment(
  current: Pick<Collections, 'batches' | 'enrolments'>,
  enrolmentId: string,
  filter: BatchFilter,
) {
  const enrolment = findById(current.enrolments, enrolmentId, 'enrolment');
  const batch = current.batches.find((candidate) => candidate.id === enrolment.batchId);
  if (!batch || !reaches(filter, batch)) throw new NotFoundError('enrolment', enrolmentId);
  return { enrolment, batch };
}

const replaced = (enrolments: readonly Enrolment[], changed: Enrolment) =>
  enrolments.map((enrolment) => (enrolment.id === changed.id ? changed : enrolment));

export async function promoteEnrolment(
  context: LocalContext,
  enrolmentId: string,
  filter: BatchFilter = {},
): Promise<Enrolment> {
  return auditedUpdate(context, ['batches', 'enrolments'], (current) => {
    const { enrolment, batch } = reachedEnrolment(current, enrolmentId, filter);
    const promoted = promotedEnrolment(
      batch,
      ofBatch(current.enrolments, batch.id),
      enrolmentId,
      context.now(),
    );
    return {
      write: { enrolments: replaced(current.enrolments, promoted) },
      result: promoted,
      audit: [enrolmentChange(enrolment, promoted)],
    };
  });
}

export async function leaveBatch(
  context: LocalContext,
  enrolmentId: string,
  request: LeaveRequest,
  filter: BatchFilter = {},
): Promise<Enrolment> {
  return auditedUpdate(context, ['batches', 'enrolments'], (current) => {
    const { enrolment } = reachedEnrolment(current, enrolmentId, filter);
    const left = leftEnrolment(enrolment, request, context.now());
    return {
      write: { enrolments: replaced(current.enrolments, left) },
      result: left,
      audit: [enrolmentChange(enrolment, left)],
    };
  });
}

export async function moveEnrolment(
  context: LocalContext,
  enrolmentId: string,
  request: MoveRequest,
  filter: BatchFilter = {},
): Promise<Enrolment> {
  return auditedUpdate(context, ['batches', 'enrolments', 'students'], (current) => {
    const { enrolment, batch } = reachedEnrolment(current, enrolmentId, filter);
    const toBatch = current.batches.find(
      (candidate) => candidate.id === request?.toBatchId && reaches(filter, candidate),
    );
    const student = findById(current.students, enrolment.studentId, 'student');
    const { left, joined } = movedEnrolments(
      enrolment,
      batch,
      toBatch,
      toBatch ? ofBatch(current.enrolments, toBatch.id) : [],
      student,
      request,
      context.now(),
    );
    return {
      write: { enrolments: [...replaced(current.enrolments, left), joined] },
      result: joined,
      audit: [enrolmentChange(enrolment, left), enrolmentChange(undefined, joined)],
    };
  });
}
