// The admin's views over everything: the audit log and the dashboard.
import { z } from 'zod';
import { ADMIN_ONLY, operation } from '../core/operation';
import { filterQuery, pageFields, text } from '../core/wire';
import { AUDIT_ENTITIES } from '../constants';
import type { AuditQuery, DashboardOverview, Page } from '../queries';
import type { AuditEntry } from '../schemas';

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
  /** The fee totals, the counts and the newest registrations, without reading every record. */
  getDashboardOverview: operation<[], DashboardOverview>({
    verb: 'GET',
    path: '/api/dashboard',
    policy: { callers: ADMIN_ONLY, permission: 'dashboard.view' },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
};
