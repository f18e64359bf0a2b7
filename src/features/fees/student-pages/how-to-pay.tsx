import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeError, effectiveStatus, remainingAmount, todayIso, useLiveQuery } from '@/data';
import type { Installment, PayeeDetails, Student } from '@/data';
import { Card, DateText, DetailList, LoadError, Money, Skeleton } from '@/ui';
import type { DetailItem } from '@/ui';
import { paymentNote } from '../model/payment-note';
import styles from './how-to-pay.module.css';

export const PAYMENT_SHOWS_HERE = msg`Once the office records your payment, it shows on this page with its receipt.`;

const hasUpi = (payee: PayeeDetails) => payee.upiId !== '';
// The schema takes the account's name, number and IFSC together or not at all.
const hasBankAccount = (payee: PayeeDetails) => payee.bankAccountNumber !== '';

/**
 * Server mode's other ways to pay, shown alone without a payment provider and beside Razorpay's
 * Pay Now with one: how to pay the institute, from the payee details in Settings, with what is
 * due on each installment and the note to write with it.
 */
export function HowToPay({ student }: { student: Student }) {
  const { i18n, t } = useLingui();
  const settings = useLiveQuery((repository) => repository.getSettings(), [], ['settings']);
  if (settings.status === 'error') {
    return (
      <LoadError
        title={t`How to pay could not be loaded`}
        message={describeError(settings.error)}
        onRetry={settings.reload}
        size="sm"
      />
    );
  }
  if (settings.status === 'loading' || !settings.data) {
    return <Skeleton lines={4} label={t`Loading how to pay…`} />;
  }
  const { payee } = settings.data;
  const upi = hasUpi(payee);
  const bank = hasBankAccount(payee);
  const today = todayIso();
  const due = student.feeDetails.installments
    .map((installment, index) => ({ installment, number: index + 1 }))
    .filter(({ installment }) => effectiveStatus(installment, today) !== 'Paid');

  return (
    <Card title={<Trans>How to Pay</Trans>}>
      <div className={styles.body}>
        <p>
          <WaysToPay upi={upi} bank={bank} /> {i18n._(PAYMENT_SHOWS_HERE)}
        </p>
        {due.length > 0 ? (
          <section aria-labelledby="how-to-pay-due">
            <h3 id="how-to-pay-due" className={styles.heading}>
              <Trans>What to pay</Trans>
            </h3>
            <ul className={styles.due}>
              {due.map(({ installment, number }) => (
                <li key={installment.id}>
                  <DueInstallment
                    installment={installment}
                    number={number}
                    note={paymentNote(student.rollNo, number)}
                  />
                </li>
              ))}
            </ul>
            {upi || bank ? (
              <p className={styles.hint}>
                <Trans>
                  Write the payment note in the UPI or bank transfer&apos;s remarks, so the office
                  knows the payment is yours.
                </Trans>
              </p>
            ) : null}
          </section>
        ) : (
          <p>
            <Trans>Nothing is due: every installment is paid.</Trans>
          </p>
        )}
        <section aria-labelledby="how-to-pay-office">
          <h3 id="how-to-pay-office" className={styles.heading}>
            <Trans>At the office</Trans>
          </h3>
          <p>
            {payee.officeNote ||
              t`Pay at the institute’s office, which gives you a receipt at once.`}
          </p>
        </section>
        {hasUpi(payee) ? (
          <section aria-labelledby="how-to-pay-upi">
            <h3 id="how-to-pay-upi" className={styles.heading}>
              <Trans>By UPI</Trans>
            </h3>
            <DetailList
              items={[
                ['UPI ID', payee.upiId],
                ...(payee.upiPayeeName
                  ? ([[t`Payee name`, payee.upiPayeeName]] satisfies DetailItem[])
                  : []),
              ]}
            />
          </section>
        ) : null}
        {hasBankAccount(payee) ? (
          <section aria-labelledby="how-to-pay-bank">
            <h3 id="how-to-pay-bank" className={styles.heading}>
              <Trans>By bank transfer</Trans>
            </h3>
            <DetailList
              items={[
                [t`Account name`, payee.bankAccountName],
                [t`Account number`, payee.bankAccountNumber],
                ['IFSC', payee.ifsc],
                ...(payee.bankName
                  ? ([[t`Bank and branch`, payee.bankName]] satisfies DetailItem[])
                  : []),
              ]}
            />
          </section>
        ) : null}
      </div>
    </Card>
  );
}

/** The ways the institute takes a payment: a sentence for each combination, as word order differs by language. */
function WaysToPay({ upi, bank }: { upi: boolean; bank: boolean }) {
  if (upi && bank) {
    return <Trans>Pay at the institute’s office, by UPI or by bank transfer.</Trans>;
  }
  if (upi) return <Trans>Pay at the institute’s office or by UPI.</Trans>;
  if (bank) return <Trans>Pay at the institute’s office or by bank transfer.</Trans>;
  return <Trans>Pay at the institute’s office.</Trans>;
}

function DueInstallment({
  installment,
  number,
  note,
}: {
  installment: Installment;
  number: number;
  note: string;
}) {
  const remaining = <Money amount={remainingAmount(installment)} />;
  const due = <DateText value={installment.dueDate} />;
  return (
    <Trans>
      Installment {number}: {remaining}, due {due}. Payment note: <strong>{note}</strong>
    </Trans>
  );
}
