// Students in the browser-only mode: adding one (by hand, or by admitting a scholarship winner),
// editing one, and reading one, each written in one store update.
import { nextStudentRollNumber } from '../../rules';
import type { NewStudent, Student, StudentEdit } from '../../schemas';
import { admissionFees, admissionTerms, admittedCandidate } from '../../operations/candidates';
import {
  editedStudent,
  newStudentFees,
  newStudentRecord,
  validatedNewStudent,
  validatedStudentEdit,
} from '../../operations/students';
import type { NewStudentFields, StudentExtra } from '../../operations/students';
import { created, edited } from '../../operations/audit';
import { branchIdOf, branchesWithFirst, checkStudentBranch } from '../../operations/branches';
import type { Collections } from '../../core/collections';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';
import { linkAdmission } from './enquiry-intake';
import { findById, replaceById } from './stored-lists';

/** A new student record with the next roll number among the stored (and issued) ones. */
function newStudentAmong(
  { students, issuedNumbers }: Pick<Collections, 'students' | 'issuedNumbers'>,
  fields: NewStudentFields,
  at: Date,
  feeDetails: Student['feeDetails'],
  extra?: StudentExtra,
): Student {
  const rollNo = nextStudentRollNumber(
    students.map((stored) => stored.rollNo),
    fields.currentClass,
    at,
    issuedNumbers,
  );
  return newStudentRecord(fields, rollNo, at, feeDetails, extra);
}

export async function getStudent(context: LocalContext, id: string): Promise<Student | undefined> {
  return (await context.store.read('students')).find((student) => student.id === id);
}

export async function addStudent(context: LocalContext, newStudent: NewStudent): Promise<Student> {
  const { fields, fee, enquiryId } = validatedNewStudent(newStudent);
  const keys = ['students', 'issuedNumbers', 'branches', 'enquiries', 'settings'] as const;
  return auditedUpdate(context, keys, ({ students, issuedNumbers, branches, ...lists }) => {
    checkStudentBranch(fields.branchId, undefined, branchesWithFirst(branches));
    const at = context.now();
    const student = newStudentAmong(
      { students, issuedNumbers },
      fields,
      at,
      newStudentFees(fee, at),
    );
    const link = { enquiryId, studentId: student.id };
    const enquiries = linkAdmission(lists, link, context.actor().name, at.toISOString());
    return {
      // Enquiries written either way, as the server announces them with every admission.
      write: { students: [...students, student], enquiries: enquiries ?? lists.enquiries },
      result: student,
      audit: [{ ...created('student', student), studentId: student.id }],
    };
  });
}

export async function updateStudent(
  context: LocalContext,
  id: string,
  changes: StudentEdit,
): Promise<Student> {
  const edit = validatedStudentEdit(changes);
  return auditedUpdate(context, ['students', 'branches'], ({ students, branches }) => {
    const { list, updated, found } = replaceById(students, id, 'student', (stored) => {
      checkStudentBranch(edit.branchId, branchIdOf(stored), branchesWithFirst(branches));
      return editedStudent(stored, edit);
    });
    return {
      write: { students: list },
      result: updated,
      audit: [{ ...edited('student', found, updated), studentId: id }],
    };
  });
}

export async function admitCandidate(
  context: LocalContext,
  candidateId: string,
  newStudent: NewStudent,
): Promise<Student> {
  const { fields, fee, enquiryId } = validatedNewStudent(newStudent);
  // The candidate, the tiers and the students are read inside the one write that adds the
  // student and marks the candidate admitted, so two tabs cannot admit the same candidate.
  return auditedUpdate(
    context,
    ['settings', 'students', 'stseCandidates', 'issuedNumbers', 'branches', 'enquiries'],
    ({ settings, students, stseCandidates, issuedNumbers, branches, enquiries }) => {
      checkStudentBranch(fields.branchId, undefined, branchesWithFirst(branches));
      const candidate = findById(stseCandidates, candidateId, 'candidate');
      const terms = admissionTerms(candidate, settings, fee);
      const at = context.now();
      const { feeDetails, extra } = admissionFees(candidate, terms, fee, at);
      const student = newStudentAmong({ students, issuedNumbers }, fields, at, feeDetails, extra);
      const { list, updated } = replaceById(stseCandidates, candidate.id, 'candidate', (stored) =>
        admittedCandidate(stored, student, at),
      );
      // The enquiry named, else the one the candidate's registration made, is won.
      const link = { enquiryId, candidateId, studentId: student.id };
      const linked = linkAdmission(
        { enquiries, settings },
        link,
        context.actor().name,
        at.toISOString(),
      );
      return {
        write: {
          students: [...students, student],
          stseCandidates: list,
          enquiries: linked ?? enquiries,
        },
        result: student,
        audit: [
          { ...created('student', student), studentId: student.id },
          edited('candidate', candidate, updated),
        ],
      };
    },
  );
}
