import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { formatIndianNumber } from '@/lib';
import { Button } from '../button';
import styles from './data-table.module.css';

export const pageSizeOptions = [25, 50, 100] as const;
export type PageSize = (typeof pageSizeOptions)[number];

function isPageSize(value: number): value is PageSize {
  return (pageSizeOptions as readonly number[]).includes(value);
}

export function DataTablePagination({
  page,
  pageCount,
  pageSize,
  firstIndex,
  shownCount,
  totalCount,
  onPageChange,
  onPageSizeChange,
  showControls,
}: {
  page: number;
  pageCount: number;
  pageSize: PageSize;
  firstIndex: number;
  shownCount: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
  /** Paging controls only appear when there is more than the smallest page of rows. */
  showControls: boolean;
}) {
  const pageSizeId = useId();
  const isFirst = page <= 1;
  const isLast = page >= pageCount;
  const first = formatIndianNumber(firstIndex + 1);
  const last = formatIndianNumber(firstIndex + shownCount);
  const total = formatIndianNumber(totalCount);
  const current = formatIndianNumber(page);
  const pages = formatIndianNumber(pageCount);
  return (
    <div className={styles.pagination}>
      {/* A status, so a screen reader hears the new range after paging or filtering. */}
      <p role="status" className={styles.summary}>
        <Trans>
          Showing {first}–{last} of {total}
        </Trans>
      </p>
      {showControls ? (
        <div className={styles.pageControls}>
          <label htmlFor={pageSizeId} className={styles.pageSizeLabel}>
            <Trans>Rows per page</Trans>
          </label>
          <select
            id={pageSizeId}
            className={styles.pageSize}
            value={pageSize}
            onChange={(event) => {
              const size = Number(event.target.value);
              if (isPageSize(size)) onPageSizeChange(size);
            }}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          {/* aria-disabled (not disabled) keeps focus on the button at the first or last page. */}
          <Button
            variant="secondary"
            className={styles.pageButton}
            aria-disabled={isFirst}
            onClick={() => {
              if (!isFirst) onPageChange(page - 1);
            }}
          >
            <Trans>
              Previous<span className="visually-hidden"> page</span>
            </Trans>
          </Button>
          <span className={styles.pageNumber}>
            <Trans>
              Page {current} of {pages}
            </Trans>
          </span>
          <Button
            variant="secondary"
            className={styles.pageButton}
            aria-disabled={isLast}
            onClick={() => {
              if (!isLast) onPageChange(page + 1);
            }}
          >
            <Trans>
              Next<span className="visually-hidden"> page</span>
            </Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
