import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
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
  reference: ReactNode | undefined;
  /** The receipt; none yet, no Print Receipt. */
  paymentId: string | undefined;
}) {
  return (
    <>
      <p className={styles.success}>
        <Trans>Payment successful!</Trans>
      </p>
      <p>
        <Trans>
          <Money amount={amount} /> recorded on installment {number}.
        </Trans>
        {reference === undefined ? null : <> {reference}.</>}
      </p>
      {paymentId ? (
        <p>
          <ReceiptLink paymentId={paymentId}>
            <Trans>Print Receipt</Trans>
          </ReceiptLink>
        </p>
      ) : null}
    </>
  );
}
