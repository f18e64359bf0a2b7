// The students' operations: the student list, the fee table, admissions and contact edits.
import { z } from 'zod';
import {
  ADMIN_ONLY,
  ADMIN_STUDENT_OR_PARENT,
  operation,
  recordOf,
  refuseAccess,
} from '../core/operation';
import {
  classLevel,
  pagedQuery,
  queryString,
  withSort,
  recordIdSchema,
  searchText,
} from '../core/wire';
import { isRealIsoDate } from '../constants';
import { FEE_SORT_KEYS, STUDENT_SORT_KEYS } from '../queries';
import type { FeeTablePage, FeeTableQuery, Page, StudentQuery } from '../queries';
import type { NewStudent, Student, StudentEdit } from '../schemas';
import {
  checkStudentInCallerBranches,
  inCallerBranches,
  ownBranchOf,
  withinCallerBranches,
} from './branch-scope';

const studentFilterFields = { search: searchText, classLevel: classLevel.optional() };
const idParam = z.object({ id: recordIdSchema });

export const studentOperations = {
  /** One page of the students the filter lets through. */
  queryStudents: operation<[query: StudentQuery], Page<Student>>({
    verb: 'GET',
    path: '/api/students/page',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'students.view',
      scope: ([query], { caller }) => [withinCallerBranches(query, caller)],
    },
    changes: [],
    encode: (query) => ({ query: queryString(query) }),
    decode: z
      .object({
        query: pagedQuery(STUDENT_SORT_KEYS, {
          ...studentFilterFields,
          batchId: recordIdSchema.optional(),
        }),
      })
      .transform(({ query }): [StudentQuery] => [withSort(query)]),
  }),
  /** One page of the fee table, with the totals of every student the filter lets through. */
  queryFeeTable: operation<[query: FeeTableQuery], FeeTablePage>({
    verb: 'GET',
    path: '/api/students/fee-table',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'fees.view',
      scope: ([query], { caller }) => [withinCallerBranches(query, caller)],
    },
    changes: [],
    encode: (query) => ({ query: queryString(query) }),
    decode: z
      .object({
        query: pagedQuery(FEE_SORT_KEYS, {
          ...studentFilterFields,
          today: z.string().refine(isRealIsoDate, 'Choose a real date.'),
        }),
      })
      .transform(({ query }): [FeeTableQuery] => [withSort(query)]),
  }),
  /** A student reads their own record; the staff any of their branches' (another's: none). */
  getStudent: operation<[id: string], Student | undefined>({
    verb: 'GET',
    path: '/api/students/:id',
    policy: {
      callers: ADMIN_STUDENT_OR_PARENT,
      permission: 'students.view',
      scope: ([id], { caller }) =>
        caller.role === 'admin' || (caller.role === 'student' && caller.studentId === id)
          ? [id]
          : refuseAccess(),
      visible: (student, { caller }) =>
        student && inCallerBranches(caller, student) ? student : undefined,
    },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
  /** Adds a student with a roll number and an installment plan of `installmentCount` parts. */
  addStudent: operation<[student: NewStudent], Student>({
    verb: 'POST',
    path: '/api/students',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'students.manage',
      scope: ([student], { caller }) => [ownBranchOf('student', student, caller, true)],
    },
    changes: ['students', 'enquiries', 'auditLog'],
    encode: (student) => ({ body: student }),
    decode: z
      .object({ body: recordOf<NewStudent>() })
      .transform(({ body }): [NewStudent] => [body]),
  }),
  /** Edits the contact fields of a student (the Edit Student modal). */
  updateStudent: operation<[id: string, changes: StudentEdit], Student>({
    verb: 'PUT',
    path: '/api/students/:id',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'students.manage',
      scope: async ([id, changes], context) => {
        await checkStudentInCallerBranches(id, context);
        return [id, ownBranchOf('student', changes, context.caller, false)];
      },
    },
    changes: ['students', 'auditLog'],
    encode: (id, changes) => ({ params: { id }, body: changes }),
    decode: z
      .object({ params: idParam, body: recordOf<StudentEdit>() })
      .transform(({ params, body }): [string, StudentEdit] => [params.id, body]),
  }),
};
