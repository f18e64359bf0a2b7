// The staff and their roles: the owner (whoever holds staff.manage) adds staff, edits them, and
// sets each role's permissions and the staff refund limit.
import { z } from 'zod';
import { ADMIN_ONLY, operation, recordOf } from '../core/operation';
import { recordIdSchema } from '../core/wire';
import type { NewStaffMember, RoleSettings, StaffEdit, StaffMember } from '../schemas/staff';

const manageStaff = { callers: ADMIN_ONLY, permission: 'staff.manage' } as const;

export const staffOperations = {
  listStaff: operation<[], StaffMember[]>({
    verb: 'GET',
    path: '/api/staff',
    policy: manageStaff,
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /** A new staff member; in server mode their account is made and a set-up link e-mailed. */
  addStaff: operation<[member: NewStaffMember], StaffMember>({
    verb: 'POST',
    path: '/api/staff',
    policy: manageStaff,
    changes: ['staff', 'auditLog'],
    encode: (member) => ({ body: member }),
    decode: z
      .object({ body: recordOf<NewStaffMember>() })
      .transform(({ body }): [NewStaffMember] => [body]),
  }),
  updateStaff: operation<[id: string, edit: StaffEdit], StaffMember>({
    verb: 'PUT',
    path: '/api/staff/:id',
    policy: manageStaff,
    changes: ['staff', 'auditLog'],
    encode: (id, edit) => ({ params: { id }, body: edit }),
    decode: z
      .object({ params: z.object({ id: recordIdSchema }), body: recordOf<StaffEdit>() })
      .transform(({ params, body }): [string, StaffEdit] => [params.id, body]),
  }),
  getRoleSettings: operation<[], RoleSettings>({
    verb: 'GET',
    path: '/api/role-settings',
    policy: manageStaff,
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /** Each role's permissions and the staff refund limit; they hold from the next request on. */
  saveRoleSettings: operation<[settings: RoleSettings], RoleSettings>({
    verb: 'PUT',
    path: '/api/role-settings',
    policy: manageStaff,
    changes: ['roleSettings', 'auditLog'],
    encode: (settings) => ({ body: settings }),
    decode: z
      .object({ body: recordOf<RoleSettings>() })
      .transform(({ body }): [RoleSettings] => [body]),
  }),
};
