import { describeError, effectiveStatus, remainingAmount, todayIso, useLiveQuery } from '@/data';
import type { PayeeDetails, Student } from '@/data';
import { Card, DateText, DetailList, LoadError, Money, Skeleton } from '@/ui';
import type { DetailItem } from '@/ui';
import { paymentNote } from '../model/payment-note';
import styles from './how-to-pay.module.css';

export const PAYMENT_SHOWS_HERE =
  'Once the office records your payment, it shows on this page with its receipt.';

const hasUpi = (payee: PayeeDetails) => payee.upiId !== '';
// The schema takes the account's name, number and IFSC together or not at all.
const hasBankAccount = (payee: PayeeDetails) => payee.bankAccountNumber !== '';

/**
 * Server mode's other ways to pay, shown alone without a payment provider and beside Razorpay's
 * Pay Now with one: how to pay the institute, from the payee details in Settings, with what is
 * due on each installment and the note to write with it.
 */
export function HowToPay({ student }: { student: Student }) {
  const settings = useLiveQuery((repository) => repository.getSettings(), [], ['settings']);
  if (settings.status === 'error') {
    return (
      <LoadError
        title="How to pay could not be loaded"
        message={describeError(settings.error)}
        onRetry={settings.reload}
        size="sm"
      />
    );
  }
  if (settings.status === 'loading' || !settings.data) {
    return <Skeleton lines={4} label="Loading how to pay…" />;
  }
  const { payee } = settings.data;
  const ways = [
    'at the institute’s office',
    ...(hasUpi(payee) ? ['by UPI'] : []),
    ...(hasBankAccount(payee) ? ['by bank transfer'] : []),
  ];
  const today = todayIso();
  const due = student.feeDetails.installments
    .map((installment, index) => ({ installment, number: index + 1 }))
    .filter(({ installment }) => effectiveStatus(installment, today) !== 'Paid');

  return (
    <Card title="How to Pay">
      <div className={styles.body}>
        <p>
          Pay {joinedWays(ways)}. {PAYMENT_SHOWS_HERE}
        </p>
        {due.length > 0 ? (
          <section aria-labelledby="how-to-pay-due">
            <h3 id="how-to-pay-due" className={styles.heading}>
              What to pay
            </h3>
            <ul className={styles.due}>
              {due.map(({ installment, number }) => (
                <li key={installment.id}>
                  Installment {number}: <Money amount={remainingAmount(installment)} />, due{' '}
                  <DateText value={installment.dueDate} />. Payment note:{' '}
                  <strong>{paymentNote(student.rollNo, number)}</strong>
                </li>
              ))}
            </ul>
            {ways.length > 1 ? (
              <p className={styles.hint}>
                Write the payment note in the UPI or bank transfer&apos;s remarks, so the office
                knows the payment is yours.
              </p>
            ) : null}
          </section>
        ) : (
          <p>Nothing is due: every installment is paid.</p>
        )}
        <section aria-labelledby="how-to-pay-office">
          <h3 id="how-to-pay-office" className={styles.heading}>
            At the office
          </h3>
          <p>
            {payee.officeNote ||
              'Pay at the institute’s office, which gives you a receipt at once.'}
          </p>
        </section>
        {hasUpi(payee) ? (
          <section aria-labelledby="how-to-pay-upi">
            <h3 id="how-to-pay-upi" className={styles.heading}>
              By UPI
            </h3>
            <DetailList
              items={[
                ['UPI ID', payee.upiId],
                ...(payee.upiPayeeName
                  ? ([['Payee name', payee.upiPayeeName]] satisfies DetailItem[])
                  : []),
              ]}
            />
          </section>
        ) : null}
        {hasBankAccount(payee) ? (
          <section aria-labelledby="how-to-pay-bank">
            <h3 id="how-to-pay-bank" className={styles.heading}>
              By bank transfer
            </h3>
            <DetailList
              items={[
                ['Account name', payee.bankAccountName],
                ['Account number', payee.bankAccountNumber],
                ['IFSC', payee.ifsc],
                ...(payee.bankName
                  ? ([['Bank and branch', payee.bankName]] satisfies DetailItem[])
                  : []),
              ]}
            />
          </section>
        ) : null}
      </div>
    </Card>
  );
}

/** "a", "a or b", "a, b or c". */
function joinedWays(ways: readonly string[]): string {
  if (ways.length <= 1) return ways.join('');
  return `${ways.slice(0, -1).join(', ')} or ${ways[ways.length - 1]}`;
}
