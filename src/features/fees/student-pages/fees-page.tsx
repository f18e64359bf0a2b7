import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  describeError,
  studentPaymentRefusal,
  useData,
  useLiveQuery,
  useSignedInRecord,
} from '@/data';
import type { Installment, PaymentOptions } from '@/data';
import {
  Alert,
  Button,
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
import { goToCheckout as goToProviderPage } from '../model/checkout';
import type { GoToCheckout } from '../model/checkout';
import { withPayment } from '../model/payment-answer';
import { SIMULATED_GATEWAY_NAME, usePaymentGateway } from '../model/payment-gateway';
import styles from './fees-page.module.css';
import { HowToPay } from './how-to-pay';
import { PaymentSuccess } from './payment-success';
import { OnlinePaymentStatus } from './online-payment-status';
import { PaymentOrdersCard } from './payment-orders-card';
import { usePayByUpi } from './pay-by-upi';
import { ReceiptLink } from './receipt-link';
import { useAreaPanelName } from '@/features/data-messages';

const DEMO_PAYMENT_NOTICE = msg`Demo payment: no money is charged. Payments are recorded for practice only.`;

// The gateway's name as the payer reads it: the demo's simulated one has words to translate.
const SIMULATED_GATEWAY_TITLE = msg`Simulated payment (no money moves)`;

const FULL_AMOUNT_ONLY = msg`The institute takes online only the full amount that remains on an installment.`;

type Payment =
  | { status: 'idle' }
  | { status: 'paying'; installment: Installment; number: number }
  | { status: 'paid'; amount: number; number: number; reference: string; paymentId: string }
  | { status: 'leaving'; amount: number; number: number };

export type StudentFeesPageProps = {
  /** Stories: what takes the browser to Razorpay's page (by default, a form POST to it). */
  goToCheckout?: GoToCheckout;
};

/**
 * The student's fee summary and installments, each payable with Pay Now until paid in full, as
 * the institute's payment options say: the demo's simulated gateway records the payment at once;
 * Razorpay (server mode) takes the student to its page and back to `?order=<id>`, where the
 * order's status shows until the provider confirms it. Without either, and beside Razorpay, the
 * page says how else to pay the institute, and shows the payment once the office records it.
 */
export function StudentFeesPage({ goToCheckout = goToProviderPage }: StudentFeesPageProps) {
  const { i18n, t } = useLingui();
  useDocumentTitle(`${t`Fee Details`} · ${useAreaPanelName()} · Sankalp Institute`);
  const student = useSignedInRecord('student');
  const repository = useData();
  const options = useLiveQuery((data) => data.getPaymentOptions(), [], ['settings']);
  const online = options.data?.online;
  const gateway = usePaymentGateway(online);
  const [payment, setPayment] = useState<Payment>({ status: 'idle' });
  const [searchParams, setSearchParams] = useSearchParams();
  const returnedOrder = searchParams.get('order');
  const upi = usePayByUpi(student);
  const payingNumber = payment.status === 'paying' ? payment.number : 0;
  const payInstallmentTitle = t`Pay Installment ${payingNumber}`;
  const paidReference = payment.status === 'paid' ? payment.reference : '';
  const history = useLiveQuery(
    (repository) => repository.listPayments({ studentId: student.id }),
    [student.id],
    ['payments'],
  );

  return (
    <PageContainer
      title={<Trans>Fee Details</Trans>}
      lead={<Trans>Your total fee, what you have paid and what is due.</Trans>}
    >
      <div className={styles.sections}>
        {returnedOrder ? (
          <OnlinePaymentStatus
            key={returnedOrder}
            orderId={returnedOrder}
            student={student}
            onDismiss={() =>
              setSearchParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.delete('order');
                  return next;
                },
                { replace: true },
              )
            }
          />
        ) : null}
        {options.status === 'error' ? (
          <LoadError
            title={t`How you can pay could not be loaded`}
            message={describeError(options.error)}
            onRetry={options.reload}
            size="sm"
          />
        ) : null}
        {gateway ? (
          <Alert
            tone="info"
            title={
              gateway.name === SIMULATED_GATEWAY_NAME
                ? i18n._(SIMULATED_GATEWAY_TITLE)
                : gateway.name
            }
          >
            {i18n._(DEMO_PAYMENT_NOTICE)}
          </Alert>
        ) : null}
        {payment.status === 'leaving' ? (
          <Alert
            key="leaving"
            tone="info"
            takeFocus
            onDismiss={() => setPayment({ status: 'idle' })}
          >
            <LeavingForRazorpay amount={payment.amount} number={payment.number} />
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
            <PaymentSuccess
              amount={payment.amount}
              number={payment.number}
              reference={t`Reference: ${paidReference}`}
              paymentId={payment.paymentId}
            />
          </Alert>
        ) : null}
        {upi.notice}
        <FeeSummary student={student} />
        {online === 'none' || online === 'razorpay' ? <HowToPay student={student} /> : null}
        <Card title={<Trans>Installments</Trans>}>
          <InstallmentTable
            installments={student.feeDetails.installments}
            caption={t`Your installments`}
            renderAction={upi.withPayByUpi(
              online === 'simulated' || online === 'razorpay'
                ? (installment, number) => (
                    <Button
                      size="sm"
                      onClick={() => setPayment({ status: 'paying', installment, number })}
                    >
                      <Trans>
                        Pay Now<span className="visually-hidden"> for installment {number}</span>
                      </Trans>
                    </Button>
                  )
                : undefined,
            )}
          />
        </Card>
        <Card title={<Trans>Payment History</Trans>}>
          {history.status === 'error' ? (
            <LoadError
              title={t`Your payment history could not be loaded`}
              message={describeError(history.error)}
              onRetry={history.reload}
              size="sm"
            />
          ) : history.status === 'loading' ? (
            <Skeleton lines={3} label={t`Loading your payment history…`} />
          ) : (
            <PaymentHistory
              payments={history.data ?? []}
              installments={student.feeDetails.installments}
              caption={t`Your payments`}
              renderActions={(made) =>
                made.receiptNo === null ? null : (
                  <ReceiptLink paymentId={made.id}>
                    <PrintReceiptOf receiptNo={made.receiptNo} />
                  </ReceiptLink>
                )
              }
            />
          )}
        </Card>
        <PaymentOrdersCard student={student} />
      </div>
      {online === 'razorpay' && options.data && payment.status === 'paying' ? (
        <PaymentDialog
          key={payment.installment.id}
          installment={payment.installment}
          title={payInstallmentTitle}
          confirmLabel={t`Pay Now`}
          busyLabel={t`Opening Razorpay...`}
          failureTitle={t`The payment could not be started`}
          {...razorpayRules(options.data, payment.installment, i18n._(FULL_AMOUNT_ONLY))}
          note={(amount) =>
            amount === undefined ? (
              <Trans>You will be taken to the payment page of Razorpay to pay.</Trans>
            ) : (
              <Trans>
                You will be taken to the payment page of Razorpay to pay <Money amount={amount} />.
              </Trans>
            )
          }
          onPay={async ({ amount }) => {
            const { checkout } = await repository.startOnlinePayment({
              studentId: student.id,
              installmentId: payment.installment.id,
              amount,
            });
            setPayment({ status: 'leaving', amount, number: payment.number });
            goToCheckout(checkout);
          }}
          onClose={() =>
            setPayment((current) => (current.status === 'paying' ? { status: 'idle' } : current))
          }
        />
      ) : null}
      {gateway && payment.status === 'paying' ? (
        <PaymentDialog
          key={payment.installment.id}
          installment={payment.installment}
          title={payInstallmentTitle}
          confirmLabel={t`Pay Now`}
          busyLabel={t`Processing...`}
          note={i18n._(DEMO_PAYMENT_NOTICE)}
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

/** The institute's rule on part payments, as the dialog's check and its fixed amount. */
function razorpayRules(options: PaymentOptions, installment: Installment, fullAmountOnly: string) {
  return {
    check: (amount: number) =>
      studentPaymentRefusal(installment, amount, options, new Date())?.message,
    fixedAmount: options.partPayments ? undefined : fullAmountOnly,
  };
}

function LeavingForRazorpay({ amount, number }: { amount: number; number: number }) {
  return (
    <Trans>
      Taking you to Razorpay to pay <Money amount={amount} /> for installment {number}…
    </Trans>
  );
}

function PrintReceiptOf({ receiptNo }: { receiptNo: string }) {
  return (
    <Trans>
      Print Receipt<span className="visually-hidden"> {receiptNo}</span>
    </Trans>
  );
}
