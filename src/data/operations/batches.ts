// Batches and enrolments, decided once for the browser's repository core and the server: a new
// batch and an edit, who may take a seat (the batch's branch, capacity, the waiting list in
// order) and how a student leaves or moves (their old row kept with when and why).
import {
  batchFormSchema,
  batchSchema,
  leaveRequestSchema,
  moveRequestSchema,
} from '../schemas/batches';
import type { Batch, BatchForm, Enrolment, EnrolRequest, MoveRequest } from '../schemas/batches';
import type { Branch, Student } from '../schemas';
import type { StaffMember } from '../schemas/staff';
import { newId } from '../core/ids';
import { isObject, refuse, validated } from '../core/validate';
import { DataValidationError } from '../errors';
import { indiaDayOf } from '../rules/ledger';
import { branchIdOf, CHOOSE_ACTIVE_BRANCH } from './branches';
import { created, edited } from './audit';
import type { AuditedChange } from './audit';

export const SUBJECT_TWICE_MESSAGE = 'Each subject is listed once.';
export const BATCH_ENDED_MESSAGE = 'This batch has ended.';
export const OTHER_BRANCH_STUDENT_MESSAGE = 'This student studies at another branch.';
export const ALREADY_ENROLLED_MESSAGE = 'The student is already in this batch.';
export const ALREADY_WAITING_MESSAGE = "The student is already on this batch's waiting list.";
export const FIRST_IN_LINE_MESSAGE = 'Promote the first student on the waiting list.';
export const NOT_WAITING_MESSAGE = 'The student is not on the waiting list.';
export const ALREADY_LEFT_MESSAGE = 'The student has already left this batch.';
export const MOVE_ENROLLED_ONLY_MESSAGE = 'Only an enrolled student can move to another batch.';
export const SAME_BATCH_MESSAGE = 'Choose another batch.';
export const CHOOSE_BATCH_MESSAGE = 'Choose a batch.';

export const batchFullMessage = (capacity: number) =>
  `This batch is full: all ${capacity} seats are taken. Put the student on the waiting list instead.`;
export const otherBatchFullMessage = (batch: Pick<Batch, 'name' | 'capacity'>) =>
  `${batch.name} is full: all ${batch.capacity} seats are taken.`;
export const capacityBelowEnrolledMessage = (enrolled: number) =>
  `Capacity cannot be less than the ${enrolled} students enrolled.`;

/** A batch with how many seats are taken and how many wait. */
export type BatchSummary = Batch & { enrolled: number; waiting: number };

/** One row of a batch's page: the enrolment with the student's name and roll number. */
export type BatchMember = Enrolment & {
  student: Pick<Student, 'name' | 'rollNo' | 'currentClass'>;
};

/** A batch's page: the batch and its students (enrolled, waiting in line, left). */
export type BatchDetail = { batch: BatchSummary; members: BatchMember[] };

/** A staff member as a batch's faculty field offers them: by name, the active ones to choose. */
export type Teacher = Pick<StaffMember, 'id' | 'name' | 'active'>;

/** Active first, then by name. */
export const teacherOrder = (a: Teacher, b: Teacher) =>
  Number(b.active) - Number(a.active) || a.name.localeCompare(b.name);

/** What a batch's checks read: the branches, and the staff who may teach. */
export type BatchReferences = {
  branches: readonly Branch[];
  staff: readonly Pick<StaffMember, 'id' | 'active'>[];
};

const isActive = (enrolment: Enrolment) => enrolment.status !== 'left';

/**
 * The waiting list in its order: who was added first is promoted first; two added in the same
 * instant keep the order they were stored in (the sort is stable; rows come in stored order).
 */
export const waitingInLine = (enrolments: readonly Enrolment[]): Enrolment[] =>
  enrolments
    .filter((enrolment) => enrolment.status === 'waiting')
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt));

export const seatsTaken = (enrolments: readonly Enrolment[]): number =>
  enrolments.filter((enrolment) => enrolment.status === 'enrolled').length;

/** The ids of the students with a seat in the batch (the Students screen's Batch filter). */
export const seatedIn = (enrolments: readonly Enrolment[], batchId: string): Set<string> =>
  new Set(
    enrolments
      .filter((enrolment) => enrolment.batchId === batchId && enrolment.status === 'enrolled')
      .map((enrolment) => enrolment.studentId),
  );

export function batchSummary(batch: Batch, enrolments: readonly Enrolment[]): BatchSummary {
  const own = enrolments.filter((enrolment) => enrolment.batchId === batch.id);
  return { ...batch, enrolled: seatsTaken(own), waiting: waitingInLine(own).length };
}

/** Whether the staff member is named as one of the batch's faculty. */
export const teachesIn = (batch: Pick<Batch, 'faculty'>, staffId: string): boolean =>
  batch.faculty.some((teacher) => teacher.staffId === staffId);

/** The form's batch, checked against the branches and staff as they are now. */
function checkedForm(form: unknown, references: BatchReferences): BatchForm {
  const input = validated(batchFormSchema, form, 'batch');
  const branchId = branchIdOf(input);
  if (!references.branches.some((branch) => branch.id === branchId && branch.active)) {
    refuse('batch', 'branchId', CHOOSE_ACTIVE_BRANCH);
  }
  const subjects = new Set<string>();
  input.faculty.forEach((teacher, index) => {
    const subject = teacher.subject.toLowerCase();
    if (subjects.has(subject)) refuse('batch', `faculty.${index}.subject`, SUBJECT_TWICE_MESSAGE);
    subjects.add(subject);
    if (!references.staff.some((member) => member.id === teacher.staffId && member.active)) {
      refuse('batch', `faculty.${index}.staffId`, 'Choose a faculty member from the list.');
    }
  });
  return input;
}

