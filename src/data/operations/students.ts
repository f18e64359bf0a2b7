// The students' decisions (a new record, its fees, an edit), written once for the browser's
// repository core and the server; each side issues the roll number its own way.
import { createInstallmentPlan, studentFromLedger, todayIso } from '../rules';
import { newStudentSchema, studentEditSchema, studentSchema } from '../schemas';
import type {
  FeeDetails,
  NewStudent,
  Payment,
  Student,
  StudentConcession,
  StudentEdit,
} from '../schemas';
import { newId } from '../core/ids';
import { refuse, validated, validatedStored } from '../core/validate';

/** What a new student's record holds beyond the Add Student form (an admission fills these). */
export type StudentExtra = {
  address?: string;
  city?: string;
  state?: string;
  pinCode?: string;
  whatsapp?: string;
  concession?: StudentConcession;
};

export type NewStudentFields = Omit<NewStudent, 'totalFee' | 'installmentCount'>;

/** The Add Student (or admission) form, validated, its fee apart from the other fields. */
export function validatedNewStudent(newStudent: NewStudent): {
  fields: NewStudentFields;
  fee: { totalFee: number; installmentCount: number };
  enquiryId: string | undefined;
} {
  const { installmentCount, totalFee, enquiryId, ...fields } = validated(
    newStudentSchema,
    newStudent,
    'student',
  );
  return { fields, fee: { totalFee, installmentCount }, enquiryId };
}

/** The fees of a student added directly: at least ₹1 an installment, split evenly from today. */
export function newStudentFees(
  { totalFee, installmentCount }: { totalFee: number; installmentCount: number },
  at: Date,
): FeeDetails {
  if (totalFee < installmentCount) {
    refuse('student', 'totalFee', 'Total fees must be at least ₹1 for each installment.');
  }
  return {
    totalFee,
    installments: createInstallmentPlan({
      totalFee,
      count: installmentCount,
      today: todayIso(at),
      makeId: newId,
    }),
  };
}

/** A new student record with the roll number issued for it; `extra` fills what the form does not collect. */
export function newStudentRecord(
  fields: NewStudentFields,
  rollNo: string,
  at: Date,
  feeDetails: FeeDetails,
  extra: StudentExtra = {},
): Student {
  return validated(
    studentSchema,
    {
      ...fields,
      id: newId(),
      rollNo,
      // The Add Student form does not collect these (docs/decisions.md).
      address: '',
      city: '',
      state: '',
      pinCode: '',
      whatsapp: '',
      ...extra,
      enrollmentDate: at.toISOString(),
      feeDetails,
    },
    'student',
  );
}

/** The validated edit of a student's details. */
export const validatedStudentEdit = (changes: StudentEdit): StudentEdit =>
  validated(studentEditSchema, changes, 'student');

/**
 * The stored student with the edit applied. The edit was validated as new text
 * (validatedStudentEdit); the details it leaves alone are read as stored.
 */
export const editedStudent = (stored: Student, edit: StudentEdit): Student =>
  validatedStored(studentSchema, { ...stored, ...edit }, 'student');

/** The student with their installments derived again from their ledger (no new text). */
export const studentWithLedger = (student: Student, payments: readonly Payment[]): Student =>
  validatedStored(studentSchema, studentFromLedger(student, payments), 'student');
