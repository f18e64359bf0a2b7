// Every entity of the product, as zod schemas. Types are inferred from these, never written twice.
// The same schemas validate forms (through the zod resolver) and every repository read and write.
// The constants they are built from live in ./constants, which needs no zod.
import { z } from 'zod';
import {
  CLASSES,
  GENDERS,
  INSTALLMENT_STATUSES,
  isRealIsoDate,
  DEFAULT_MAX_MARKS,
  HIGHEST_MAX_MARKS,
  BANK_ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  PAYMENT_DETAIL_MAX_LENGTH,
  UPI_ID_PATTERN,
  MAX_INSTALLMENTS,
  MIN_INSTALLMENTS,
  MIN_MARKS,
  OPENING_BALANCE_MODE,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  PENDING_DETAIL_FIELDS,
  RECEIPT_NUMBER_PATTERN,
  REFERENCE_REQUIRED_MESSAGE,
  ENTER_AMOUNT_MESSAGE,
  ROLES,
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_ROLES,
  STREAMS,
  TICKET_STATUSES,
  VISIBILITIES,
  MATERIAL_CLASSES,
  MATERIAL_STREAMS,
  TEXT_LIMITS,
  fitsTextLimit,
  isStorableText,
  tooLongMessage,
  unstorableMessage,
} from './constants';
import type { ABSENT, PendingDetailField } from './constants';

// ---------- shared field rules ----------

// Text limits and the storable-character rule apply to what is written. Data stored before they
// existed (a collection read back, a backup, a seed) is parsed with parseStored, which turns them
// off for that one synchronous parse, so an old longer value never makes a collection unreadable.
let checkingNewText = true;

/** A stored value's parse: every rule except the text limits and the storable-character rule. */
export function parseStored<S extends z.ZodType>(schema: S, value: unknown) {
  checkingNewText = false;
  try {
    return schema.safeParse(value);
  } finally {
    checkingNewText = true;
  }
}

/**
 * Free text: refuses a NUL or a lone surrogate (no database stores them), then anything over
 * `max` characters, each with a message naming the field; nothing later runs on refused text.
 */
const limited = (label: string, max: number, schema = z.string()) =>
  schema
    .refine((value) => !checkingNewText || isStorableText(value), {
      message: unstorableMessage(label),
      abort: true,
    })
    .refine((value) => !checkingNewText || fitsTextLimit(value, max), {
      message: tooLongMessage(label, max),
      abort: true,
    });

/** Free text that may be blank. */
const textField = (label: string, max: number) => limited(label, max);

const required = (label: string, max: number) =>
  limited(label, max, z.string().trim()).min(1, `${label} is required.`);

export const emailField = limited('Email', TEXT_LIMITS.email, z.string().trim())
  .min(1, 'Email is required.')
  .pipe(z.email('Enter a valid email address.'));

export const mobileField = (label = 'Mobile number') =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .regex(/^\d{10}$/, `${label} must be exactly 10 digits.`);

export const pinCodeField = z
  .string()
  .trim()
  .min(1, 'Pin code is required.')
  .regex(/^\d{6}$/, 'Pin code must be exactly 6 digits.');

/** A calendar date as YYYY-MM-DD that really exists (no 31 February). */
export const isoDateField = (label = 'Date') =>
  z
    .string()
    .min(1, `${label} is required.`)
    .refine((value) => isRealIsoDate(value), `${label} must be a valid date.`);

const timestampField = z.string().refine((value) => !Number.isNaN(Date.parse(value)), {
  message: 'Must be a date and time.',
});

export const classField = z.literal(CLASSES, { error: 'Choose a class from 9 to 12.' });
export const streamField = z.enum(STREAMS, { error: 'Choose a stream.' });
export const genderField = z.enum(GENDERS, { error: 'Choose a gender.' });
const idField = limited('Id', TEXT_LIMITS.id).min(1);
const rollNoField = limited('Roll number', TEXT_LIMITS.id).min(1);

