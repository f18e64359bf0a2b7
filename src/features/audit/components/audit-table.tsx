import { useId } from 'react';
import { formatIndianNumber, PAGE_SIZES } from '@/data';
import type { AuditEntry, Page } from '@/data';
import { Button, DateText, Skeleton } from '@/ui';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ROLE_LABELS,
  changeText,
} from '../model/audit-format';
import styles from './audit-table.module.css';

export type AuditPaging = { page: number; pageSize: number };

export type AuditTableProps = {
  caption: string;
  /** The page the server answered; undefined while the first page loads. */
  data: Page<AuditEntry> | undefined;
  loading: boolean;
  emptyMessage: string;
  onPagingChange: (paging: AuditPaging) => void;
};

/**
 * One page of audit entries, as the repository answered it (the log is paged where it is stored,
 * never read whole), with Previous/Next and the page size.
 */
export function AuditTable({
  caption,
  data,
  loading,
  emptyMessage,
  onPagingChange,
}: AuditTableProps) {
  const rows = data?.rows ?? [];
  return (
    <div className={styles.section}>
      {/* Focusable so keyboard users can scroll a table wider or taller than its box. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1) */}
      <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">User</th>
              <th scope="col">Role</th>
              <th scope="col">Entity</th>
              <th scope="col">Action</th>
              <th scope="col">Changes</th>
            </tr>
          </thead>
          <tbody>
            {data === undefined ? (
              <tr>
                <td colSpan={6} className={styles.message}>
                  <Skeleton lines={5} label={`Loading ${caption}…`} />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={6} className={styles.message}>
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              rows.map((entry) => (
                <tr key={entry.id}>
                  <td className={styles.when}>
                    <DateText value={entry.at} withTime />
                  </td>
                  <td>{entry.actor.name}</td>
                  <td>{AUDIT_ROLE_LABELS[entry.actor.role]}</td>
                  <td>{AUDIT_ENTITY_LABELS[entry.entity]}</td>
                  <td>{AUDIT_ACTION_LABELS[entry.action]}</td>
                  <td>
                    {entry.changes.length === 0 ? (
                      '—'
                    ) : (
                      <ul className={styles.changes}>
                        {entry.changes.map((change) => (
                          <li key={change.field}>{changeText(change)}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {data === undefined || data.total === 0 ? null : (
        <AuditPager page={data} onPagingChange={onPagingChange} />
      )}
    </div>
  );
}

function AuditPager({
  page,
  onPagingChange,
}: {
  page: Page<AuditEntry>;
  onPagingChange: (paging: AuditPaging) => void;
}) {
  const pageSizeId = useId();
  const first = (page.page - 1) * page.pageSize;
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <div className={styles.pager}>
      {/* A status, so a screen reader hears the new range after paging or filtering. */}
      <p role="status" className={styles.summary}>
        Showing {formatIndianNumber(Math.min(first + 1, page.total))}–
        {formatIndianNumber(first + page.rows.length)} of {formatIndianNumber(page.total)}
      </p>
      <div className={styles.pageControls}>
        <label htmlFor={pageSizeId}>Rows per page</label>
        <select
          id={pageSizeId}
          className={styles.pageSize}
          value={page.pageSize}
          onChange={(event) => onPagingChange({ page: 1, pageSize: Number(event.target.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          variant="secondary"
          disabled={page.page <= 1}
          onClick={() => onPagingChange({ page: page.page - 1, pageSize: page.pageSize })}
        >
          Previous
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={page.page >= pageCount}
          onClick={() => onPagingChange({ page: page.page + 1, pageSize: page.pageSize })}
        >
          Next
        </Button>
      </div>
    </div>
  );
}
