import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatIndianNumber } from '@/data';
import type { ReceiptDifference, RestoreRemovals } from '@/data';
import { Alert } from '@/ui';
import styles from './backup-page.module.css';

/** What differs, named in the language shown (src/data names it in English). */
const FIELD_NAMES: Readonly<Record<ReceiptDifference['field'], MessageDescriptor>> = {
  'Receipt No.': msg`Receipt No.`,
  Amount: msg`Amount`,
  Status: msg`Status`,
  Reference: msg`Reference`,
  GST: msg`GST`,
};

/**
 * The receipts and credit notes already issued here that the backup holds otherwise: a restore
 * never changes one, so while any differs the backup cannot be restored. One row per difference.
 */
export function ChangedReceiptsList({ changed }: { changed: RestoreRemovals['changedReceipts'] }) {
  const { i18n } = useLingui();
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
                <td>{i18n._(FIELD_NAMES[difference.field])}</td>
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
