import { formatDateTime, formatIndianNumber, formatRupees } from '@/data';
import type { RestoreRemovals } from '@/data';
import styles from './backup-page.module.css';

/**
 * The payments and STSE registrations recorded after the backup was exported: restoring it
 * removes them, so the confirmation lists them (the first of each when there are many).
 */
export function RestoreRemovalsList({ removals }: { removals: RestoreRemovals }) {
  const { payments, registrations } = removals;
  if (payments.total === 0 && registrations.total === 0) {
    return (
      <p className={styles.text}>
        No payments or STSE registrations were recorded after this backup was exported.
      </p>
    );
  }
  return (
    <section aria-labelledby="restore-removals-heading">
      <h3 id="restore-removals-heading" className={styles.removalsHeading}>
        These will be removed:
      </h3>
      {payments.total > 0 ? (
        <table className={styles.removals}>
          <caption>
            Payments recorded after the backup: {formatIndianNumber(payments.total)}
            <MoreThanListed listed={payments.rows.length} total={payments.total} />
          </caption>
          <thead>
            <tr>
              <th scope="col">Receipt No.</th>
              <th scope="col">Student</th>
              <th scope="col">Amount</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {payments.rows.map((payment) => (
              <tr key={payment.id}>
                <td>{payment.receiptNo ?? 'Opening balance'}</td>
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
            STSE registrations after the backup: {formatIndianNumber(registrations.total)}
            <MoreThanListed listed={registrations.rows.length} total={registrations.total} />
          </caption>
          <thead>
            <tr>
              <th scope="col">Roll No.</th>
              <th scope="col">Name</th>
              <th scope="col">Date</th>
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
      <p className={styles.text}>Their receipt and roll numbers will not be issued again.</p>
    </section>
  );
}

function MoreThanListed({ listed, total }: { listed: number; total: number }) {
  if (listed >= total) return null;
  return <> (the first {formatIndianNumber(listed)} are listed)</>;
}
