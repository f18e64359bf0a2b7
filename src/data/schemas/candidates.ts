// STSE candidates: the registration, the stored candidate, and the public lookups of a result or
// an admit card.
import { z } from 'zod';
import {
  HIGHEST_MAX_MARKS,
  LANGUAGES,
  MIN_MARKS,
  PENDING_DETAIL_FIELDS,
  TEXT_LIMITS,
} from '../constants';
import type { ABSENT, PendingDetailField } from '../constants';
import {
  emailField,
  mobileField,
  pinCodeField,
  isoDateField,
  classField,
  genderField,
  textField,
  required,
  timestampField,
  idField,
  rollNoField,
  personNameField,
} from './fields';

/** What a visitor fills in on /stse; every field is required. Also the shape Gemini returns. */
export const stseRegistrationSchema = z.object({
  name: personNameField('Name'),
  schoolName: required('School name', TEXT_LIMITS.name),
  currentClass: classField,
  dateOfBirth: isoDateField('Date of birth'),
  gender: genderField,
  guardianName: personNameField('Guardian name'),
  address: required('Address', TEXT_LIMITS.address),
  city: required('City', TEXT_LIMITS.place),
  state: required('State', TEXT_LIMITS.place),
  pinCode: pinCodeField,
  mobile: mobileField('Mobile number'),
  whatsapp: mobileField('WhatsApp number'),
  email: emailField,
});
export type StseRegistration = z.infer<typeof stseRegistrationSchema>;
export type StseRegistrationInput = z.input<typeof stseRegistrationSchema>;

const registrationFields = stseRegistrationSchema.shape;

const candidateRecordShape = z.object({
  id: idField,
  rollNo: rollNoField,
  registrationDate: timestampField,
  // The registration fields a school must always supply, with the registration's own rules.
  name: registrationFields.name,
  schoolName: registrationFields.schoolName,
  /** The partner school the candidate belongs to, which alone lets that school see them. */
  schoolId: idField.optional(),
  currentClass: registrationFields.currentClass,
  email: registrationFields.email,
  dateOfBirth: z.string(),
  gender: z.union([genderField, z.literal('')]),
  guardianName: textField('Guardian name', TEXT_LIMITS.name),
  address: textField('Address', TEXT_LIMITS.address),
  city: textField('City', TEXT_LIMITS.place),
  state: textField('State', TEXT_LIMITS.place),
  pinCode: z.string(),
  mobile: z.string(),
  whatsapp: z.string(),
  examCenter: textField('Exam centre', TEXT_LIMITS.title).optional(),
  // At most the exam's maximum (a setting), which saveMarks checks; never above the highest one.
  marks: z.number().min(MIN_MARKS).max(HIGHEST_MAX_MARKS).optional(),
  scholarship: textField('Scholarship', TEXT_LIMITS.title).optional(),
  /** Marked Absent in Results Entry: no marks, no rank, and not counted in the class. */
  absent: z.boolean().optional(),
  /** Set once, when a scholarship winner is admitted as a student (admitCandidate). */
  admission: z
    .object({
      studentId: idField,
      studentRollNo: rollNoField,
      admittedAt: timestampField,
    })
    .optional(),
  /** The language the registration was made in: the candidate's messages go in it (none: English). */
  language: z.enum(LANGUAGES).optional(),
  /** Details the school has still to supply; empty for a complete registration. */
  pendingDetails: z.array(z.enum(PENDING_DETAIL_FIELDS)).default([]),
});

/** The registration's rules for the fields a school may leave pending. */
const pendableFieldsSchema = stseRegistrationSchema.pick(
  Object.fromEntries(PENDING_DETAIL_FIELDS.map((field) => [field, true])) as Record<
    PendingDetailField,
    true
  >,
);

/**
 * A stored candidate: every registration field is valid, except those listed in pendingDetails,
 * which must be blank (a school's bulk row never invents a date of birth or a pin code).
 */
