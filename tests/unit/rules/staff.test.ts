// The staff rules both modes share: the last active owner kept, the role settings as stored, and
// the staff refund limit.
import { describe, expect, test } from 'vitest';
import { DataValidationError } from '@/data';
import { DEFAULT_ROLE_PERMISSIONS } from '@/data/permissions';
import {
  checkOwnerRemains,
  checkRefundLimit,
  validatedRoleSettings,
} from '@/data/operations/staff';
import { LAST_OWNER_MESSAGE, hasActiveOwner, refundLimitRefusal } from '@/data/rules/staff';
import type { StaffMember } from '@/data';

const member = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 'staff-1',
  name: 'Asha Owner',
  email: 'asha@example.com',
  staffRole: 'owner',
  active: true,
  createdAt: '2026-11-22T06:30:00.000Z',
  ...overrides,
});

function issuesOf(run: () => void) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DataValidationError);
    return (error as DataValidationError).issues;
  }
  return [];
}

describe('the last active owner', () => {
  test('an active owner is one who is both', () => {
    expect(hasActiveOwner([member()])).toBe(true);
    expect(hasActiveOwner([member({ active: false }), member({ staffRole: 'office' })])).toBe(
      false,
    );
  });

  test('demoting or deactivating the only active owner is refused beside the field changed', () => {
    const owner = member();
    expect(issuesOf(() => checkOwnerRemains(owner, { ...owner, staffRole: 'office' }, []))).toEqual(
      [{ path: 'staffRole', message: LAST_OWNER_MESSAGE }],
    );
    expect(issuesOf(() => checkOwnerRemains(owner, { ...owner, active: false }, []))).toEqual([
      { path: 'active', message: LAST_OWNER_MESSAGE },
    ]);
    // An inactive owner elsewhere is no owner.
    const others = [member({ id: 'staff-2', active: false })];
    expect(
      issuesOf(() => checkOwnerRemains(owner, { ...owner, active: false }, others)),
    ).toHaveLength(1);
  });

  test('another active owner lets it through; an edit of someone else takes no owner away', () => {
    const owner = member();
    const another = [member({ id: 'staff-2' })];
    expect(
      issuesOf(() => checkOwnerRemains(owner, { ...owner, staffRole: 'office' }, another)),
    ).toEqual([]);
    const office = member({ id: 'staff-3', staffRole: 'office' });
    expect(issuesOf(() => checkOwnerRemains(office, { ...office, active: false }, []))).toEqual([]);
  });
});

describe('role settings as stored', () => {
  test('each role once, in the list’s order; the owner always holds staff and settings', () => {
    const kept = validatedRoleSettings({
      permissions: {
        ...DEFAULT_ROLE_PERMISSIONS,
        owner: [],
        faculty: ['tests.manage', 'dashboard.view', 'tests.manage'],
      },
      refundLimit: 5000,
    });
    expect(kept.permissions.owner).toEqual(['settings.manage', 'staff.manage']);
    expect(kept.permissions.faculty).toEqual(['dashboard.view', 'tests.manage']);
    expect(kept.refundLimit).toBe(5000);
  });

  test('an unknown permission or a limit that is no whole number of rupees is refused', () => {
    const issues = issuesOf(() =>
      validatedRoleSettings({
        permissions: { ...DEFAULT_ROLE_PERMISSIONS, office: ['fees.fly' as 'fees.view'] },
        refundLimit: 10.5,
      }),
    );
    expect(issues.map((issue) => issue.path).sort()).toEqual([
      'permissions.office.0',
      'refundLimit',
    ]);
  });
});

describe('the staff refund limit', () => {
  test('up to the limit, or any amount with fees.refund.unlimited', () => {
    expect(refundLimitRefusal(['fees.refund'], 10000, 10000)).toBeUndefined();
    expect(refundLimitRefusal(['fees.refund'], 10000.01, 10000)).toBe(
      'Your refund limit is ₹10,000. Ask the owner to refund more.',
    );
    expect(
      refundLimitRefusal(['fees.refund', 'fees.refund.unlimited'], 1_00_000, 10000),
    ).toBeUndefined();
  });

  test('refused beside the amount, in rupees with Indian grouping', () => {
    expect(issuesOf(() => checkRefundLimit(['fees.refund'], 1_50_000, 1_00_000))).toEqual([
      { path: 'amount', message: 'Your refund limit is ₹1,00,000. Ask the owner to refund more.' },
    ]);
  });
});
