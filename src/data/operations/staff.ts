// The staff's decisions, written once for the browser's repository core and the server: a new
// staff member's record, an edit, the one-active-owner check, the role settings as stored, and
// the refund limit. Each side reads and writes the rows under its own guard.
import { OWNER_ALWAYS_HOLDS, PERMISSIONS } from '../permissions';
import type { Permission, RolePermissions, StaffRole } from '../permissions';
import { LAST_OWNER_MESSAGE, hasActiveOwner, refundLimitRefusal } from '../rules/staff';
import { newStaffMemberSchema, roleSettingsSchema, staffEditSchema } from '../schemas/staff';
import type { NewStaffMember, RoleSettings, StaffEdit, StaffMember } from '../schemas/staff';
import type { AuditedChange } from './audit';
import { newId } from '../core/ids';
import { refuse, validated } from '../core/validate';

export const STAFF_EMAIL_TAKEN_MESSAGE =
  'Another staff member already signs in with this e-mail. Give a different one.';

export const staffEmailKey = (email: string) => email.trim().toLowerCase();

export const validatedNewStaff = (input: NewStaffMember) =>
  validated(newStaffMemberSchema, input, 'staff');

export const validatedStaffEdit = (input: StaffEdit) => validated(staffEditSchema, input, 'staff');

/** A new staff member, active, signing in with the e-mail lower-cased. */
export function newStaffRecord(
  input: ReturnType<typeof validatedNewStaff>,
  at: Date,
  id: string = newId(),
): StaffMember {
  return {
    id,
    name: input.name,
    email: staffEmailKey(input.email),
    ...(input.mobile === undefined ? {} : { mobile: input.mobile }),
    staffRole: input.staffRole,
    active: true,
    ...(input.branchIds === undefined ? {} : { branchIds: input.branchIds }),
    createdAt: at.toISOString(),
  };
}

/** Refuses an e-mail another staff member signs in with. */
export function checkStaffEmailFree(email: string, staff: ReadonlyArray<{ email: string }>) {
  const key = staffEmailKey(email);
  if (staff.some((member) => staffEmailKey(member.email) === key)) {
    refuse('staff', 'email', STAFF_EMAIL_TAKEN_MESSAGE);
  }
}

/** The stored staff member with the owner's edit; the sign-in e-mail stays. */
export function editedStaffRecord(
  stored: StaffMember,
  edit: ReturnType<typeof validatedStaffEdit>,
): StaffMember {
  const { mobile: _earlier, branchIds: _earlierBranches, ...rest } = stored;
  return {
    ...rest,
    name: edit.name,
    ...(edit.mobile === undefined ? {} : { mobile: edit.mobile }),
    staffRole: edit.staffRole,
    active: edit.active,
    ...(edit.branchIds === undefined ? {} : { branchIds: edit.branchIds }),
  };
}

export const OWNER_EVERY_BRANCH_MESSAGE =
  'An owner works in every branch. Leave every branch unticked.';
export const CHOOSE_STAFF_BRANCHES_MESSAGE = 'Choose branches from the list.';

/**
 * Refuses a branch limit on an owner (the owner adds branches and staff: a limit would hold
 * nothing back) and a limit naming a branch the institute does not have; each branch once.
 */
export function checkStaffBranches(
  member: Pick<StaffMember, 'staffRole' | 'branchIds'>,
  branches: ReadonlyArray<{ id: string }>,
): void {
  const chosen = member.branchIds;
  if (chosen === undefined) return;
  if (member.staffRole === 'owner') refuse('staff', 'branchIds', OWNER_EVERY_BRANCH_MESSAGE);
  const known = chosen.every((id) => branches.some((branch) => branch.id === id));
  if (!known || new Set(chosen).size !== chosen.length) {
    refuse('staff', 'branchIds', CHOOSE_STAFF_BRANCHES_MESSAGE);
  }
}

/**
 * Refuses an edit that takes the last active owner away (the institute would have no one to add
 * staff or change roles); `others` are every other staff member as they are now. An edit of
 * someone who was not an active owner takes none away (the browser-only demo's owner is its
 * sign-in, not a staff record, so its staff may have no owner among them).
 */
export function checkOwnerRemains(
  before: StaffMember,
  after: StaffMember,
  others: ReadonlyArray<Pick<StaffMember, 'staffRole' | 'active'>>,
) {
  if (hasActiveOwner([before]) && !hasActiveOwner([after, ...others])) {
    refuse('staff', after.active ? 'staffRole' : 'active', LAST_OWNER_MESSAGE);
  }
}

/**
 * The role settings as stored: each role's permissions once, in the list's order, only known
 * ones, and the owner always holding OWNER_ALWAYS_HOLDS.
 */
export function validatedRoleSettings(input: RoleSettings): RoleSettings {
  const settings = validated(roleSettingsSchema, input, 'roleSettings');
  const ordered = (role: StaffRole) => {
    const held = new Set<Permission>(settings.permissions[role]);
    if (role === 'owner') for (const permission of OWNER_ALWAYS_HOLDS) held.add(permission);
    return PERMISSIONS.filter((permission) => held.has(permission));
  };
  const permissions: RolePermissions = {
    owner: ordered('owner'),
    office: ordered('office'),
    counsellor: ordered('counsellor'),
    faculty: ordered('faculty'),
  };
  return { permissions, refundLimit: settings.refundLimit };
}

/** The role settings' entry: one record, so its id is the entity's name. */
export const roleSettingsChange = (before: RoleSettings, after: RoleSettings): AuditedChange => ({
  entity: 'roleSettings',
  entityId: 'roleSettings',
  action: 'updated',
  before,
  after,
});

/** Refuses a refund over the owner's limit to a staff member who may not refund any amount. */
export function checkRefundLimit(
  permissions: readonly Permission[],
  amount: unknown,
  limit: number,
) {
  if (typeof amount !== 'number') return;
  const refusal = refundLimitRefusal(permissions, amount, limit);
  if (refusal) refuse('refund', 'amount', refusal);
}
