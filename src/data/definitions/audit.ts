// The admin's views over everything: the audit log and the dashboard.
import { z } from 'zod';
import { ADMIN_ONLY, holds, operation } from '../core/operation';
import { filterQuery, pageFields, text } from '../core/wire';
import { AUDIT_ENTITIES } from '../constants';
import type { AuditQuery, BranchFilter, DashboardOverview, Page } from '../queries';
import type { DashboardTrends } from '../rules/dashboard-trends';
import type { AuditEntry } from '../schemas';
import { withinCallerBranches } from './branch-scope';

export const auditOperations = {
  /**
   * One page of the log, newest first, filtered by entity, actor, days and record (a student's
   * history includes its payments' entries). Every change writes its entry in the same write as
   * the change itself, with the signed-in user as its actor. The admin's only: a student may not
   * read it, not even their own history.
   */
  listAuditLog: operation<[query: AuditQuery], Page<AuditEntry>>({
    verb: 'GET',
    path: '/api/audit-log',
    policy: { callers: ADMIN_ONLY, permission: 'audit.view' },
    changes: [],
    encode: (query) => ({
      query: filterQuery(query),
    }),
    decode: z
      .object({
        query: z.object({
          ...pageFields,
          entity: z.enum(AUDIT_ENTITIES).optional(),
          actor: text('Actor', 200).optional(),
          from: text('From', 10).optional(),
          to: text('To', 10).optional(),
          entityId: text('Id', 200).optional(),
        }),
      })
      .transform(({ query }): [AuditQuery] => [query]),
  }),
  /**
   * The fee totals, the counts and the newest registrations, without reading every record. The
   * money is sent only to a staff member who may see fees (a Counsellor sees the counts alone),
   * the newest candidates only to one who may see candidates.
   */
  /** The counts and money of the caller's branches (every branch for an unlimited caller). */
  getDashboardOverview: operation<[filter?: BranchFilter], DashboardOverview>({
    verb: 'GET',
    path: '/api/dashboard',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'dashboard.view',
      scope: ([filter = {}], { caller }) => [withinCallerBranches(filter, caller)],
      visible: ({ fees, ...overview }, { caller }) => ({
        ...overview,
        ...(holds(caller, 'fees.view') ? { fees } : {}),
        recentCandidates: holds(caller, 'candidates.view') ? overview.recentCandidates : [],
      }),
    },
    changes: [],
    // The screens ask for every branch they may see; the limit is the policy's.
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /**
   * The dashboard's charts: fees due and collected in each of the last 12 months (of the
   * caller's branches), registrations on each of the last 30 days, ending today in India. The
   * window is the server's clock's, so a caller cannot ask for an unbounded range. Fees only to a
   * staff member who may see fees, registrations only to one who may see candidates.
   */
  getDashboardTrends: operation<[filter?: BranchFilter], DashboardTrends>({
    verb: 'GET',
    path: '/api/dashboard/trends',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'dashboard.view',
      scope: ([filter = {}], { caller }) => [withinCallerBranches(filter, caller)],
      visible: ({ fees, registrations }, { caller }) => ({
        ...(holds(caller, 'fees.view') ? { fees } : {}),
        ...(holds(caller, 'candidates.view') ? { registrations } : {}),
      }),
    },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
};