export function newBatchRecord(form: unknown, references: BatchReferences, now: Date): Batch {
  const input = checkedForm(form, references);
  return validated(batchSchema, { ...input, id: newId(), createdAt: now.toISOString() }, 'batch');
}

/**
 * The stored batch with the form's fields; the branch stays (its students study there), and the
 * capacity never falls below the seats taken.
 */
export function editedBatch(
  form: unknown,
  stored: Batch,
  references: BatchReferences,
  enrolled: number,
): Batch {
  const input = checkedForm(
    { ...(isObject(form) ? form : {}), branchId: stored.branchId },
    references,
  );
  if (input.capacity < enrolled)
    refuse('batch', 'capacity', capacityBelowEnrolledMessage(enrolled));
  return validated(batchSchema, { ...input, id: stored.id, createdAt: stored.createdAt }, 'batch');
}

/**
 * A student's new enrolment in `batch` (whose current enrolments are `enrolments`): a seat, or a
 * place at the end of the waiting list when the batch is full and the office asked for one.
 */
export function newEnrolment(
  batch: Batch,
  enrolments: readonly Enrolment[],
  student: Student,
  request: EnrolRequest,
  now: Date,
): Enrolment {
  const today = indiaDayOf(now);
  if (batch.endsOn < today) refuse('enrolment', 'studentId', BATCH_ENDED_MESSAGE);
  if (branchIdOf(student) !== branchIdOf(batch)) {
    refuse('enrolment', 'studentId', OTHER_BRANCH_STUDENT_MESSAGE);
  }
  const current = enrolments.find(
    (enrolment) => enrolment.studentId === student.id && isActive(enrolment),
  );
  if (current) {
    refuse(
      'enrolment',
      'studentId',
      current.status === 'waiting' ? ALREADY_WAITING_MESSAGE : ALREADY_ENROLLED_MESSAGE,
    );
  }
  const full = seatsTaken(enrolments) >= batch.capacity;
  if (full && !request.waitIfFull)
    refuse('enrolment', 'studentId', batchFullMessage(batch.capacity));
  const added = {
    id: newId(),
    batchId: batch.id,
    studentId: student.id,
    addedAt: now.toISOString(),
  };
  return full ? { ...added, status: 'waiting' } : { ...added, status: 'enrolled', joinedOn: today };
}

/** The first in line takes a freed seat. */
export function promotedEnrolment(
  batch: Batch,
  enrolments: readonly Enrolment[],
  enrolmentId: string,
  now: Date,
): Enrolment {
  const enrolment = enrolments.find((candidate) => candidate.id === enrolmentId);
  if (enrolment?.status !== 'waiting') refuse('enrolment', 'id', NOT_WAITING_MESSAGE);
  if (waitingInLine(enrolments)[0]?.id !== enrolmentId) {
    refuse('enrolment', 'id', FIRST_IN_LINE_MESSAGE);
  }
  if (seatsTaken(enrolments) >= batch.capacity) {
    refuse('enrolment', 'id', batchFullMessage(batch.capacity));
  }
  return { ...enrolment, status: 'enrolled', joinedOn: indiaDayOf(now) };
}

/** The enrolment closed: left the batch (or its waiting list) today, and why. */
export function leftEnrolment(enrolment: Enrolment, request: unknown, now: Date): Enrolment {
  const { reason } = validated(leaveRequestSchema, request, 'enrolment');
  if (enrolment.status === 'left') refuse('enrolment', 'reason', ALREADY_LEFT_MESSAGE);
  return { ...enrolment, status: 'left', leftOn: indiaDayOf(now), reason };
}

/**
 * A move: the old enrolment left with the reason and where they went, and a seat in the other
 * batch (never its waiting list: a move needs a seat).
 */
export function movedEnrolments(
  from: Enrolment,
  fromBatch: Batch,
  /** Undefined: no batch of that id within the caller's reach. */
  toBatch: Batch | undefined,
  toEnrolments: readonly Enrolment[],
  student: Student,
  request: unknown,
  now: Date,
): { left: Enrolment; joined: Enrolment } {
  const input: MoveRequest = validated(moveRequestSchema, request, 'enrolment');
  if (!toBatch) refuse('enrolment', 'toBatchId', CHOOSE_BATCH_MESSAGE);
  if (from.status !== 'enrolled') refuse('enrolment', 'toBatchId', MOVE_ENROLLED_ONLY_MESSAGE);
  if (toBatch.id === fromBatch.id) refuse('enrolment', 'toBatchId', SAME_BATCH_MESSAGE);
  if (seatsTaken(toEnrolments) >= toBatch.capacity) {
    refuse('enrolment', 'toBatchId', otherBatchFullMessage(toBatch));
  }
  let joined: Enrolment;
  try {
    joined = newEnrolment(
      toBatch,
      toEnrolments,
      student,
      { studentId: student.id, waitIfFull: false },
      now,
    );
  } catch (error) {
    // The other batch's refusal (ended, another branch, already there) belongs beside its field.
    if (error instanceof DataValidationError) {
      refuse('enrolment', 'toBatchId', error.issues[0]?.message ?? SAME_BATCH_MESSAGE);
    }
    throw error;
  }
  return {
    left: {
      ...from,
      status: 'left',
      leftOn: indiaDayOf(now),
      reason: input.reason,
      movedToBatchId: toBatch.id,
    },
    joined,
  };
}

/** An enrolment's audit entry (a new one, or its change), in the student's history too. */
export const enrolmentChange = (
  before: Enrolment | undefined,
  after: Enrolment,
): AuditedChange => ({
  ...(before === undefined ? created('enrolment', after) : edited('enrolment', before, after)),
  studentId: after.studentId,
});
