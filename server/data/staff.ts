// The staff and their roles in server mode. A staff member is an admin account (users: name and
// sign-in e-mail) with a staff row (role, mobile, active); adding one queues a set-up link to
// them in the same transaction. The role settings are one document. Who is an active owner is
// locked before an edit is checked, so two owners demoting each other at once cannot leave none.
import { and, asc, eq } from 'drizzle-orm';
import { NotFoundError, created, edited, newId, refuse } from '../../src/data/server';
import {
  DEFAULT_ROLE_SETTINGS,
  STAFF_EMAIL_TAKEN_MESSAGE,
  checkOwnerRemains,
  checkStaffBranches,
  editedStaffRecord,
  newStaffRecord,
  roleSettingsChange,
  roleSettingsSchema,
  validatedNewStaff,
  validatedRoleSettings,
  validatedStaffEdit,
} from '../../src/data/server-staff';
import type {
  NewStaffMember,
  RoleSettings,
  StaffEdit,
  StaffMember,
} from '../../src/data/server-staff';
import { storeSetupCode } from '../auth/setup-codes';
import { readBranches } from './branches';
import * as t from '../db/schema';
import { audit } from './context';
import type { DataContext, Runner } from './context';

const staffColumns = {
  id: t.users.id,
  name: t.users.name,
  email: t.users.email,
  mobile: t.staff.mobile,
  staffRole: t.staff.staffRole,
  active: t.staff.active,
  branchIds: t.staff.branchIds,
  createdAt: t.staff.createdAt,
};

function staffMember(row: {
  id: string;
  name: string;
  email: string;
  mobile: string | null;
  staffRole: StaffMember['staffRole'];
  active: boolean;
  branchIds: string[] | null;
  createdAt: number;
}): StaffMember {
  const { mobile, branchIds, createdAt, ...rest } = row;
  return {
    ...rest,
    ...(mobile === null ? {} : { mobile }),
    ...(branchIds === null ? {} : { branchIds }),
    createdAt: new Date(createdAt).toISOString(),
  };
}

const staffRows = (runner: Runner) =>
  runner.select(staffColumns).from(t.staff).innerJoin(t.users, eq(t.users.id, t.staff.userId));

async function listStaff({ db }: DataContext): Promise<StaffMember[]> {
  const rows = await staffRows(db).orderBy(asc(t.staff.createdAt), asc(t.users.id));
  return rows.map(staffMember);
}

/** The staff member's account (no password yet) and staff row, and a set-up link to them. */
async function addStaff(context: DataContext, member: NewStaffMember): Promise<StaffMember> {
  const input = validatedNewStaff(member);
  const at = context.now();
  const added = newStaffRecord(input, at, newId());
  return context.db.transaction(async (tx) => {
    checkStaffBranches(added, await readBranches(tx));
    const [holder] = await tx
      .select({ id: t.users.id })
      .from(t.users)
      .where(and(eq(t.users.role, 'admin'), eq(t.users.email, added.email)));
    if (holder) refuse('staff', 'email', STAFF_EMAIL_TAKEN_MESSAGE);
    const inserted = await tx
      .insert(t.users)
      .values({
        id: added.id,
        role: 'admin',
        email: added.email,
        subjectId: null,
        name: added.name,
        passwordHash: null,
        createdAt: at.getTime(),
      })
      .onConflictDoNothing()
      .returning({ id: t.users.id });
    // Another request took the e-mail between the check and the insert.
    if (inserted.length === 0) refuse('staff', 'email', STAFF_EMAIL_TAKEN_MESSAGE);
    await tx.insert(t.staff).values({
      userId: added.id,
      staffRole: added.staffRole,
      mobile: added.mobile ?? null,
      active: true,
      branchIds: added.branchIds ? [...added.branchIds] : null,
      createdAt: at.getTime(),
    });
    await storeSetupCode(tx, at, context.publicUrl, {
      userId: added.id,
      email: added.email,
      name: added.name,
      mobile: added.mobile,
    });
    await audit(context, tx, [created('staff', added)]);
    return added;
  });
}

async function updateStaff(context: DataContext, id: string, edit: StaffEdit) {
  const input = validatedStaffEdit(edit);
  return context.db.transaction(async (tx) => {
    // Every active owner and this staff member locked, in one order, before anything is decided.
    const owners = await tx
      .select({ userId: t.staff.userId })
      .from(t.staff)
      .where(and(eq(t.staff.staffRole, 'owner'), eq(t.staff.active, true)))
      .orderBy(asc(t.staff.userId))
      .for('update');
    const [row] = await staffRows(tx).where(eq(t.staff.userId, id)).for('update', { of: t.staff });
    if (!row) throw new NotFoundError('staff', id);
    const stored = staffMember(row);
    const updated = editedStaffRecord(stored, input);
    checkStaffBranches(updated, await readBranches(tx));
    const others = owners
      .filter((owner) => owner.userId !== id)
      .map(() => ({ staffRole: 'owner' as const, active: true }));
    checkOwnerRemains(stored, updated, others);
    await tx.update(t.users).set({ name: updated.name }).where(eq(t.users.id, id));
    await tx
      .update(t.staff)
      .set({
        staffRole: updated.staffRole,
        mobile: updated.mobile ?? null,
        active: updated.active,
        branchIds: updated.branchIds ? [...updated.branchIds] : null,
      })
      .where(eq(t.staff.userId, id));
    // Signed out at once: an inactive staff member's session is refused anyway (accounts.ts).
    if (!updated.active) await tx.delete(t.sessions).where(eq(t.sessions.userId, id));
    await audit(context, tx, [edited('staff', stored, updated)]);
    return updated;
  });
}

/** The stored role settings document (none stored yet: the defaults). */
export const roleSettingsOf = (doc: unknown): RoleSettings =>
  doc === null || doc === undefined ? DEFAULT_ROLE_SETTINGS : roleSettingsSchema.parse(doc);

export async function readRoleSettings(runner: Runner): Promise<RoleSettings> {
  const [row] = await runner.select({ doc: t.roleSettings.doc }).from(t.roleSettings).limit(1);
  return roleSettingsOf(row?.doc);
}

const getRoleSettings = ({ db }: DataContext) => readRoleSettings(db);

async function saveRoleSettings(context: DataContext, settings: RoleSettings) {
  const kept = validatedRoleSettings(settings);
  return context.db.transaction(async (tx) => {
    const stored = await readRoleSettings(tx);
    await tx
      .insert(t.roleSettings)
      .values({ id: 1, doc: kept })
      .onConflictDoUpdate({ target: t.roleSettings.id, set: { doc: kept } });
    await audit(context, tx, [roleSettingsChange(stored, kept)]);
    return kept;
  });
}

export const staffOperations = {
  listStaff,
  addStaff,
  updateStaff,
  getRoleSettings,
  saveRoleSettings,
};