export type ClassLevel = z.infer<typeof classField>;
export type Stream = z.infer<typeof streamField>;
export type Gender = z.infer<typeof genderField>;

// ---------- STSE candidate ----------

/** What a visitor fills in on /stse; every field is required. Also the shape Gemini returns. */
export const stseRegistrationSchema = z.object({
  name: required('Name', TEXT_LIMITS.name),
  schoolName: required('School name', TEXT_LIMITS.name),
  currentClass: classField,
  dateOfBirth: isoDateField('Date of birth'),
  gender: genderField,
  guardianName: required('Guardian name', TEXT_LIMITS.name),
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

// ---------- student and fees ----------

export const installmentSchema = z.object({
  id: idField,
  amount: z.number().int().positive(),
  paidAmount: z.number().min(0),
  dueDate: isoDateField('Due date'),
  status: z.enum(INSTALLMENT_STATUSES).default('Pending'),
  paymentDate: timestampField.optional(),
});
export type Installment = z.infer<typeof installmentSchema>;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

export const feeDetailsSchema = z.object({
  totalFee: z.number().min(0),
  installments: z.array(installmentSchema),
});
export type FeeDetails = z.infer<typeof feeDetailsSchema>;

/** The admin's Add Student form. */
export const newStudentSchema = z.object({
  name: required('Name', TEXT_LIMITS.name),
  schoolName: required('School name', TEXT_LIMITS.name),
  email: emailField,
  currentClass: classField,
  stream: streamField,
  dateOfBirth: isoDateField('Date of birth'),
  gender: genderField,
  guardianName: required('Guardian name', TEXT_LIMITS.name),
  mobile: mobileField('Mobile number'),
  totalFee: z
    .number({ error: 'Total fees is required.' })
    .int('Total fees must be a whole number of rupees.')
    .positive('Total fees must be more than 0.'),
  installmentCount: z
    .number({ error: 'Number of installments is required.' })
    .int('Number of installments must be a whole number.')
    .min(
      MIN_INSTALLMENTS,
      `Number of installments must be from ${MIN_INSTALLMENTS} to ${MAX_INSTALLMENTS}.`,
    )
    .max(
      MAX_INSTALLMENTS,
      `Number of installments must be from ${MIN_INSTALLMENTS} to ${MAX_INSTALLMENTS}.`,
    ),
});
export type NewStudent = z.infer<typeof newStudentSchema>;

/** An STSE scholarship applied to a student's fee when the candidate was admitted. */
export const studentConcessionSchema = z.object({
  /** The tier's concession, in percent of the fee. */
  percent: z.number().min(0).max(100),
  /** The fee before the concession; feeDetails.totalFee is what is left to pay. */
  grossFee: z.number().int().positive(),
  /** Rupees taken off the fee: grossFee minus feeDetails.totalFee. */
  amount: z.number().int().min(0),
  /** The tier's reward text, e.g. "50% Scholarship". */
  scholarship: limited('Scholarship', TEXT_LIMITS.title).min(1),
  stseRollNo: rollNoField,
  candidateId: idField,
});
export type StudentConcession = z.infer<typeof studentConcessionSchema>;

export const studentSchema = z.object({
  id: idField,
  rollNo: rollNoField,
  name: required('Name', TEXT_LIMITS.name),
  schoolName: required('School name', TEXT_LIMITS.name),
  currentClass: classField,
  stream: streamField,
  dateOfBirth: isoDateField('Date of birth'),
  gender: genderField,
  guardianName: required('Guardian name', TEXT_LIMITS.name),
  // The Add Student form does not collect these, so they may be blank.
  address: textField('Address', TEXT_LIMITS.address).default(''),
  city: textField('City', TEXT_LIMITS.place).default(''),
  state: textField('State', TEXT_LIMITS.place).default(''),
  pinCode: z.union([z.literal(''), pinCodeField]).default(''),
  mobile: mobileField('Mobile number'),
  whatsapp: z.union([z.literal(''), mobileField('WhatsApp number')]).default(''),
  email: emailField,
  enrollmentDate: timestampField,
  feeDetails: feeDetailsSchema,
  /** Only for a student admitted from an STSE scholarship (admitCandidate). */
  concession: studentConcessionSchema.optional(),
});
export type Student = z.infer<typeof studentSchema>;

/** The admin's Edit Student modal. */
export const studentEditSchema = studentSchema.pick({
  name: true,
  email: true,
  mobile: true,
  guardianName: true,
});
export type StudentEdit = z.infer<typeof studentEditSchema>;

// ---------- materials ----------

export const materialSchema = z.object({
  id: idField,
  title: required('Title', TEXT_LIMITS.title),
  description: required('Description', TEXT_LIMITS.message),
  visibility: z.enum(VISIBILITIES, { error: 'Choose who can see this material.' }),
  // Made by the repository (in browser-only mode, the whole file as a data: URL): not typed text.
  fileUrl: z.string().min(1),
  fileName: limited('File name', TEXT_LIMITS.title).min(1),
  stream: z.enum(MATERIAL_STREAMS),
  class: z.enum(MATERIAL_CLASSES),
  uploadDate: timestampField,
  fileSize: z.number().int().nonnegative().optional(),
});
export type Material = z.infer<typeof materialSchema>;

export const newMaterialSchema = materialSchema.pick({
  title: true,
  description: true,
  visibility: true,
  stream: true,
  class: true,
});
export type NewMaterial = z.infer<typeof newMaterialSchema>;

// ---------- schools ----------

export const schoolSchema = z.object({
  id: idField,
  name: required('School name', TEXT_LIMITS.name),
  address: required('Address', TEXT_LIMITS.address),
  city: required('City', TEXT_LIMITS.place),
  state: required('State', TEXT_LIMITS.place),
  principalName: required('Principal name', TEXT_LIMITS.name),
  contactEmail: emailField,
  contactPhone: mobileField('Contact phone'),
});
export type School = z.infer<typeof schoolSchema>;
export const newSchoolSchema = schoolSchema.omit({ id: true });
export type NewSchool = z.infer<typeof newSchoolSchema>;

// ---------- support ----------

export const messageSchema = z.object({
  id: idField,
  sender: z.enum(['Admin', 'Student']),
  text: limited('Message', TEXT_LIMITS.message, z.string().trim()).min(1),
  timestamp: timestampField,
});
export type Message = z.infer<typeof messageSchema>;
export type MessageSender = Message['sender'];

export const ticketSchema = z.object({
  id: idField,
  studentId: idField,
  studentName: limited('Student name', TEXT_LIMITS.name).min(1),
  subject: required('Subject', TEXT_LIMITS.title),
  status: z.enum(TICKET_STATUSES),
  createdAt: timestampField,
  updatedAt: timestampField,
  messages: z.array(messageSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;
export type TicketStatus = Ticket['status'];

// ---------- notifications ----------

export const notificationSchema = z.object({
  id: idField,
  title: required('Title', TEXT_LIMITS.title),
  details: required('Details', TEXT_LIMITS.message),
  date: isoDateField('Date'),
  isScheduled: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const newNotificationSchema = notificationSchema.pick({
  title: true,
  details: true,
  date: true,
});
export type NewNotification = z.infer<typeof newNotificationSchema>;

// ---------- settings ----------

const CONCESSION_MESSAGE = 'Concession must be from 0 to 100%.';

export const scholarshipTierSchema = z.object({
  minMarks: z
    .number({ error: 'Minimum marks must be a number.' })
    .min(MIN_MARKS, 'Minimum marks must be from 0 to the maximum marks.')
    .max(HIGHEST_MAX_MARKS, 'Minimum marks must be from 0 to the maximum marks.'),
  reward: required('Reward', TEXT_LIMITS.title),
  /**
   * The fee concession a winner of this tier gets on admission, in percent. Optional: a tier
   * stored without one reads it from its reward's leading percentage (tierConcessionPercent).
   */
  concessionPercent: z
    .number({ error: CONCESSION_MESSAGE })
    .min(0, CONCESSION_MESSAGE)
    .max(100, CONCESSION_MESSAGE)
    .optional(),
});
export type ScholarshipTier = z.infer<typeof scholarshipTierSchema>;

const MAX_MARKS_MESSAGE = `Enter a whole number of marks from 1 to ${HIGHEST_MAX_MARKS}.`;

const optionalLine = (label: string, max = PAYMENT_DETAIL_MAX_LENGTH) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).default('');

/** An optional field that, when filled, must match its pattern. */
const optionalMatching = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || pattern.test(value), message)
    .default('');

/**
 * How a student may pay the institute, shown on their Fee Details page. Every field is optional;
 * settings are public (the public pages read them), so only what a payer may see goes here.
 */
export const payeeDetailsSchema = z
  .object({
    /** Where and when the office takes fees, e.g. "Fee counter, Kota Main Campus, 9 am–5 pm". */
    officeNote: optionalLine('Paying at the office', PAYMENT_DETAIL_MAX_LENGTH * 2),
    upiId: optionalMatching(UPI_ID_PATTERN, 'Enter a UPI ID like sankalpinstitute@sbi.'),
    upiPayeeName: optionalLine('UPI payee name'),
    bankAccountName: optionalLine('Account name'),
    bankAccountNumber: optionalMatching(
      BANK_ACCOUNT_NUMBER_PATTERN,
      'Account number must be 9 to 18 digits.',
    ),
    // Written in capitals whatever is typed (sbin0001234 is SBIN0001234).
    ifsc: z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (value) => value === '' || IFSC_PATTERN.test(value),
        'Enter an 11-character IFSC like SBIN0001234: 4 letters, a 0, then 6 letters or digits.',
      )
      .default(''),
    bankName: optionalLine('Bank and branch'),
  })
  .superRefine((details, context) => {
    // A bank transfer needs the account's name, number and IFSC together.
    const bankFields = [
      ['bankAccountName', 'Account name'],
      ['bankAccountNumber', 'Account number'],
      ['ifsc', 'IFSC'],
    ] as const;
    if (bankFields.every(([field]) => details[field] === '')) return;
    for (const [field, label] of bankFields) {
      if (details[field] === '') {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${label} is required for a bank transfer.`,
        });
      }
    }
  });
export type PayeeDetails = z.infer<typeof payeeDetailsSchema>;
export type PayeeDetailsInput = z.input<typeof payeeDetailsSchema>;

export const settingsSchema = z.object({
  stse: z
    .object({
      rollNoPrefix: limited('Roll number prefix', TEXT_LIMITS.rollNoPrefix, z.string().trim())
        .min(1, 'Roll number prefix is required.')
        .regex(/^[A-Za-z0-9-]+$/, 'Use only letters, digits and hyphens in the prefix.'),
      examCenters: z
        .array(required('Exam centre', TEXT_LIMITS.title))
        .min(1, 'Add at least one exam centre.'),
      scholarshipTiers: z.array(scholarshipTierSchema),
      /** The year printed on the admit card heading (spec: STSE 2024). */
      examYear: z.number().int().min(2000).max(2100).default(2024),
      /** The exam's maximum marks; marks are entered from 0 to this. */
      maxMarks: z
        .number({ error: MAX_MARKS_MESSAGE })
        .int(MAX_MARKS_MESSAGE)
        .min(1, MAX_MARKS_MESSAGE)
        .max(HIGHEST_MAX_MARKS, MAX_MARKS_MESSAGE)
        .default(DEFAULT_MAX_MARKS),
      /**
       * Whether the public lookup shows results. Only setResultsPublished changes it; data stored
       * before it existed reads as not published.
       */
      resultsPublished: z.boolean().default(false),
    })
    .superRefine((stse, context) => {
      stse.scholarshipTiers.forEach((tier, index) => {
        if (tier.minMarks > stse.maxMarks) {
          context.addIssue({
            code: 'custom',
            path: ['scholarshipTiers', index, 'minMarks'],
            message: `Minimum marks must be from 0 to ${stse.maxMarks}.`,
          });
        }
      });
    }),
  /** Settings stored before there were payment details read as none (pay at the office). */
  payee: payeeDetailsSchema.default(payeeDetailsSchema.parse({})),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingsInput = z.input<typeof settingsSchema>;
/** What replaceSettings takes: the sections a form saves; a section left out stays as stored. */
export type SettingsReplacement = Partial<SettingsInput>;

// ---------- session ----------

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const sessionUserSchema = z.object({
  id: idField,
  name: z.string().min(1),
  role: roleSchema,
  /** Server mode: the e-mail the account signs in with (a school's may differ from its contact
   *  e-mail). The browser-only demo signs in by the record's e-mail and leaves it out. */
  signInEmail: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required.'),
});
export type LoginInput = z.infer<typeof loginSchema>;

// ---------- the fee ledger: one record per payment ----------

/** The amount alone: the student's Pay Now form (the online gateway supplies mode and reference). */
export const paymentAmountSchema = z.object({
  amount: z.number({ error: ENTER_AMOUNT_MESSAGE }),
});

/** How a payment was made: the Record Payment form, and the repository's check of every payment. */
export const paymentDetailsSchema = paymentAmountSchema
  .extend({
    mode: z.enum(PAYMENT_MODES, { error: 'Choose the payment mode.' }),
    reference: limited('Reference', TEXT_LIMITS.reference, z.string().trim()),
  })
  .refine((details) => details.mode === 'Cash' || details.reference !== '', {
    path: ['reference'],
    message: REFERENCE_REQUIRED_MESSAGE,
  });
export type PaymentDetails = z.input<typeof paymentDetailsSchema>;

export const paymentSchema = z.object({
  id: idField,
  /** Null only for an opening-balance entry, which no receipt was ever issued for. */
  receiptNo: z.string().regex(RECEIPT_NUMBER_PATTERN).nullable(),
  studentId: idField,
  installmentId: idField,
  amount: z.number().positive(),
  mode: z.enum([...PAYMENT_MODES, OPENING_BALANCE_MODE]),
  reference: textField('Reference', TEXT_LIMITS.reference),
  /** Who took the money: the admin's name, or the student paying online. */
  receivedBy: limited('Received by', TEXT_LIMITS.name).min(1),
  receivedAt: timestampField,
  status: z.enum(PAYMENT_STATUSES),
  cancellation: z
    .object({
      reason: limited('Reason', TEXT_LIMITS.reason).min(1),
      by: limited('Cancelled by', TEXT_LIMITS.name).min(1),
      at: timestampField,
    })
    .optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Cancel Receipt: the reason is kept in the ledger with the cancelled receipt. */
export const cancelReceiptSchema = z.object({
  reason: limited('Reason', TEXT_LIMITS.reason, z.string().trim()).min(
    1,
    'Enter why the receipt is cancelled.',
  ),
});
export type CancelReceipt = z.input<typeof cancelReceiptSchema>;

// ---------- STSE results and admit cards: the public lookups ----------

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

// ---------- the audit log: one entry per change ----------

/** A JSON value as stored in an entry (a field's value before or after). */
const auditValueSchema = z.json();

export const auditActorSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(AUDIT_ROLES),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditChangeSchema = z.object({
  /** A readable path: `mobile`, `feeDetails.installments[2].paidAmount` (items counted from 1). */
  field: z.string().min(1),
  /** null when the field was not there (a new record, a field first filled in). */
  before: auditValueSchema,
  after: auditValueSchema,
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: idField,
  at: timestampField,
  actor: auditActorSchema,
  entity: z.enum(AUDIT_ENTITIES),
  /** The changed record's id ('' for the whole data set: a restored backup). */
  entityId: z.string(),
  /** The student the change concerns (the student itself, its payments), for its history. */
  studentId: z.string().optional(),
  action: z.enum(AUDIT_ACTIONS),
  /** Only the fields that changed. */
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditEntity = AuditEntry['entity'];
export type AuditAction = AuditEntry['action'];
