// Parents' operations: the office's view and change of a student's parents, and a parent's own
// children and the one they are looking at. What a parent sees of a child is the child's own
// pages: those routes take parents as the child (policyCaller, ../core/operation.ts).
import { z } from 'zod';
import { ADMIN_ONLY, operation, recordOf, refuseAccess } from '../core/operation';
import type { Caller, Callers } from '../core/operation';
import { recordIdSchema } from '../core/wire';
import { mobileField } from '../schemas/fields';
import { HIDDEN_FROM_PARENTS_MESSAGE, NOT_YOUR_CHILD_MESSAGE } from '../schemas/parents';
import type {
  NewParentLink,
  ParentChildren,
  ParentPasswordEdit,
  ParentPasswordStatus,
  ParentPreferences,
  ParentPreferencesEdit,
  StudentParent,
} from '../schemas/parents';
import { DataValidationError } from '../errors';
import { hiddenFromParents } from '../rules/parents';
import { indiaDayOf } from '../rules/ledger';
import type { PolicyContext } from '../core/operation';
import type { Student } from '../schemas';
import { checkStudentInCallerBranches } from './branch-scope';

const PARENT: Callers = ['parent'];
const STUDENT: Callers = ['student'];
const studentParams = z.object({ studentId: recordIdSchema });

/** A parent's own id: a parent calls only with theirs, whatever the request says. */
function parentIdOf(caller: Caller): string {
  return caller.role === 'parent' ? caller.parentId : refuseAccess();
}

/**
 * Refuses a parent the attendance and results of a child of 18 or over who keeps them to
 * themselves; the child and the staff are not affected.
 */
export async function checkSharedWithParent(
  studentId: string,
  { caller, reads, now }: PolicyContext,
): Promise<void> {
  if (caller.role !== 'student' || caller.parentId === undefined) return;
  const student = await reads.getStudent(studentId);
  if (student && hiddenFromParents(student, indiaDayOf(now))) {
    throw new DataValidationError('student', [{ path: '', message: HIDDEN_FROM_PARENTS_MESSAGE }]);
  }
}

/** The office's calls about a student: a staff member limited to branches reaches only theirs. */
async function studentInCallerBranches<Args extends [studentId: string, ...rest: unknown[]]>(
  args: Args,
  context: PolicyContext,
): Promise<Args> {
  await checkStudentInCallerBranches(args[0], context);
  return args;
}

