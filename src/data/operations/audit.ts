// The audit log's entries, built once for the browser's repository core and the server, and the
// Audit Log's query answered over entries held in memory (the local adapters' answer; the server
// answers the same filter in SQL).
import { newId } from '../core/ids';
import type { AuditFilter, AuditQuery, Page } from '../queries';
import { auditChanges, auditDayRange } from '../rules/audit';
import { sessionUserSchema } from '../schemas';
import type { AuditAction, AuditActor, AuditEntity, AuditEntry, Settings } from '../schemas';
import { pageOf } from './queries';

/** Whoever is not signed in: the public registration form's sender. */
export const VISITOR_ACTOR: AuditActor = { id: 'visitor', name: 'Visitor', role: 'visitor' };

/** The actor a stored session names (anything unreadable is no session: a visitor). */
export function actorFromSession(stored: unknown): AuditActor {
  const user = sessionUserSchema.safeParse(stored);
  return user.success
    ? { id: user.data.id, name: user.data.name, role: user.data.role }
    : VISITOR_ACTOR;
}

export type AuditedChange = {
  entity: AuditEntity;
  action: AuditAction;
  /** The changed record's id ('' for the whole data set). */
  entityId: string;
  /** The record before the change (undefined for a new one) and after it (undefined if deleted). */
  before: unknown;
  after: unknown;
  studentId?: string | undefined;
};

/**
 * One entry: who, when, what, and only the fields that changed. A record's id is its entityId,
 * so it is not listed again as a changed field.
 */
export function auditEntry(actor: AuditActor, at: Date, change: AuditedChange): AuditEntry {
  return {
    id: newId(),
    at: at.toISOString(),
    actor: { id: actor.id, name: actor.name, role: actor.role },
    entity: change.entity,
    entityId: change.entityId,
    ...(change.studentId === undefined ? {} : { studentId: change.studentId }),
    action: change.action,
    changes: auditChanges(change.before, change.after).filter((item) => item.field !== 'id'),
  };
}

/** A new record's entry. */
export function created(entity: AuditEntity, record: { id: string }): AuditedChange {
  return { entity, entityId: record.id, action: 'created', before: undefined, after: record };
}

/** A deleted record's entry. */
export function deleted(entity: AuditEntity, record: { id: string }): AuditedChange {
  return { entity, entityId: record.id, action: 'deleted', before: record, after: undefined };
}

/** An edited record's entry (written only if a field changed). */
export function edited(
  entity: AuditEntity,
  before: { id: string },
  after: { id: string },
): AuditedChange {
  return { entity, entityId: after.id, action: 'updated', before, after };
}

/** The settings' entry: one record, so its id is the entity's name. */
export function settingsChange(before: Settings, after: Settings): AuditedChange {
  return { entity: 'settings', entityId: 'settings', action: 'updated', before, after };
}

/** How many records each collection holds (the log, the issued numbers and the settings left out). */
export function recordCounts(
  collections: Partial<Record<string, unknown>>,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(collections)
      .filter(
        ([key, value]) => key !== 'auditLog' && key !== 'issuedNumbers' && Array.isArray(value),
      )
      .map(([key, value]) => [key, (value as unknown[]).length]),
  );
}

/**
 * A restored backup's entry: when the backup was exported, and how many records of each kind
 * there were and are now (the backup's). The log itself is never restored: this entry is added.
 */
export function restoreChange(
  before: Record<string, number>,
  after: Record<string, number>,
  backupExportedAt: string,
): AuditedChange {
  return {
    entity: 'backup',
    entityId: '',
    action: 'restored',
    before,
    after: { backupExportedAt, ...after },
  };
}

/** Whether an entry passes the Audit Log's filter. */
export function auditEntryMatches(entry: AuditEntry, filter: AuditFilter): boolean {
  if (filter.entity !== undefined && entry.entity !== filter.entity) return false;
  if (filter.entityId !== undefined && filter.entityId !== '') {
    if (entry.entityId !== filter.entityId && entry.studentId !== filter.entityId) return false;
  }
  const actor = filter.actor?.trim().toLowerCase() ?? '';
  if (
    actor !== '' &&
    entry.actor.id.toLowerCase() !== actor &&
    !entry.actor.name.toLowerCase().includes(actor)
  ) {
    return false;
  }
  const range = auditDayRange(filter.from, filter.to);
  const at = Date.parse(entry.at);
  if (range.from !== undefined && at < range.from) return false;
  if (range.until !== undefined && at >= range.until) return false;
  return true;
}

/** One page of the log, newest first; entries of the same moment list the later-written first. */
export function auditPage(log: readonly AuditEntry[], query: AuditQuery): Page<AuditEntry> {
  const newestFirst = log
    .map((entry, index) => ({ entry, index, at: Date.parse(entry.at) }))
    .filter(({ entry }) => auditEntryMatches(entry, query))
    .sort((first, second) => second.at - first.at || second.index - first.index)
    .map(({ entry }) => entry);
  return pageOf(newestFirst, query);
}

/**
 * How many entries other than payments' the browser keeps (the oldest go first). localStorage
 * holds about 52 lakh characters for everything; an edit's entry is about 300, a new record's
 * about 750, so this keeps them under about 7.5 lakh (a seventh). Payment and cancellation entries
 * are always kept: they grow only with the ledger itself (docs/decisions.md, "Audit log").
 */
export const LOCAL_AUDIT_LIMIT = 1000;

/** The stored log with the new entries added and the oldest non-payment entries over the limit dropped. */
export function withAuditEntries(
  log: readonly AuditEntry[],
  added: readonly AuditEntry[],
  limit = LOCAL_AUDIT_LIMIT,
): AuditEntry[] {
  const all = [...log, ...added];
  let excess = all.filter((entry) => entry.entity !== 'payment').length - limit;
  if (excess <= 0) return all;
  return all.filter((entry) => {
    if (entry.entity === 'payment' || excess <= 0) return true;
    excess -= 1;
    return false;
  });
}
