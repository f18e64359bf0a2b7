import { useState } from 'react';
import { describeError, useLiveQuery, useSignedInRecord } from '@/data';
import type { Installment } from '@/data';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  LoadError,
  Money,
  PageContainer,
  Skeleton,
  useDocumentTitle,
} from '@/ui';
import { FeeSummary } from '../components/fee-summary';
import { InstallmentTable } from '../components/installment-table';
import { PaymentDialog } from '../components/payment-dialog';
import { PaymentHistory } from '../components/payment-history';
import { withPayment } from '../model/payment-answer';
import { usePaymentGateway } from '../model/payment-gateway';
import type { OnlinePayments } from '../model/payment-gateway';
import styles from './fees-page.module.css';
import { HowToPay } from './how-to-pay';
import { usePayByUpi } from './pay-by-upi';

const DEMO_PAYMENT_NOTICE =
  'Demo payment: no money is charged. Payments are recorded for practice only.';

type Payment =
  | { status: 'idle' }
  | { status: 'paying'; installment: Installment; number: number }
  | { status: 'paid'; amount: number; number: number; reference: string; paymentId: string };

export type StudentFeesPageProps = {
  /** Stories: who can take a payment online (by default, this build's ONLINE_PAYMENTS). */
  onlinePayments?: OnlinePayments;
};

/**
 * The student's fee summary and installments. With the demo's simulated gateway each one is
 * payable with Pay Now until paid in full; without a gateway (server mode) the page says how to
 * pay the institute instead, and shows the payment once the office records it.
 */
export function StudentFeesPage({ onlinePayments }: StudentFeesPageProps) {
  useDocumentTitle('Fee Details · Student Panel · Sankalp Institute');
  const student = useSignedInRecord('student');
  const gateway = usePaymentGateway(onlinePayments);
  const [payment, setPayment] = useState<Payment>({ status: 'idle' });
  const upi = usePayByUpi(student);
  const history = useLiveQuery(
    (repository) => repository.listPayments({ studentId: student.id }),
    [student.id],
    ['payments'],
  );

  return (
    <PageContainer title="Fee Details" lead="Your total fee, what you have paid and what is due.">
      <div className={styles.sections}>
        {gateway ? (
          <Alert tone="info" title={gateway.name}>
            {DEMO_PAYMENT_NOTICE}
          </Alert>
        ) : null}
        {payment.status === 'paid' ? (
          // A payment in full removes the Pay Now button that opened the dialog, so focus moves
          // here instead of being lost.
          <Alert
            key={payment.reference}
            tone="success"
            takeFocus
            onDismiss={() => setPayment({ status: 'idle' })}
          >
            <p className={styles.success}>Payment successful!</p>
            <p>
              <Money amount={payment.amount} /> recorded on installment {payment.number}. Reference:{' '}
              {payment.reference}.
            </p>
            <p>
              <ButtonLink
                size="sm"
                variant="secondary"
                to={`/student/receipts/${payment.paymentId}`}
              >
                Print Receipt
              </ButtonLink>
            </p>
          </Alert>
        ) : null}
        {upi.notice}
        <FeeSummary student={student} />
        {gateway ? null : <HowToPay student={student} />}
        <Card title="Installments">
          <InstallmentTable
            installments={student.feeDetails.installments}
            caption="Your installments"
            renderAction={upi.withPayByUpi(
              gateway
                ? (installment, number) => (
                    <Button
                      size="sm"
                      onClick={() => setPayment({ status: 'paying', installment, number })}
                    >
                      Pay Now<span className="visually-hidden"> for installment {number}</span>
                    </Button>
                  )
                : undefined,
            )}
          />
        </Card>
        <Card title="Payment History">
          {history.status === 'error' ? (
            <LoadError
              title="Your payment history could not be loaded"
              message={describeError(history.error)}
              onRetry={history.reload}
              size="sm"
            />
          ) : history.status === 'loading' ? (
            <Skeleton lines={3} label="Loading your payment history…" />
          ) : (
            <PaymentHistory
              payments={history.data ?? []}
              installments={student.feeDetails.installments}
              caption="Your payments"
              renderActions={(made) =>
                made.receiptNo === null ? null : (
                  <ButtonLink size="sm" variant="secondary" to={`/student/receipts/${made.id}`}>
                    Print Receipt<span className="visually-hidden"> {made.receiptNo}</span>
                  </ButtonLink>
                )
              }
            />
          )}
        </Card>
      </div>
      {gateway && payment.status === 'paying' ? (
        <PaymentDialog
          key={payment.installment.id}
          installment={payment.installment}
          title={`Pay Installment ${payment.number}`}
          confirmLabel="Pay Now"
          busyLabel="Processing..."
          note={DEMO_PAYMENT_NOTICE}
          onPay={async ({ amount }) => {
            // The history shows the receipt the payment answers with; only the student is read.
            const receipt = await history.applyWrite(
              () =>
                gateway.pay({
                  studentId: student.id,
                  installmentId: payment.installment.id,
                  amount,
                  paidBy: student.name,
                }),
              withPayment,
            );
            setPayment({
              status: 'paid',
              amount,
              number: payment.number,
              reference: receipt.reference,
              paymentId: receipt.id,
            });
          }}
          // Closing after a payment keeps its success message; cancelling clears the state.
          onClose={() =>
            setPayment((current) => (current.status === 'paying' ? { status: 'idle' } : current))
          }
        />
      ) : null}
      {upi.dialog}
    </PageContainer>
  );
}
