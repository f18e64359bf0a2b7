// Students and their fees: the Add and Edit Student forms and the stored student.
import { z } from 'zod';
import {
  INSTALLMENT_STATUSES,
  MAX_INSTALLMENTS,
  MIN_INSTALLMENTS,
  TEXT_LIMITS,
} from '../constants';
import {
  emailField,
  mobileField,
  pinCodeField,
  isoDateField,
  classField,
  streamField,
  genderField,
  limited,
  textField,
  required,
  timestampField,
  idField,
  rollNoField,
  personNameField,
} from './fields';

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
  name: personNameField('Name'),
  schoolName: required('School name', TEXT_LIMITS.name),
  email: emailField,
  currentClass: classField,
  stream: streamField,
  dateOfBirth: isoDateField('Date of birth'),
  gender: genderField,
  guardianName: personNameField('Guardian name'),
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
  /** Left out: the first branch (a one-branch institute's form has no Branch field). */
  branchId: idField.optional(),
  /** Admit as Student from an enquiry: the enquiry this admission wins (Admissions). */
  enquiryId: idField.optional(),
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
  name: personNameField('Name'),
  schoolName: required('School name', TEXT_LIMITS.name),
  currentClass: classField,
  stream: streamField,
  dateOfBirth: isoDateField('Date of birth'),
  gender: genderField,
  guardianName: personNameField('Guardian name'),
  // The Add Student form does not collect these, so they may be blank.
  address: textField('Address', TEXT_LIMITS.address).default(''),
  city: textField('City', TEXT_LIMITS.place).default(''),
  state: textField('State', TEXT_LIMITS.place).default(''),
  pinCode: z.union([z.literal(''), pinCodeField]).default(''),
  mobile: mobileField('Mobile number'),
  whatsapp: z.union([z.literal(''), mobileField('WhatsApp number')]).default(''),
  email: emailField,
  /** The branch the student studies at; absent (data from before branches): the first branch. */
  branchId: idField.optional(),
  enrollmentDate: timestampField,
  feeDetails: feeDetailsSchema,
  /** Only for a student admitted from an STSE scholarship (admitCandidate). */
  concession: studentConcessionSchema.optional(),
  /** A student of 18 or over who chose to keep their attendance and results from their parents
   *  (fees stay visible to the payer). */
  hiddenFromParents: z.boolean().optional(),
});
export type Student = z.infer<typeof studentSchema>;

/** The admin's Edit Student modal. */
export const studentEditSchema = studentSchema.pick({
  name: true,
  email: true,
  mobile: true,
  guardianName: true,
  // Left out: the branch stays as stored.
  branchId: true,
});
export type StudentEdit = z.infer<typeof studentEditSchema>;
