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
  return (
    <Alert tone="error">
      <table className={styles.removals}>
        <caption>
          Issued receipts this backup changes: {formatIndianNumber(changed.total)}
          {changed.rows.length < changed.total ? (
            <> (the first {formatIndianNumber(changed.rows.length)} are listed)</>
          ) : null}
        </caption>
        <thead>
          <tr>
            <th scope="col">Receipt No.</th>
            <th scope="col">What differs</th>
            <th scope="col">Issued here</th>
            <th scope="col">In the backup</th>
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
