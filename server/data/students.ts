// Students: their records, the next student roll number (a counter row), and the admin's edits.
import { asc, eq, sql } from 'drizzle-orm';
import {
  NotFoundError,
  branchIdOf,
  checkStudentBranch,
  created,
  edited,
  editedStudent,
  highestStudentSequence,
  newStudentFees,
  newStudentRecord,
  studentRollNumberAfter,
  validatedNewStudent,
  validatedStudentEdit,
} from '../../src/data/server';
import type {
  NewStudent,
  NewStudentFields,
  Student,
  StudentEdit,
  StudentExtra,
} from '../../src/data/server';
import { carrySignInEmail, signInEmailKey } from '../auth/sign-in-email';
import * as t from '../db/schema';
import { linkAdmission } from './enquiry-intake';
import { audit, docs, firstRow, readIssuedNumbers, studentRow } from './context';
import type { DataContext, Runner, Tx } from './context';
import { readBranches } from './branches';
import { STUDENT_ROLL_SERIES, advanceCounter } from './counters';

/** The student, or a NotFoundError. */
export async function studentById(runner: Runner, id: string): Promise<Student> {
  const student = await findStudent(runner, id);
  if (!student) throw new NotFoundError('student', id);
  return student;
}

/** The student, or undefined when there is none (a restore removed them). */
export async function findStudent(runner: Runner, id: string): Promise<Student | undefined> {
  const [row] = await runner
    .select({ doc: t.students.doc })
    .from(t.students)
    .where(eq(t.students.id, id));
  return row?.doc;
}

/** The student with its row locked until the transaction ends, or a NotFoundError. */
export async function studentForUpdate(tx: Tx, id: string): Promise<Student> {
  const [row] = await tx
    .select({ doc: t.students.doc })
    .from(t.students)
    .where(eq(t.students.id, id))
    .for('update');
  if (!row) throw new NotFoundError('student', id);
  return row.doc;
}

/**
 * Where the student roll numbers stand when their counter is not kept: the student count (the
 * spec's rule) or the highest in use or issued before a restore, whichever is higher.
 */
async function studentRollReached(tx: Tx): Promise<number> {
  const { count, highest } = await firstRow<{ count: number; highest: string | null }>(
    tx.execute(sql`
      select (select count(*)::int from students) as count,
             (select roll_no from students where roll_no ~* '^SANK[0-9]{4}[0-9]{4,}$'
               order by substring(roll_no from 9)::numeric desc limit 1) as highest`),
  );
  const inUse = highest === null ? [] : [highest];
  return Math.max(count, highestStudentSequence([...inUse, ...(await readIssuedNumbers(tx))]));
}

/** A new student record with the next roll number; `extra` fills what the form does not collect. */
export async function newStudentAmong(
  tx: Tx,
  fields: NewStudentFields,
  at: Date,
  feeDetails: Student['feeDetails'],
  extra?: StudentExtra,
): Promise<Student> {
  const reached = await advanceCounter(tx, STUDENT_ROLL_SERIES, 1, () => studentRollReached(tx));
  const rollNo = studentRollNumberAfter(reached - 1, fields.currentClass, at);
  return newStudentRecord(fields, rollNo, at, feeDetails, extra);
}

async function listStudents({ db }: DataContext): Promise<Student[]> {
  return docs(
    await db.select({ doc: t.students.doc }).from(t.students).orderBy(asc(t.students.seq)),
  );
}

async function getStudent({ db }: DataContext, id: string): Promise<Student | undefined> {
  const [row] = await db
    .select({ doc: t.students.doc })
    .from(t.students)
    .where(eq(t.students.id, id));
  return row?.doc;
}

async function findStudentsByEmail({ db }: DataContext, email: string): Promise<Student[]> {
  return docs(
    await db
      .select({ doc: t.students.doc })
      .from(t.students)
      .where(eq(t.students.emailKey, email.trim().toLowerCase()))
      .orderBy(asc(t.students.seq)),
  );
}

async function addStudent(context: DataContext, newStudent: NewStudent): Promise<Student> {
  const { fields, fee, enquiryId } = validatedNewStudent(newStudent);
  return context.db.transaction(async (tx) => {
    checkStudentBranch(fields.branchId, undefined, await readBranches(tx));
    const at = context.now();
    const student = await newStudentAmong(tx, fields, at, newStudentFees(fee, at));
    await tx.insert(t.students).values(studentRow(student));
    const link = { enquiryId, studentId: student.id };
    await linkAdmission(tx, link, context.actor.name, at.toISOString());
    await audit(context, tx, [{ ...created('student', student), studentId: student.id }]);
    return student;
  });
}

async function updateStudent(
  context: DataContext,
  id: string,
  changes: StudentEdit,
): Promise<Student> {
  const edit = validatedStudentEdit(changes);
  return context.db.transaction(async (tx) => {
    const stored = await studentForUpdate(tx, id);
    checkStudentBranch(edit.branchId, branchIdOf(stored), await readBranches(tx));
    const updated = editedStudent(stored, edit);
    await tx.update(t.students).set(studentRow(updated)).where(eq(t.students.id, id));
    // Only the admin edits a student (the route says so): the account signs in with the new
    // e-mail.
    if (signInEmailKey(updated.email) !== signInEmailKey(stored.email)) {
      await carrySignInEmail(tx, 'student', id, updated.email);
    }
    await audit(context, tx, [{ ...edited('student', stored, updated), studentId: id }]);
    return updated;
  });
}

export const studentOperations = {
  listStudents,
  getStudent,
  findStudentsByEmail,
  addStudent,
  updateStudent,
};
