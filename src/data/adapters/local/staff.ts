// The staff and role settings in the browser-only mode. No e-mail goes out: the demo signs staff
// in by their e-mail without a password (src/data/auth.ts).
import type { NewStaffMember, RoleSettings, StaffEdit, StaffMember } from '../../schemas/staff';
import { branchesWithFirst } from '../../operations/branches';
import {
  checkOwnerRemains,
  checkStaffBranches,
  checkStaffEmailFree,
  editedStaffRecord,
  newStaffRecord,
  roleSettingsChange,
  validatedNewStaff,
  validatedRoleSettings,
  validatedStaffEdit,
} from '../../operations/staff';
import { created, edited } from '../../operations/audit';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';
import { replaceById } from './stored-lists';

export async function listStaff(context: LocalContext): Promise<StaffMember[]> {
  return [...(await context.store.read('staff'))];
}

export async function addStaff(context: LocalContext, member: NewStaffMember) {
  const input = validatedNewStaff(member);
  return auditedUpdate(context, ['staff', 'branches'], ({ staff, branches }) => {
    checkStaffEmailFree(input.email, staff);
    checkStaffBranches(input, branchesWithFirst(branches));
    const added = newStaffRecord(input, context.now());
    return { write: { staff: [...staff, added] }, result: added, audit: [created('staff', added)] };
  });
}

export async function updateStaff(context: LocalContext, id: string, edit: StaffEdit) {
  const input = validatedStaffEdit(edit);
  return auditedUpdate(context, ['staff', 'branches'], ({ staff, branches }) => {
    checkStaffBranches(input, branchesWithFirst(branches));
    const { list, updated, found } = replaceById(staff, id, 'staff', (stored) =>
      editedStaffRecord(stored, input),
    );
    checkOwnerRemains(
      found,
      updated,
      staff.filter((member) => member.id !== id),
    );
    return { write: { staff: list }, result: updated, audit: [edited('staff', found, updated)] };
  });
}

export const getRoleSettings = (context: LocalContext): Promise<RoleSettings> =>
  context.store.read('roleSettings');

export async function saveRoleSettings(context: LocalContext, settings: RoleSettings) {
  const kept = validatedRoleSettings(settings);
  return auditedUpdate(context, ['roleSettings'], ({ roleSettings }) => ({
    write: { roleSettings: kept },
    result: kept,
    audit: [roleSettingsChange(roleSettings, kept)],
  }));
}
