// Parents in the browser-only mode: a parent's children and the child chosen last, and the
// office's links (who the signed-in parent is: ./parent-access.ts).
import { NotFoundError } from '../../errors';
import {
  decideHiddenFromParents,
  decideLinkParent,
  decideParentPassword,
  decideParentPreferences,
  decideUnlinkParent,
} from '../../operations/parents';
import { parentNameOf, parentsOfStudent } from '../../rules/parents';
import { DEFAULT_PARENT_PREFERENCES, parentSchema } from '../../schemas/parents';
import type {
  NewParentLink,
  Parent,
  ParentChildren,
  ParentLink,
  ParentPasswordStatus,
  ParentPreferences,
  ParentPreferencesEdit,
  StudentParent,
} from '../../schemas/parents';
import type { Student } from '../../schemas';
import { auditedUpdate } from './context';
import { childrenOf, mobileOfParent, readParents } from './parent-access';
import type { ParentReads } from './parent-access';
import type { LocalContext } from './context';

export async function myChildren({ store }: LocalContext, parentId = ''): Promise<ParentChildren> {
  return childrenOf(parentId, await readParents(store));
}

/** Changes the demo parent's own record, made on first need (the server's is made at sign-in). */
function updateParent<R>(
  context: LocalContext,
  parentId: string,
  change: (parent: Parent) => Parent,
  result: (parents: readonly Parent[], current: ParentReads) => R,
): Promise<R> {
  return context.store.update(['parents', 'students', 'parentLinks'], (current) => {
    const mobile = mobileOfParent(parentId);
    const existing = current.parents.find((parent) => parent.id === parentId) ?? {
      id: parentId,
      mobile,
      name: parentNameOf(mobile, current.students, current.parentLinks),
      createdAt: context.now().toISOString(),
    };
    const parents = [
      ...current.parents.filter((other) => other.id !== parentId),
      parentSchema.parse(change(existing)),
    ];
    return { write: { parents }, result: result(parents, { ...current, parents }) };
  });
}

export function chooseChild(
  context: LocalContext,
  studentId: string,
  parentId = '',
): Promise<ParentChildren> {
  return updateParent(
    context,
    parentId,
    (parent) => ({ ...parent, childId: studentId }),
    (_parents, current) => childrenOf(parentId, current),
  );
}

export async function getParentPreferences(
  { store }: LocalContext,
  parentId = '',
): Promise<ParentPreferences> {
  const parent = (await store.read('parents')).find((candidate) => candidate.id === parentId);
  return parent?.preferences ?? DEFAULT_PARENT_PREFERENCES;
}

export function saveParentPreferences(
  context: LocalContext,
  input: ParentPreferencesEdit,
  parentId = '',
): Promise<ParentPreferences> {
  return updateParent(
    context,
    parentId,
    (parent) => ({
      ...parent,
      preferences: decideParentPreferences(parent.preferences, input, context.now()),
    }),
    (parents) => parents.find((parent) => parent.id === parentId)!.preferences!,
  );
}

export async function getParentPassword(
  { store }: LocalContext,
  parentId = '',
): Promise<ParentPasswordStatus> {
  const parent = (await store.read('parents')).find((candidate) => candidate.id === parentId);
  return { setAt: parent?.passwordSetAt ?? null };
}

/**
 * The demo checks the password's rules and keeps when it was set, but not the password: its
 * sign-in checks no account's password (the spec's demo), a parent's included.
 */
export function setParentPassword(
  context: LocalContext,
  input: unknown,
  parentId = '',
): Promise<ParentPasswordStatus> {
  decideParentPassword(input);
  const setAt = context.now().toISOString();
  return updateParent(
    context,
    parentId,
    (parent) => ({ ...parent, passwordSetAt: setAt }),
    () => ({ setAt }),
  );
}

export async function listStudentParents(
  { store }: LocalContext,
  studentId: string,
): Promise<StudentParent[]> {
  const { students, parentLinks } = await readParents(store);
  const student = students.find((candidate) => candidate.id === studentId);
  if (!student) throw new NotFoundError('student', studentId);
  return parentsOfStudent(student, parentLinks);
}

type Decide = (
  student: Student,
  links: readonly ParentLink[],
) => ReturnType<typeof decideLinkParent>;

function changeLinks(context: LocalContext, studentId: string, decide: Decide) {
  return auditedUpdate(context, ['students', 'parentLinks'], (current) => {
    const student = current.students.find((candidate) => candidate.id === studentId);
    if (!student) throw new NotFoundError('student', studentId);
    const { link, change } = decide(student, current.parentLinks);
    const parentLinks = [...current.parentLinks.filter((other) => other.id !== link.id), link];
    return {
      write: { parentLinks },
      result: parentsOfStudent(student, parentLinks),
      audit: [change],
    };
  });
}

export function linkParent(
  context: LocalContext,
  studentId: string,
  input: NewParentLink,
): Promise<StudentParent[]> {
  return changeLinks(context, studentId, (student, links) =>
    decideLinkParent(student, links, input, context.now()),
  );
}

export function unlinkParent(
  context: LocalContext,
  studentId: string,
  mobile: string,
): Promise<StudentParent[]> {
  return changeLinks(context, studentId, (student, links) =>
    decideUnlinkParent(student, links, mobile, context.now()),
  );
}

export function setHiddenFromParents(
  context: LocalContext,
  studentId: string,
  hidden: boolean,
): Promise<Student> {
  return auditedUpdate(context, ['students'], (current) => {
    const before = current.students.find((candidate) => candidate.id === studentId);
    if (!before) throw new NotFoundError('student', studentId);
    const { student, change } = decideHiddenFromParents(before, hidden, context.now());
    const students = current.students.map((other) => (other.id === studentId ? student : other));
    return { write: { students }, result: student, audit: [change] };
  });
}
