import { describeError } from '@/data';
import { LoadError } from '@/ui';
import { AuditTable } from './audit-table';
import { useAuditPage } from './use-audit-page';

/** One record's history: its own audit entries (for a student, its payments' too), newest first. */
export function AuditHistory({ entityId, caption }: { entityId: string; caption: string }) {
  const { query, onPagingChange } = useAuditPage({ entityId });
  if (query.status === 'error') {
    return (
      <LoadError
        title="The history could not be loaded"
        message={describeError(query.error)}
        onRetry={query.reload}
        size="sm"
      />
    );
  }
  return (
    <AuditTable
      caption={caption}
      data={query.data}
      loading={query.status === 'loading'}
      emptyMessage="No changes recorded yet."
      onPagingChange={onPagingChange}
    />
  );
}