export const candidateSchema = candidateRecordShape.superRefine((candidate, context) => {
  if (candidate.absent === true && candidate.marks !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['marks'],
      message: 'A candidate marked Absent has no marks.',
    });
  }
  // Only the fields that may be pending are checked again: the record shape has already applied
  // the registration's rules to the others, and parsing the whole registration a second time
  // doubled the cost of reading 10,000 candidates.
  const result = pendableFieldsSchema.safeParse(candidate);
  if (result.success) return;
  const pending = new Set(candidate.pendingDetails);
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PendingDetailField;
    if (pending.has(field) && candidate[field] === '') continue;
    context.addIssue({ ...issue, code: 'custom', message: issue.message, path: issue.path });
  }
});
export type Candidate = z.infer<typeof candidateSchema>;

/**
 * A new candidate before the repository gives it an id, roll number and registration date: the
 * registration's details only. The exam centre, marks, scholarship, Absent and an admission come
 * later, each through its own operation and permission, so a registration carrying them (anyone
 * may register in server mode) has them dropped.
 */
export const newCandidateSchema = candidateRecordShape
  .omit({
    id: true,
    rollNo: true,
    registrationDate: true,
    examCenter: true,
    marks: true,
    scholarship: true,
    absent: true,
    admission: true,
  })
  .extend({ pendingDetails: candidateRecordShape.shape.pendingDetails });
export type NewCandidate = z.input<typeof newCandidateSchema>;

/** One registration through the form: every detail given. Only a school's bulk rows may wait. */
export const singleRegistrationSchema = newCandidateSchema.extend({
  pendingDetails: candidateRecordShape.shape.pendingDetails.refine(
    (pending) => pending.length === 0,
    'A registration through the form gives every detail.',
  ),
});

/**
 * What a visitor types to look up a result or an admit card: the roll number and the date of
 * birth, both of which must match (as the national exams ask), so roll numbers cannot be walked.
 */
export const candidateLookupSchema = z.object({
  rollNo: z.string().trim().min(1, 'Roll number is required.').max(100),
  dateOfBirth: isoDateField('Date of birth'),
});
export type CandidateLookup = z.input<typeof candidateLookupSchema>;

/** What the admit card prints, and nothing more (no marks, scholarship or contact details). */
export const admitCardSchema = z.object({
  examYear: z.number().int(),
  rollNo: z.string(),
  name: z.string(),
  guardianName: z.string(),
  currentClass: classField,
  examCenter: z.string(),
});
export type AdmitCard = z.infer<typeof admitCardSchema>;

const resultCandidateShape = {
  name: z.string(),
  rollNo: z.string(),
  currentClass: classField,
};

/**
 * What the public result lookup answers for one roll number: only that candidate's own result,
 * never another candidate's record (a server can answer it without sending the class).
 */
export const resultLookupSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('not-found') }),
  /** Results are not published yet: the spec's marks-not-updated message, for everyone. */
  z.object({ status: z.literal('not-published'), ...resultCandidateShape }),
  /** Published, but this candidate's marks are not entered. */
  z.object({ status: z.literal('no-marks'), ...resultCandidateShape }),
  z.object({
    status: z.literal('absent'),
    ...resultCandidateShape,
    examYear: z.number().int(),
  }),
  z.object({
    status: z.literal('published'),
    ...resultCandidateShape,
    examYear: z.number().int(),
    marks: z.number(),
    maxMarks: z.number().int().positive(),
    /** Competition rank in the class: equal marks share a rank, the next one skips. */
    rank: z.number().int().positive(),
    /** Candidates of the class who appeared (Absent ones do not count). */
    classSize: z.number().int().positive(),
    /** 100 × (appeared in the class with marks ≤ these) ÷ classSize, to two decimals. */
    percentile: z.number().min(0).max(100),
    scholarship: z.string(),
  }),
]);
export type ResultLookup = z.infer<typeof resultLookupSchema>;
export type PublishedResult = Extract<ResultLookup, { status: 'published' }>;

/** Marks, or Absent, for one candidate: a Results Entry row, or a row of a marks CSV. */
export type MarksValue = number | typeof ABSENT;
export type MarksEntry = { candidateId: string; marks: MarksValue };
