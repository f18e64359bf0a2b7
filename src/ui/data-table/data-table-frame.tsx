import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { formatIndianNumber } from '@/lib';
import styles from './data-table.module.css';

/**
 * Around the table: the toolbar and the selected count above it, the scroll region that keeps a
 * real <table> (named by its caption) for keyboards, screen readers and print, and the pager
 * below. `children` are the table's header and body.
 */
export function DataTableFrame({
  caption,
  captionVisibility = 'hidden',
  toolbar,
  selectedCount,
  busy,
  pager,
  children,
}: {
  caption: string;
  captionVisibility?: 'visible' | 'hidden' | undefined;
  toolbar?: ReactNode;
  /** How many rows are selected, when rows are selectable. */
  selectedCount: number | undefined;
  busy: boolean;
  pager: ReactNode;
  children: ReactNode;
}) {
  const selected = selectedCount === undefined ? '' : formatIndianNumber(selectedCount);
  return (
    <div className={styles.dataTable}>
      {toolbar || selectedCount !== undefined ? (
        <div className={styles.top}>
          {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
          {selectedCount === undefined ? null : (
            <p role="status" className={styles.selectedCount}>
              <Trans>{selected} selected</Trans>
            </p>
          )}
        </div>
      ) : null}
      {/* Focusable so keyboard users can scroll a table wider or taller than its box. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1) */}
      <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={busy || undefined}>
          <caption className={captionVisibility === 'hidden' ? 'visually-hidden' : styles.caption}>
            {caption}
          </caption>
          {children}
        </table>
      </div>
      {pager}
    </div>
  );
}
