import type { ReactNode } from 'react';
import { useOfflineStatus } from '@/data';
import { formatClockTime } from '@/lib';
import { Alert } from '@/ui';
import styles from './offline-read-only.module.css';

/**
 * A student's or parent's pages while they show the last data kept on the phone (server mode,
 * offline): "Offline: last updated 10:42" above the page, and nothing in it can be changed (a
 * disabled fieldset disables every field and button; links still open). The online tests are
 * left alone (`exempt`): the exam hall keeps its own offline queue.
 */
export function OfflineReadOnly({ exempt, children }: { exempt: boolean; children: ReactNode }) {
  const status = useOfflineStatus();
  const readOnly = status.offline && !exempt;
  return (
    <>
      {readOnly ? (
        <Alert tone="info" className={styles.notice}>
          {status.lastUpdated === undefined
            ? 'Offline'
            : `Offline: last updated ${formatClockTime(status.lastUpdated)}`}
          . Nothing can be changed until you are back online.
        </Alert>
      ) : null}
      {/* Always the same element, so going offline or back keeps what is typed in the page. */}
      <fieldset className={styles.page} disabled={readOnly}>
        {children}
      </fieldset>
    </>
  );
}
