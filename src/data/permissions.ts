// What a staff member may do: a fixed list of permissions defined here, in code, and roles that
// are sets of them (the owner adjusts a role's set in Settings). Each operation's definition names
// the one permission it needs (core/operation.ts); the server refuses a staff member without it,
// and the screens offer only what the signed-in staff member holds. No zod: the screens import it.

/** Every permission, in the order the Settings screen lists them. */
export const PERMISSIONS = [
  'dashboard.view',
  'candidates.view',
  'candidates.manage',
  'results.enter',
  'results.publish',
  'schools.manage',
  'enquiries.work',
  'enquiries.manage',
  'students.view',
  'students.manage',
  'batches.teach',
  'batches.view',
  'batches.manage',
  'timetable.manage',
  'attendance.take',
  'attendance.correct',
  'fees.view',
  'fees.record',
  'fees.verify',
  'fees.refund',
  'fees.refund.unlimited',
  'reports.view',
  'materials.manage',
  'tests.manage',
  'support.manage',
  'notifications.send',
  'messages.manage',
  'audit.view',
  'backup.manage',
  'settings.manage',
  'branches.manage',
  'staff.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ['owner', 'office', 'counsellor', 'faculty'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each role's permissions: what a role holds until the owner changes it in Settings. */
export type RolePermissions = Record<StaffRole, readonly Permission[]>;

export const DEFAULT_ROLE_PERMISSIONS: RolePermissions = {
  owner: PERMISSIONS,
  office: [
    'dashboard.view',
    'enquiries.manage',
    'students.view',
    'students.manage',
    'batches.view',
    'batches.manage',
    'timetable.manage',
    'attendance.take',
    'attendance.correct',
    'fees.view',
    'fees.record',
    'fees.verify',
    'fees.refund',
    'reports.view',
    'support.manage',
    'notifications.send',
    'messages.manage',
  ],
  counsellor: [
    'dashboard.view',
    'candidates.view',
    'candidates.manage',
    'results.enter',
    'schools.manage',
    'enquiries.work',
    'batches.view',
  ],
  faculty: [
    'dashboard.view',
    'batches.teach',
    'attendance.take',
    'materials.manage',
    'tests.manage',
  ],
};

/**
 * What a permission needs beside it to be of use: recording a payment starts from the student's
 * fee page, which needs fees.view, which needs students.view. A role that holds one holds these.
 */
export const PERMISSION_NEEDS: Partial<Record<Permission, readonly Permission[]>> = {
  'candidates.manage': ['candidates.view'],
  'results.enter': ['candidates.view'],
  'results.publish': ['candidates.view'],
  'enquiries.manage': ['enquiries.work'],
  'students.manage': ['students.view'],
  // Seeing every batch includes the ones one teaches; managing them, seeing them all.
  'batches.view': ['batches.teach'],
  'batches.manage': ['batches.view'],
  'timetable.manage': ['batches.view'],
  'attendance.take': ['batches.teach'],
  'attendance.correct': ['attendance.take'],
  'fees.view': ['students.view'],
  'fees.record': ['fees.view'],
  'fees.verify': ['fees.view'],
  'fees.refund': ['fees.view'],
  'fees.refund.unlimited': ['fees.refund'],
};

/** The permissions no one may take from the owner: an institute always has someone who can
 *  change roles and add staff. */
export const OWNER_ALWAYS_HOLDS: readonly Permission[] = ['settings.manage', 'staff.manage'];

/**
 * What a staff member of `role` holds under `rolePermissions`: the role's set with what each
 * permission needs (PERMISSION_NEEDS), in the list's order, without unknown names; the owner
 * always holds OWNER_ALWAYS_HOLDS.
 */
export function permissionsOf(role: StaffRole, rolePermissions: RolePermissions): Permission[] {
  const held = new Set<Permission>((rolePermissions[role] ?? []).filter(isPermission));
  if (role === 'owner') for (const permission of OWNER_ALWAYS_HOLDS) held.add(permission);
  // Needs are at most three deep; a pass per level until nothing new is added.
  for (let added = true; added;) {
    added = false;
    for (const permission of [...held]) {
      for (const needed of PERMISSION_NEEDS[permission] ?? []) {
        if (!held.has(needed)) {
          held.add(needed);
          added = true;
        }
      }
    }
  }
  return PERMISSIONS.filter((permission) => held.has(permission));
}

/**
 * What only someone working for the whole institute may do: the audit log, messages, backups,
 * settings, branches and staff cover every branch at once, so a staff member limited to some
 * branches never holds them, whatever their role holds.
 */
export const INSTITUTE_WIDE_PERMISSIONS: readonly Permission[] = [
  'messages.manage',
  'audit.view',
  'backup.manage',
  'settings.manage',
  'branches.manage',
  'staff.manage',
];

/**
 * A staff member's access now: their role's permissions and, when they are limited to some
 * branches, those branches (and none of the institute-wide permissions). No `branchIds`: every
 * branch.
 */
export type StaffAccess = { permissions: Permission[]; branchIds?: readonly string[] };

export function staffAccessOf(
  member: { staffRole: StaffRole; branchIds?: readonly string[] | undefined },
  rolePermissions: RolePermissions,
): StaffAccess {
  const permissions = permissionsOf(member.staffRole, rolePermissions);
  if (member.branchIds === undefined) return { permissions };
  return {
    permissions: permissions.filter(
      (permission) => !INSTITUTE_WIDE_PERMISSIONS.includes(permission),
    ),
    branchIds: member.branchIds,
  };
}

export const isPermission = (value: unknown): value is Permission =>
  typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/**
 * What a signed-in user of the screens holds: a staff member's permissions; none for a student
 * or a school. An admin session stored before staff had roles was the one admin: the owner.
 */
export function permissionsOfSession(user: {
  role: string;
  permissions?: readonly Permission[];
}): readonly Permission[] {
  if (user.role !== 'admin') return [];
  return user.permissions ?? PERMISSIONS;
}