export const parentOperations = {
  /** A student of 18 or over keeps their attendance and results from their parents (or not). */
  setHiddenFromParents: operation<[studentId: string, hidden: boolean], Student>({
    verb: 'PUT',
    path: '/api/students/:studentId/hidden-from-parents',
    policy: {
      callers: STUDENT,
      scope: (args, { caller }) =>
        caller.role === 'student' && caller.studentId === args[0] ? args : refuseAccess(),
    },
    changes: ['students', 'auditLog'],
    encode: (studentId, hidden) => ({ params: { studentId }, body: { hidden } }),
    decode: z
      .object({ params: studentParams, body: z.object({ hidden: z.boolean() }) })
      .transform(({ params, body }): [string, boolean] => [params.studentId, body.hidden]),
  }),
  /** A student's parents: the record's guardian mobile (unless unlinked) and those linked. */
  listStudentParents: operation<[studentId: string], StudentParent[]>({
    verb: 'GET',
    path: '/api/students/:studentId/parents',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'students.view',
      scope: studentInCallerBranches,
    },
    changes: [],
    encode: (studentId) => ({ params: { studentId } }),
    decode: z
      .object({ params: studentParams })
      .transform(({ params }): [string] => [params.studentId]),
  }),
  /** Links a mobile to the student as a parent (a second guardian, a sibling's parent). */
  linkParent: operation<[studentId: string, link: NewParentLink], StudentParent[]>({
    verb: 'POST',
    path: '/api/students/:studentId/parents',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'students.manage',
      scope: studentInCallerBranches,
    },
    changes: ['parentLinks', 'auditLog'],
    encode: (studentId, link) => ({ params: { studentId }, body: link }),
    decode: z
      .object({ params: studentParams, body: recordOf<NewParentLink>() })
      .transform(({ params, body }): [string, NewParentLink] => [params.studentId, body]),
  }),
  /** Takes a mobile away from the student's parents. */
  unlinkParent: operation<[studentId: string, mobile: string], StudentParent[]>({
    verb: 'DELETE',
    path: '/api/students/:studentId/parents/:mobile',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'students.manage',
      scope: studentInCallerBranches,
    },
    changes: ['parentLinks', 'auditLog'],
    encode: (studentId, mobile) => ({ params: { studentId, mobile } }),
    decode: z
      .object({ params: studentParams.extend({ mobile: mobileField() }) })
      .transform(({ params }): [string, string] => [params.studentId, params.mobile]),
  }),
  /** The signed-in parent's children and the one the parent area shows. */
  myChildren: operation<[parentId?: string], ParentChildren>({
    verb: 'GET',
    path: '/api/parent/children',
    policy: { callers: PARENT, scope: (_args, { caller }) => [parentIdOf(caller)] },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /** What the signed-in parent hears, by which channel. */
  getParentPreferences: operation<[parentId?: string], ParentPreferences>({
    verb: 'GET',
    path: '/api/parent/message-preferences',
    policy: { callers: PARENT, scope: (_args, { caller }) => [parentIdOf(caller)] },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  saveParentPreferences: operation<
    [edit: ParentPreferencesEdit, parentId?: string],
    ParentPreferences
  >({
    verb: 'PUT',
    path: '/api/parent/message-preferences',
    policy: { callers: PARENT, scope: ([edit], { caller }) => [edit, parentIdOf(caller)] },
    changes: ['parents'],
    encode: (edit) => ({ body: edit }),
    decode: z
      .object({ body: recordOf<ParentPreferencesEdit>() })
      .transform(({ body }): [ParentPreferencesEdit] => [body]),
  }),
  /** Whether the signed-in parent has a password of their own. */
  getParentPassword: operation<[parentId?: string], ParentPasswordStatus>({
    verb: 'GET',
    path: '/api/parent/password',
    policy: { callers: PARENT, scope: (_args, { caller }) => [parentIdOf(caller)] },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /** Sets or changes the signed-in parent's password (they may still sign in by code). */
  setParentPassword: operation<[edit: ParentPasswordEdit, parentId?: string], ParentPasswordStatus>(
    {
      verb: 'PUT',
      path: '/api/parent/password',
      policy: { callers: PARENT, scope: ([edit], { caller }) => [edit, parentIdOf(caller)] },
      changes: ['parents'],
      encode: (edit) => ({ body: edit }),
      decode: z
        .object({ body: recordOf<ParentPasswordEdit>() })
        .transform(({ body }): [ParentPasswordEdit] => [body]),
    },
  ),
  /** Shows this child's pages from now on (and at the parent's next sign-in). */
  chooseChild: operation<[studentId: string, parentId?: string], ParentChildren>({
    verb: 'PUT',
    path: '/api/parent/child',
    policy: {
      callers: PARENT,
      scope: ([studentId], { caller }) => {
        if (caller.role !== 'parent') refuseAccess();
        if (!caller.childIds.includes(studentId)) {
          throw new DataValidationError('parent', [
            { path: 'studentId', message: NOT_YOUR_CHILD_MESSAGE },
          ]);
        }
        return [studentId, caller.parentId];
      },
    },
    changes: ['parents'],
    encode: (studentId) => ({ body: { studentId } }),
    decode: z
      .object({ body: z.object({ studentId: recordIdSchema }) })
      .transform(({ body }): [string] => [body.studentId]),
  }),
};
