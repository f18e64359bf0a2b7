import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
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

const columnsIn = (i18n: I18n): readonly DataTableColumn<AuditEntry>[] => [
  {
    id: 'when',
    header: i18n._(msg`When`),
    cell: (entry) => (
      <span className={styles.when}>
        <DateText value={entry.at} withTime />
      </span>
    ),
  },
  { id: 'user', header: i18n._(msg`User`), cell: (entry) => entry.actor.name },
  {
    id: 'role',
    header: i18n._(msg`Role`),
    cell: (entry) => i18n._(AUDIT_ROLE_LABELS[entry.actor.role]),
  },
  {
    id: 'entity',
    header: i18n._(msg`Entity`),
    cell: (entry) => i18n._(AUDIT_ENTITY_LABELS[entry.entity]),
  },
  {
    id: 'action',
    header: i18n._(msg`Action`),
    cell: (entry) => i18n._(AUDIT_ACTION_LABELS[entry.action]),
  },
  {
    id: 'changes',
    header: i18n._(msg`Changes`),
    cell: (entry) =>
      entry.changes.length === 0 ? (
        '—'
      ) : (
        <ul className={styles.changes}>
          {entry.changes.map((change) => (
            <li key={change.field}>{changeText(i18n, change)}</li>
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
  const { i18n } = useLingui();
  const columns = useMemo(() => columnsIn(i18n), [i18n]);
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
