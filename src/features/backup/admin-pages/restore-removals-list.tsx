import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, formatIndianNumber, formatRupees } from '@/data';
import type { RestoreRemovals } from '@/data';
import styles from './backup-page.module.css';

/**
 * The payments and STSE registrations recorded after the backup was exported: restoring it
 * removes them, so the confirmation lists them (the first of each when there are many).
 */
export function RestoreRemovalsList({ removals }: { removals: RestoreRemovals }) {
  const { t } = useLingui();
  const { payments, registrations } = removals;
  const paymentCount = formatIndianNumber(payments.total);
  const registrationCount = formatIndianNumber(registrations.total);
  if (payments.total === 0 && registrations.total === 0) {
    return (
      <p className={styles.text}>
        <Trans>
          No payments or STSE registrations were recorded after this backup was exported.
        </Trans>
      </p>
    );
  }
  return (
    <section aria-labelledby="restore-removals-heading">
      <h3 id="restore-removals-heading" className={styles.removalsHeading}>
        <Trans>These will be removed:</Trans>
      </h3>
      {payments.total > 0 ? (
        <table className={styles.removals}>
          <caption>
            <Trans>Payments recorded after the backup: {paymentCount}</Trans>
            <MoreThanListed listed={payments.rows.length} total={payments.total} />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Receipt No.</Trans>
              </th>
              <th scope="col">
                <Trans>Student</Trans>
              </th>
              <th scope="col">
                <Trans>Amount</Trans>
              </th>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.rows.map((payment) => (
              <tr key={payment.id}>
                <td>{payment.receiptNo ?? t`Opening balance`}</td>
                <td>{payment.studentName}</td>
                <td>{formatRupees(payment.amount)}</td>
                <td>{formatDateTime(payment.receivedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {registrations.total > 0 ? (
        <table className={styles.removals}>
          <caption>
            <Trans>STSE registrations after the backup: {registrationCount}</Trans>
            <MoreThanListed listed={registrations.rows.length} total={registrations.total} />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Roll No.</Trans>
              </th>
              <th scope="col">
                <Trans>Name</Trans>
              </th>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {registrations.rows.map((registration) => (
              <tr key={registration.id}>
                <td>{registration.rollNo}</td>
                <td>{registration.name}</td>
                <td>{formatDateTime(registration.registrationDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p className={styles.text}>
        <Trans>Their receipt and roll numbers will not be issued again.</Trans>
      </p>
    </section>
  );
}

function MoreThanListed({ listed, total }: { listed: number; total: number }) {
  if (listed >= total) return null;
  const shown = formatIndianNumber(listed);
  return (
    <>
      {' '}
      <Trans>(the first {shown} are listed)</Trans>
    </>
  );
}
