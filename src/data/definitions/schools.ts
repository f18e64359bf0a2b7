// The partner schools' operations.
import { z } from 'zod';
import { ADMIN_ONLY, ADMIN_OR_SCHOOL, operation, recordOf, refuseAccess } from '../core/operation';
import { recordIdSchema } from '../core/wire';
import { NotFoundError } from '../errors';
import type { NewSchool, School } from '../schemas';

const idParam = z.object({ id: recordIdSchema });

export const schoolOperations = {
  /** Every school for the admin; a school sees only its own. */
  listSchools: operation<[], School[]>({
    verb: 'GET',
    path: '/api/schools',
    policy: {
      callers: ADMIN_OR_SCHOOL,
      permission: 'schools.manage',
      visible: (schools, { caller }) =>
        caller.role === 'school'
          ? schools.filter((school) => school.id === caller.schoolId)
          : schools,
    },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  getSchool: operation<[id: string], School | undefined>({
    verb: 'GET',
    path: '/api/schools/:id',
    policy: {
      callers: ADMIN_OR_SCHOOL,
      permission: 'schools.manage',
      scope: ([id], { caller }) =>
        caller.role === 'admin' || (caller.role === 'school' && caller.schoolId === id)
          ? [id]
          : refuseAccess(),
    },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
  addSchool: operation<[school: NewSchool], School>({
    verb: 'POST',
    path: '/api/schools',
    policy: { callers: ADMIN_ONLY, permission: 'schools.manage' },
    changes: ['schools', 'stseCandidates', 'auditLog'],
    encode: (school) => ({ body: school }),
    decode: z.object({ body: recordOf<NewSchool>() }).transform(({ body }): [NewSchool] => [body]),
  }),
  /**
   * The admin edits any school (its sign-in e-mail follows the contact e-mail); a school edits its
   * own profile, and its name stays (registrations giving it are linked to it).
   */
  updateSchool: operation<[school: School], School>({
    verb: 'PUT',
    path: '/api/schools/:id',
    policy: {
      callers: ADMIN_OR_SCHOOL,
      permission: 'schools.manage',
      scope: async ([school], { caller, reads }) => {
        if (caller.role === 'admin') return [school];
        if (caller.role !== 'school' || caller.schoolId !== school.id) return refuseAccess();
        const own = (await reads.getSchool(caller.schoolId)) ?? refuseAccess();
        return [{ ...school, name: own.name }];
      },
    },
    changes: ['schools', 'stseCandidates', 'auditLog'],
    encode: (school) => ({ params: { id: school.id }, body: school }),
    decode: z
      .object({ params: idParam, body: recordOf<School>() })
      .transform(({ params, body }): [School] => {
        if (body.id !== params.id) throw new NotFoundError('school', params.id);
        return [body];
      }),
  }),
};
