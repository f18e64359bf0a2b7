// The institute's staff and what each role may do: a staff member's record (their sign-in e-mail,
// role and whether they may still sign in), and the role settings the owner keeps (each role's
// permissions and the refund limit of staff without fees.refund.unlimited).
import { z } from 'zod';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, STAFF_ROLES } from '../permissions';
import type { RolePermissions } from '../permissions';
import {
  emailField,
  idField,
  mobileField,
  personNameField,
  timestampField,
  wholeNumber,
} from './fields';

export const staffRoleField = z.enum(STAFF_ROLES, { error: 'Choose a role.' });

/** A mobile number left blank is none. */
const optionalMobile = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  mobileField().optional(),
);

/** The most branches one staff member is limited to (past any institute's count of centres). */
export const MAX_STAFF_BRANCHES = 50;

/**
 * The branches a staff member works in; none ticked (or left out) is every branch, so a
 * one-branch institute's staff never carry the field.
 */
const staffBranchIds = z.preprocess(
  (value) => (Array.isArray(value) && value.length === 0 ? undefined : value),
  z
    .array(idField, { error: 'Choose branches from the list.' })
    .max(MAX_STAFF_BRANCHES, 'Choose branches from the list.')
    .optional(),
);

export const staffMemberSchema = z.object({
  id: idField,
  name: personNameField('Name'),
  /** The e-mail the staff member signs in with, unique among staff. */
  email: emailField,
  mobile: optionalMobile,
  staffRole: staffRoleField,
  /** An inactive staff member cannot sign in; their entries in the audit log stay. */
  active: z.boolean({ error: 'Choose whether the staff member is active.' }),
  /** Limited to these branches' students, fees and reports; absent: every branch. */
  branchIds: staffBranchIds,
  createdAt: timestampField,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const newStaffMemberSchema = staffMemberSchema.pick({
  name: true,
  email: true,
  mobile: true,
  staffRole: true,
  branchIds: true,
});
export type NewStaffMember = z.input<typeof newStaffMemberSchema>;

/** What the owner may change of a staff member: not the sign-in e-mail. */
export const staffEditSchema = staffMemberSchema.pick({
  name: true,
  mobile: true,
  staffRole: true,
  active: true,
  branchIds: true,
});
export type StaffEdit = z.input<typeof staffEditSchema>;

/** The largest staff refund limit: a crore, past any single fee. */
export const MAX_REFUND_LIMIT = 1_00_00_000;

const permissionList = z
  .array(z.enum(PERMISSIONS, { error: 'Choose permissions from the list.' }))
  .max(PERMISSIONS.length * 2, 'Choose permissions from the list.')
  .readonly();

export const roleSettingsSchema = z.object({
  permissions: z.object({
    owner: permissionList,
    office: permissionList,
    counsellor: permissionList,
    faculty: permissionList,
  }) satisfies z.ZodType<RolePermissions>,
  /** The most a staff member holding fees.refund but not fees.refund.unlimited refunds at once. */
  refundLimit: wholeNumber('Staff refund limit', 0, MAX_REFUND_LIMIT),
});
export type RoleSettings = z.infer<typeof roleSettingsSchema>;

/** A refund up to this many rupees needs no owner until the owner sets another limit. */
export const DEFAULT_REFUND_LIMIT = 10_000;

export const DEFAULT_ROLE_SETTINGS: RoleSettings = {
  permissions: DEFAULT_ROLE_PERMISSIONS,
  refundLimit: DEFAULT_REFUND_LIMIT,
};
