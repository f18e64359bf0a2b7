import { Money } from '@/ui';
import styles from './fees-page.module.css';
import { ReceiptLink } from './receipt-link';

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
          <ReceiptLink paymentId={paymentId}>Print Receipt</ReceiptLink>
        </p>
      ) : null}
    </>
  );
}
