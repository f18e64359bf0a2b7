import { AuditTable } from './audit-table';

/** One record's history: its own audit entries (for a student, its payments' too), newest first. */
export function AuditHistory({ entityId, caption }: { entityId: string; caption: string }) {
  return (
    <AuditTable
      caption={caption}
      filter={{ entityId }}
      emptyMessage="No changes recorded yet."
      failureTitle="The history could not be loaded"
      size="sm"
    />
  );
}
