import { useLingui } from '@lingui/react/macro';
import { AuditTable } from './audit-table';

/** One record's history: its own audit entries (for a student, its payments' too), newest first. */
export function AuditHistory({ entityId, caption }: { entityId: string; caption: string }) {
  const { t } = useLingui();
  return (
    <AuditTable
      caption={caption}
      filter={{ entityId }}
      emptyMessage={t`No changes recorded yet.`}
      failureTitle={t`The history could not be loaded`}
      size="sm"
    />
  );
}
