import { ButtonLink, Money } from '@/ui';
import styles from './fees-page.module.css';

/** "Payment successful!": what was recorded on which installment, and its receipt to print. */
export function PaymentSuccess({
  amount,
  number,
  reference,
  paymentId,
}: {
  amount: number;
  number: number;
  /** How the payment is known outside the portal, e.g. "Reference: SIM-1A2B3C4D". */
  reference: string | undefined;
  /** The receipt; none yet, no Print Receipt. */
  paymentId: string | undefined;
}) {
  return (
    <>
      <p className={styles.success}>Payment successful!</p>
      <p>
        <Money amount={amount} /> recorded on installment {number}.
        {reference === undefined ? null : ` ${reference}.`}
      </p>
      {paymentId ? (
        <p>
          <ButtonLink size="sm" variant="secondary" to={`/student/receipts/${paymentId}`}>
            Print Receipt
          </ButtonLink>
        </p>
      ) : null}
    </>
  );
}
