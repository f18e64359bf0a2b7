import { useState } from 'react';
import { useLiveQuery } from '@/data';
import type { AuditFilter } from '@/data';
import type { AuditPaging } from './audit-table';

const FIRST_PAGE: AuditPaging = { page: 1, pageSize: 25 };

/**
 * One page of the log for a filter, read again when the log changes; a new filter starts again
 * at page 1 with the same page size.
 */
export function useAuditPage(filter: AuditFilter) {
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ ...FIRST_PAGE, filterKey });
  const current: AuditPaging = {
    page: paging.filterKey === filterKey ? paging.page : 1,
    pageSize: paging.pageSize,
  };
  const query = useLiveQuery(
    (repository) => repository.listAuditLog({ ...filter, ...current }),
    [filterKey, current.page, current.pageSize],
    ['auditLog'],
  );
  return {
    query,
    onPagingChange: (next: AuditPaging) => setPaging({ ...next, filterKey }),
  };
}
