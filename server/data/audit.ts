// The audit log, read a page at a time (every write adds its entries with `audit` in ./context).
import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { auditDayRange, checkPageRequest } from '../../src/data/server';
import type { AuditEntry, AuditQuery, Page } from '../../src/data/server';
import * as t from '../db/schema';
import { docs } from './context';
import type { DataContext } from './context';

async function listAuditLog({ db }: DataContext, query: AuditQuery): Promise<Page<AuditEntry>> {
  checkPageRequest(query);
  const conditions: Array<SQL | undefined> = [];
  if (query.entity !== undefined) conditions.push(eq(t.auditLog.entity, query.entity));
  if (query.entityId !== undefined && query.entityId !== '') {
    conditions.push(
      or(eq(t.auditLog.entityId, query.entityId), eq(t.auditLog.studentId, query.entityId)),
    );
  }
  const actorText = query.actor?.trim().toLowerCase() ?? '';
  if (actorText !== '') {
    conditions.push(
      or(
        sql`lower(${t.auditLog.actorId}) = ${actorText}`,
        sql`strpos(${t.auditLog.actorKey}, ${actorText}) > 0`,
      ),
    );
  }
  const range = auditDayRange(query.from, query.to);
  if (range.from !== undefined) conditions.push(gte(t.auditLog.at, range.from));
  if (range.until !== undefined) conditions.push(lt(t.auditLog.at, range.until));
  const where = and(...conditions);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(t.auditLog)
    .where(where);
  const rows = await db
    .select({ doc: t.auditLog.doc })
    .from(t.auditLog)
    .where(where)
    .orderBy(desc(t.auditLog.at), desc(t.auditLog.seq))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    rows: docs(rows),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const auditOperations = { listAuditLog };
