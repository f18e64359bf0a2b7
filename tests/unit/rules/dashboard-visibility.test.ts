// The dashboard's answer is narrowed by the caller's permissions, so the server never sends the
// money to a staff member who may not see fees, nor the newest candidates to one who may not see
// candidates.
import { expect, test } from 'vitest';
import type { Caller, PolicyContext } from '@/data/core/operation';
import { OPERATIONS } from '@/data/definitions';
import { DEFAULT_ROLE_PERMISSIONS, permissionsOf } from '@/data/permissions';
import type { StaffRole } from '@/data/permissions';
import { createSeedData } from '@/data';
import { dashboardOverview } from '@/data/rules/lists';

const seed = createSeedData(new Date('2026-06-01T10:00:00Z'));
const overview = dashboardOverview({
  students: seed.students,
  candidates: seed.stseCandidates,
  schools: seed.schools,
  materials: seed.materials,
  tickets: seed.supportTickets,
});

const staff = (staffRole: StaffRole): Caller => ({
  role: 'admin',
  userId: `user-${staffRole}`,
  name: staffRole,
  staffRole,
  permissions: permissionsOf(staffRole, DEFAULT_ROLE_PERMISSIONS),
});

async function visibleTo(caller: Caller) {
  const { visible } = OPERATIONS.getDashboardOverview.policy;
  if (!visible) throw new Error('getDashboardOverview narrows nothing');
  // The narrowing reads no records.
  const reads = {} as PolicyContext['reads'];
  return visible(overview, { caller, now: new Date(), reads });
}

test('the owner gets the whole overview', async () => {
  expect(overview.fees?.totalCollection).toBeGreaterThan(0);
  expect(await visibleTo(staff('owner'))).toEqual(overview);
});

test('an Office member gets the money but not the newest candidates', async () => {
  const seen = await visibleTo(staff('office'));
  expect(seen.fees).toEqual(overview.fees);
  expect(seen.recentCandidates).toEqual([]);
  expect(seen.studentCount).toBe(overview.studentCount);
});

test('a Counsellor gets the counts and candidates but no money', async () => {
  const seen = await visibleTo(staff('counsellor'));
  expect(seen).not.toHaveProperty('fees');
  expect(seen.recentCandidates).toEqual(overview.recentCandidates);
  expect(seen.openTicketCount).toBe(overview.openTicketCount);
});

test('Faculty get neither money nor candidates', async () => {
  const seen = await visibleTo(staff('faculty'));
  expect(seen).not.toHaveProperty('fees');
  expect(seen.recentCandidates).toEqual([]);
});

const trends = {
  fees: [{ month: '2026-05', due: 120000, collected: 95000 }],
  registrations: [{ day: '2026-05-31', count: 4 }],
};

async function trendsVisibleTo(caller: Caller) {
  const { visible } = OPERATIONS.getDashboardTrends.policy;
  if (!visible) throw new Error('getDashboardTrends narrows nothing');
  const reads = {} as PolicyContext['reads'];
  return visible(trends, { caller, now: new Date(), reads });
}

test('the charts: fees only to those who see fees, registrations only to those who see candidates', async () => {
  expect(await trendsVisibleTo(staff('owner'))).toEqual(trends);
  expect(await trendsVisibleTo(staff('office'))).toEqual({ fees: trends.fees });
  expect(await trendsVisibleTo(staff('counsellor'))).toEqual({
    registrations: trends.registrations,
  });
  expect(await trendsVisibleTo(staff('faculty'))).toEqual({});
});
