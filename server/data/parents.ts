// Parents on the server. Who a parent's children are is one SQL condition (childrenOfMobile): the
// students whose guardian mobile it is, less the office's unlinks, plus its links. Every parent
// read starts from it, so a parent never reaches another family's child; the caller's child ids
// are read with it on every request (server/auth/accounts.ts).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { NotFoundError } from '../../src/data/server';
import type { Student } from '../../src/data/server';
import {
  chosenChildId,
  decideHiddenFromParents,
  decideLinkParent,
  decideUnlinkParent,
  mobileKey,
  parentChildOf,
  parentNameOf,
  parentsOfStudent,
} from '../../src/data/server-parents';
import { DEFAULT_PARENT_PREFERENCES, decideParentPreferences } from '../../src/data/server-parents';
import type {
  NewParentLink,
  ParentChildren,
  ParentPreferences,
  ParentPreferencesEdit,
  ParentLink,
  StudentParent,
} from '../../src/data/server-parents';
import * as t from '../db/schema';
import { audit, docs } from './context';
import type { DataContext, Runner } from './context';
import { findStudent, studentForUpdate } from './students';

/**
 * The students a mobile (10 digits) is the parent of, as a condition on `students`: an `in` over
 * two index lookups (students by mobile, links by mobile), not an `or` on the row, which read
 * every student (10 ms at 20,000 on PostgreSQL, 40 ms on PGlite; this, under 1 ms).
 */
export const childrenOfMobile = (mobile: string): SQL => sql`${t.students.id} in (
  select s.id from ${t.students} s
   where s.mobile = ${mobile}
     and not exists (
       select 1 from ${t.parentLinks} l
        where l.mobile = ${mobile} and l.student_id = s.id and not l.linked)
  union all
  select l.student_id from ${t.parentLinks} l where l.mobile = ${mobile} and l.linked)`;

/** A mobile's children, oldest record first (the demo's order and the local adapter's). */
export async function childrenOf(runner: Runner, mobile: string): Promise<Student[]> {
  const rows = await runner
    .select({ doc: t.students.doc })
    .from(t.students)
    .where(childrenOfMobile(mobile))
    .orderBy(asc(t.students.seq));
  return docs(rows);
}

/** The parent's links as they bear on a name (a linked mobile's name when no record has it). */
async function linksOfMobile(runner: Runner, mobile: string): Promise<ParentLink[]> {
  const rows = await runner
    .select({ doc: t.parentLinks.doc })
    .from(t.parentLinks)
    .where(eq(t.parentLinks.mobile, mobile));
  return docs(rows);
}

/** A parent's name, children and chosen child, from their mobile and the child chosen last. */
export async function parentChildren(
  runner: Runner,
  mobile: string,
  remembered: string | undefined,
): Promise<ParentChildren> {
  const [students, links] = await Promise.all([
    childrenOf(runner, mobile),
    linksOfMobile(runner, mobile),
  ]);
  const children = students.map(parentChildOf);
  return {
    name: parentNameOf(mobile, students, links),
    children,
    childId: chosenChildId(children, remembered),
  };
}

async function parentRow(runner: Runner, parentId: string) {
  const [row] = await runner.select().from(t.parents).where(eq(t.parents.id, parentId));
  return row;
}

async function myChildren({ db }: DataContext, parentId?: string): Promise<ParentChildren> {
  const row = parentId === undefined ? undefined : await parentRow(db, parentId);
  if (!row) return { name: '', children: [], childId: null };
  return parentChildren(db, row.mobile, row.doc.childId);
}

async function chooseChild(
  { db }: DataContext,
  studentId: string,
  parentId?: string,
): Promise<ParentChildren> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(t.parents)
      .where(eq(t.parents.id, parentId ?? ''))
      .for('update');
    if (!row) throw new NotFoundError('parent', parentId ?? '');
    const doc = { ...row.doc, childId: studentId };
    await tx.update(t.parents).set({ doc }).where(eq(t.parents.id, row.id));
    return parentChildren(tx, row.mobile, studentId);
  });
}

