import { describeError, useLiveQuery } from '@/data';
import type { AuditEntry, AuditFilter } from '@/data';
import { DateText, LoadError, RemoteDataTable, useTablePaging } from '@/ui';
import type { DataTableColumn } from '@/ui';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ROLE_LABELS,
  changeText,
} from '../model/audit-format';
import styles from './audit-table.module.css';

const columns: readonly DataTableColumn<AuditEntry>[] = [
  {
    id: 'when',
    header: 'When',
    cell: (entry) => (
      <span className={styles.when}>
        <DateText value={entry.at} withTime />
      </span>
    ),
  },
  { id: 'user', header: 'User', cell: (entry) => entry.actor.name },
  { id: 'role', header: 'Role', cell: (entry) => AUDIT_ROLE_LABELS[entry.actor.role] },
  { id: 'entity', header: 'Entity', cell: (entry) => AUDIT_ENTITY_LABELS[entry.entity] },
  { id: 'action', header: 'Action', cell: (entry) => AUDIT_ACTION_LABELS[entry.action] },
  {
    id: 'changes',
    header: 'Changes',
    cell: (entry) =>
      entry.changes.length === 0 ? (
        '—'
      ) : (
        <ul className={styles.changes}>
          {entry.changes.map((change) => (
            <li key={change.field}>{changeText(change)}</li>
          ))}
        </ul>
      ),
  },
];

const getRowId = (entry: AuditEntry) => entry.id;

/**
 * The audit entries a filter lets through, newest first, one page at a time as the repository
 * answers them (the log is paged where it is stored, never read whole); read again when the log
 * changes, and from page 1 whenever the filter does.
 */
export function AuditTable({
  caption,
  filter,
  emptyMessage,
  failureTitle,
  size,
}: {
  caption: string;
  filter: AuditFilter;
  emptyMessage: string;
  failureTitle: string;
  size?: 'sm';
}) {
  const filterKey = JSON.stringify(filter);
  const paging = useTablePaging({ filterKey, defaultPageSize: 25 });
  const { page, pageSize } = paging.state;
  const query = useLiveQuery(
    (repository) => repository.listAuditLog({ ...filter, page, pageSize }),
    [filterKey, page, pageSize],
    ['auditLog'],
  );
  if (query.status === 'error') {
    return (
      <LoadError
        title={failureTitle}
        message={describeError(query.error)}
        onRetry={query.reload}
        {...(size ? { size } : {})}
      />
    );
  }
  return (
    <RemoteDataTable
      caption={caption}
      captionVisibility="visible"
      columns={columns}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      shown={query.data}
      {...paging}
      getRowId={getRowId}
      status={query.status === 'loading' ? 'loading' : 'ready'}
      emptyMessage={emptyMessage}
    />
  );
}
