// The permissions: every operation the staff may call names one, roles hold what their
// permissions need, and a staff member is let in by permission, never by the role's name.
import { describe, expect, test } from 'vitest';
import { mayCall } from '@/data/core/operation';
import type { Caller } from '@/data/core/operation';
import { OPERATIONS, OPERATION_NAMES } from '@/data/definitions';
import {
  DEFAULT_ROLE_PERMISSIONS,
  OWNER_ALWAYS_HOLDS,
  PERMISSIONS,
  PERMISSION_NEEDS,
  STAFF_ROLES,
  INSTITUTE_WIDE_PERMISSIONS,
  permissionsOf,
  permissionsOfSession,
  staffAccessOf,
} from '@/data/permissions';
import { PERMISSION_LABELS } from '@/data/permission-labels';
import type { Permission, StaffRole } from '@/data/permissions';

const staff = (staffRole: StaffRole, permissions: Permission[]): Caller => ({
  role: 'admin',
  userId: `user-${staffRole}`,
  name: staffRole,
  staffRole,
  permissions,
});

describe('every operation', () => {
  test.each(OPERATION_NAMES)('%s names a permission exactly when the staff may call it', (name) => {
    const { callers, permission } = OPERATIONS[name].policy;
    const staffMayCall = callers !== 'anyone' && callers.includes('admin');
    expect(permission !== undefined).toBe(staffMayCall);
    if (permission) expect(PERMISSIONS).toContain(permission);
  });

  test('every permission is needed by some operation or is a refund limit the rules read', () => {
    const named = new Set(OPERATION_NAMES.map((name) => OPERATIONS[name].policy.permission));
    const unused = PERMISSIONS.filter((permission) => !named.has(permission));
    // The refund limit is read by the refund rule; staff.manage guards the staff operations;
    // batches.view widens the batches' scope from the ones taught to all (batchFilterOf).
    const readByRules = ['fees.refund.unlimited', 'staff.manage', 'batches.view'];
    expect(unused.filter((p) => !readByRules.includes(p))).toEqual([]);
  });
});

describe('mayCall', () => {
  const recordPayment = OPERATIONS.recordPayment.policy;
  const publish = OPERATIONS.setResultsPublished.policy;

  test('a staff member is let in by the permission the operation names', () => {
    const office = staff('office', permissionsOf('office', DEFAULT_ROLE_PERMISSIONS));
    expect(mayCall(office, recordPayment)).toBe(true);
    expect(mayCall(office, publish)).toBe(false);
  });

  test('the role name alone lets no one in: an owner whose set lacks it is refused', () => {
    expect(mayCall(staff('owner', ['dashboard.view']), recordPayment)).toBe(false);
  });

  test('a staff operation that names no permission is refused (deny by default)', () => {
    const owner = staff('owner', [...PERMISSIONS]);
    expect(mayCall(owner, { callers: ['admin'] })).toBe(false);
  });

  test('students, schools and visitors are judged by the callers list only', () => {
    const student: Caller = { role: 'student', userId: 'u', name: 'S', studentId: 's1' };
    expect(mayCall(student, OPERATIONS.getStudent.policy)).toBe(true);
    expect(mayCall(student, recordPayment)).toBe(false);
    expect(mayCall({ role: 'visitor' }, recordPayment)).toBe(false);
    expect(mayCall({ role: 'visitor' }, OPERATIONS.lookupResult.policy)).toBe(true);
  });
});

describe('permissionsOf', () => {
  test('a role holds what each of its permissions needs', () => {
    const refundOnly = { ...DEFAULT_ROLE_PERMISSIONS, office: ['fees.refund.unlimited'] as const };
    expect(permissionsOf('office', refundOnly)).toEqual([
      'students.view',
      'fees.view',
      'fees.refund',
      'fees.refund.unlimited',
    ]);
  });

  test('the owner always keeps staff and settings, whatever the set says', () => {
    const bare = { ...DEFAULT_ROLE_PERMISSIONS, owner: [] };
    expect(permissionsOf('owner', bare)).toEqual(OWNER_ALWAYS_HOLDS);
  });

  test('unknown names in a stored set are dropped', () => {
    const stored = { ...DEFAULT_ROLE_PERMISSIONS, faculty: ['tests.manage', 'launch.missiles'] };
    expect(permissionsOf('faculty', stored as typeof DEFAULT_ROLE_PERMISSIONS)).toEqual([
      'tests.manage',
    ]);
  });

  test('the default roles: the office takes money, the counsellor none, the faculty teaches', () => {
    const of = (role: StaffRole) => permissionsOf(role, DEFAULT_ROLE_PERMISSIONS);
    expect(of('owner')).toEqual(PERMISSIONS);
    expect(of('office')).toEqual(expect.arrayContaining(['fees.record', 'fees.refund']));
    expect(of('office')).not.toContain('results.publish');
    expect(of('office')).not.toContain('fees.refund.unlimited');
    expect(of('counsellor').filter((p) => p.startsWith('fees.'))).toEqual([]);
    expect(of('faculty')).toEqual([
      'dashboard.view',
      'batches.teach',
      'attendance.take',
      'materials.manage',
      'tests.manage',
    ]);
  });

  test('every permission has a label, every need is a permission, every role a default set', () => {
    expect(Object.keys(PERMISSION_LABELS).sort()).toEqual([...PERMISSIONS].sort());
    for (const needs of Object.values(PERMISSION_NEEDS)) {
      for (const needed of needs) expect(PERMISSIONS).toContain(needed);
    }
    expect(Object.keys(DEFAULT_ROLE_PERMISSIONS).sort()).toEqual([...STAFF_ROLES].sort());
  });
});

describe('permissionsOfSession', () => {
  test('a staff session holds its permissions; a student or school none', () => {
    expect(permissionsOfSession({ role: 'admin', permissions: ['fees.view'] })).toEqual([
      'fees.view',
    ]);
    expect(permissionsOfSession({ role: 'student' })).toEqual([]);
    expect(permissionsOfSession({ role: 'school', permissions: ['fees.view'] })).toEqual([]);
  });

  test('an admin session stored before staff had roles is the owner', () => {
    expect(permissionsOfSession({ role: 'admin' })).toEqual(PERMISSIONS);
  });
});

describe('staffAccessOf', () => {
  test('a staff member of every branch holds their role’s permissions, with no branch limit', () => {
    expect(staffAccessOf({ staffRole: 'office' }, DEFAULT_ROLE_PERMISSIONS)).toEqual({
      permissions: permissionsOf('office', DEFAULT_ROLE_PERMISSIONS),
    });
  });

  test('a branch-limited one carries the limit and none of the institute-wide permissions', () => {
    const everything = { ...DEFAULT_ROLE_PERMISSIONS, office: PERMISSIONS };
    const access = staffAccessOf({ staffRole: 'office', branchIds: ['jai'] }, everything);
    expect(access.branchIds).toEqual(['jai']);
    for (const permission of INSTITUTE_WIDE_PERMISSIONS) {
      expect(access.permissions).not.toContain(permission);
    }
    expect(access.permissions).toEqual(
      PERMISSIONS.filter((permission) => !INSTITUTE_WIDE_PERMISSIONS.includes(permission)),
    );
  });
});
