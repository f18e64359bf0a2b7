import { Trans } from '@lingui/react/macro';
import { formatIndianNumber } from '@/data';
import type { RestoreRemovals } from '@/data';
import { Alert } from '@/ui';
import styles from './backup-page.module.css';

/**
 * The receipts and credit notes already issued here that the backup holds otherwise: a restore
 * never changes one, so while any differs the backup cannot be restored. One row per difference.
 */
export function ChangedReceiptsList({ changed }: { changed: RestoreRemovals['changedReceipts'] }) {
  if (changed.total === 0) return null;
  const total = formatIndianNumber(changed.total);
  const shown = formatIndianNumber(changed.rows.length);
  return (
    <Alert tone="error">
      <table className={styles.removals}>
        <caption>
          <Trans>Issued receipts this backup changes: {total}</Trans>
          {changed.rows.length < changed.total ? (
            <>
              {' '}
              <Trans>(the first {shown} are listed)</Trans>
            </>
          ) : null}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Receipt No.</Trans>
            </th>
            <th scope="col">
              <Trans>What differs</Trans>
            </th>
            <th scope="col">
              <Trans>Issued here</Trans>
            </th>
            <th scope="col">
              <Trans>In the backup</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {changed.rows.flatMap((receipt) =>
            receipt.differences.map((difference) => (
              <tr key={`${receipt.id}-${difference.field}`}>
                <td>{receipt.receiptNo}</td>
                <td>{difference.field}</td>
                <td>{difference.stored}</td>
                <td>{difference.backup}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </Alert>
  );
}
