// The audit log in the browser-only mode: read a page at a time. Its entries are written by
// auditedUpdate (./context.ts), in the same store update as the change they record.
import type { AuditQuery, Page } from '../../queries';
import type { AuditEntry } from '../../schemas';
import { auditPage } from '../../operations/audit';
import type { LocalContext } from './context';

export async function listAuditLog(
  context: LocalContext,
  query: AuditQuery,
): Promise<Page<AuditEntry>> {
  return auditPage(await context.store.read('auditLog'), query);
}
