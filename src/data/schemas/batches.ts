// Batches: a group of students taught together for a year (JEE 2027 Morning, class 11), with its
// faculty per subject and a room, and the students' enrolments in it. An enrolment is never
// overwritten: a student who leaves or moves keeps their row, with when and why.
import { z } from 'zod';
import { PROGRAM_CATEGORIES, TEXT_LIMITS } from '../constants';
import {
  classField,
  idField,
  isoDateField,
  limited,
  required,
  streamField,
  timestampField,
  wholeNumber,
} from './fields';

export const MAX_BATCH_CAPACITY = 1000;
/** More subjects than any program teaches. */
export const MAX_BATCH_SUBJECTS = 20;
export const BATCH_TEXT_LIMIT = 60;

export const ACADEMIC_YEAR_MESSAGE = 'Academic year must be like 2026-27.';
export const BATCH_DATES_MESSAGE = 'End date must be after the start date.';
export const CHOOSE_FACULTY_MESSAGE = 'Choose a faculty member from the list.';

/** "2026-27": the second year is the first's next. */
const academicYearField = z
  .string({ error: ACADEMIC_YEAR_MESSAGE })
  .trim()
  .refine((value) => {
    const match = /^(\d{4})-(\d{2})$/.exec(value);
    return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
  }, ACADEMIC_YEAR_MESSAGE);

export const batchTeacherSchema = z.object({
  subject: required('Subject', BATCH_TEXT_LIMIT),
  staffId: z.string({ error: CHOOSE_FACULTY_MESSAGE }).trim().min(1, CHOOSE_FACULTY_MESSAGE),
});
export type BatchTeacher = z.infer<typeof batchTeacherSchema>;

const batchFields = z.object({
  id: idField,
  name: required('Batch name', BATCH_TEXT_LIMIT),
  program: z.enum(PROGRAM_CATEGORIES, { error: 'Choose a program.' }),
  currentClass: classField,
  stream: streamField,
  academicYear: academicYearField,
  /** Absent: the first branch (as a student's). */
  branchId: idField.optional(),
  startsOn: isoDateField('Start date'),
  endsOn: isoDateField('End date'),
  capacity: wholeNumber('Capacity', 1, MAX_BATCH_CAPACITY),
  faculty: z
    .array(batchTeacherSchema)
    .max(MAX_BATCH_SUBJECTS, `A batch has at most ${MAX_BATCH_SUBJECTS} subjects.`),
  room: limited('Room', BATCH_TEXT_LIMIT, z.string().trim()).default(''),
  createdAt: timestampField,
});

/** ISO dates compare as text; the end is refused beside its field. */
const endsAfterStart = (batch: { startsOn: string; endsOn: string }, context: z.RefinementCtx) => {
  if (batch.endsOn <= batch.startsOn)
    context.addIssue({ code: 'custom', path: ['endsOn'], message: BATCH_DATES_MESSAGE });
};

export const batchSchema = batchFields.superRefine(endsAfterStart);
export type Batch = z.infer<typeof batchSchema>;

/** The Add Batch and Edit Batch form. */
export const batchFormSchema = batchFields
  .omit({ id: true, createdAt: true })
  .superRefine(endsAfterStart);
export type BatchForm = z.infer<typeof batchFormSchema>;
export type BatchFormInput = z.input<typeof batchFormSchema>;

export const ENROLMENT_STATUSES = ['enrolled', 'waiting', 'left'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

export const enrolmentSchema = z.object({
  id: idField,
  batchId: idField,
  studentId: idField,
  status: z.enum(ENROLMENT_STATUSES),
  /** When they were added: to the batch, or to its waiting list (the list's order). */
  addedAt: timestampField,
  /** The day they took a seat (absent while waiting). */
  joinedOn: isoDateField('Joined on').optional(),
  leftOn: isoDateField('Left on').optional(),
  /** Why they left the batch or its waiting list. */
  reason: limited('Reason', TEXT_LIMITS.reason).optional(),
  /** The batch they moved to, when they left by moving. */
  movedToBatchId: idField.optional(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const reasonField = required('Reason', TEXT_LIMITS.reason);

/** Enrol Student: who, and whether a full batch puts them on its waiting list. */
export const enrolRequestSchema = z.object({
  studentId: z.string({ error: 'Choose a student.' }).trim().min(1, 'Choose a student.'),
  waitIfFull: z.boolean().default(false),
});
export type EnrolRequest = z.infer<typeof enrolRequestSchema>;

/** Move to another batch. */
export const moveRequestSchema = z.object({
  toBatchId: z.string({ error: 'Choose a batch.' }).trim().min(1, 'Choose a batch.'),
  reason: reasonField,
});
export type MoveRequest = z.infer<typeof moveRequestSchema>;

/** Remove from the batch (or its waiting list). */
export const leaveRequestSchema = z.object({ reason: reasonField });
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;