async function linksOfStudent(runner: Runner, studentId: string): Promise<ParentLink[]> {
  const rows = await runner
    .select({ doc: t.parentLinks.doc })
    .from(t.parentLinks)
    .where(eq(t.parentLinks.studentId, studentId))
    .orderBy(asc(t.parentLinks.seq));
  return docs(rows);
}

async function listStudentParents(
  { db }: DataContext,
  studentId: string,
): Promise<StudentParent[]> {
  const student = await findStudent(db, studentId);
  if (!student) throw new NotFoundError('student', studentId);
  return parentsOfStudent(student, await linksOfStudent(db, studentId));
}

/** One link written per (mobile, student), under the student's row lock, with its audit entry. */
async function changeLink(
  context: DataContext,
  studentId: string,
  decide: (student: Student, links: readonly ParentLink[]) => ReturnType<typeof decideLinkParent>,
): Promise<StudentParent[]> {
  return context.db.transaction(async (tx) => {
    const student = await studentForUpdate(tx, studentId);
    const links = await linksOfStudent(tx, studentId);
    const { link, change } = decide(student, links);
    await tx
      .insert(t.parentLinks)
      .values({ id: link.id, doc: link })
      .onConflictDoUpdate({ target: t.parentLinks.id, set: { doc: link } });
    await audit(context, tx, [change]);
    const after = [...links.filter((other) => other.id !== link.id), link];
    return parentsOfStudent(student, after);
  });
}

const linkParent = (context: DataContext, studentId: string, input: NewParentLink) =>
  changeLink(context, studentId, (student, links) =>
    decideLinkParent(student, links, input, context.now()),
  );

const unlinkParent = (context: DataContext, studentId: string, mobile: string) =>
  changeLink(context, studentId, (student, links) =>
    decideUnlinkParent(student, links, mobileKey(mobile), context.now()),
  );

async function setHiddenFromParents(
  context: DataContext,
  studentId: string,
  hidden: boolean,
): Promise<Student> {
  return context.db.transaction(async (tx) => {
    const before = await studentForUpdate(tx, studentId);
    const { student, change } = decideHiddenFromParents(before, hidden, context.now());
    await tx.update(t.students).set({ doc: student }).where(eq(t.students.id, studentId));
    await audit(context, tx, [change]);
    return student;
  });
}

async function getParentPreferences(
  { db }: DataContext,
  parentId?: string,
): Promise<ParentPreferences> {
  const row = parentId === undefined ? undefined : await parentRow(db, parentId);
  return row?.doc.preferences ?? DEFAULT_PARENT_PREFERENCES;
}

async function saveParentPreferences(
  context: DataContext,
  input: ParentPreferencesEdit,
  parentId?: string,
): Promise<ParentPreferences> {
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(t.parents)
      .where(eq(t.parents.id, parentId ?? ''))
      .for('update');
    if (!row) throw new NotFoundError('parent', parentId ?? '');
    const preferences = decideParentPreferences(row.doc.preferences, input, context.now());
    await tx
      .update(t.parents)
      .set({ doc: { ...row.doc, preferences } })
      .where(eq(t.parents.id, row.id));
    return preferences;
  });
}

export const parentOperations = {
  getParentPreferences,
  saveParentPreferences,
  setHiddenFromParents,
  listStudentParents,
  linkParent,
  unlinkParent,
  myChildren,
  chooseChild,
};

/** Whether any student has this mobile as a parent's (a code is sent only then). */
export async function hasChildren(runner: Runner, mobile: string): Promise<boolean> {
  const [row] = await runner
    .select({ id: t.students.id })
    .from(t.students)
    .where(and(childrenOfMobile(mobile)))
    .limit(1);
  return row !== undefined;
}
