import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { describeError, useLiveQuery } from '@/data';
import type { PaymentOrder, Student } from '@/data';
import { Alert, Button, Money, Skeleton } from '@/ui';
import type { AlertTone } from '@/ui';
import { PaymentSuccess } from './payment-success';

export type OnlinePaymentStatusProps = {
  /** The payment order the provider's page came back for (`?order=` in the URL). */
  orderId: string;
  student: Student;
  /** Closes the message (the page takes `?order` out of the URL). */
  onDismiss: () => void;
};

type Shown = { tone: AlertTone; title?: MessageDescriptor; body: ReactNode };

/**
 * Back from Razorpay's page: where that payment stands, followed live, so a payment the webhook
 * or reconciliation confirms later shows without a reload. It takes focus when it appears and
 * again when the status changes, since the page under it is the one the student left.
 */
export function OnlinePaymentStatus({ orderId, student, onDismiss }: OnlinePaymentStatusProps) {
  const { i18n, t } = useLingui();
  const query = useLiveQuery(
    (repository) => repository.getPaymentOrder(orderId),
    [orderId],
    ['paymentOrders', 'payments'],
  );
  if (query.status === 'loading') {
    return <Skeleton lines={2} label={t`Checking your payment…`} />;
  }
  const order = query.data;
  const shown: Shown =
    query.status === 'error'
      ? {
          tone: 'error',
          title: msg`Your payment could not be checked`,
          body: (
            <>
              <p>{describeError(query.error)}</p>
              <p>
                <Button size="sm" variant="secondary" onClick={query.reload}>
                  <Trans>Try again</Trans>
                </Button>
              </p>
            </>
          ),
        }
      : // The local adapter does not refuse another student's order: it reads as unknown too.
        order === undefined || order.studentId !== student.id
        ? {
            tone: 'info',
            body: (
              <p>
                <Trans>
                  This link names no payment of yours. Your payments and their status are listed on
                  this page.
                </Trans>
              </p>
            ),
          }
        : orderMessage(order, installmentNumber(student, order));
  return (
    <Alert
      key={order?.status ?? query.status}
      tone={shown.tone}
      title={shown.title ? i18n._(shown.title) : undefined}
      takeFocus
      onDismiss={onDismiss}
    >
      {shown.body}
    </Alert>
  );
}

function installmentNumber(student: Student, order: PaymentOrder): number {
  return (
    student.feeDetails.installments.findIndex(
      (installment) => installment.id === order.installmentId,
    ) + 1
  );
}

function orderMessage(order: PaymentOrder, number: number): Shown {
  const amount = <Money amount={order.amount} />;
  const reason = reasonOf(order);
  const tryAgain = <Trans>No money was taken. You can try again with Pay Now.</Trans>;
  switch (order.status) {
    case 'Paid':
      return {
        tone: 'success',
        body: (
          <>
            <PaymentSuccess
              amount={order.provider?.paidAmount ?? order.amount}
              number={number}
              reference={
                order.provider?.paymentId ? (
                  <RazorpayReference paymentId={order.provider.paymentId} />
                ) : undefined
              }
              paymentId={order.paymentId}
            />
          </>
        ),
      };
    case 'Pending':
      return {
        tone: 'info',
        title: msg`Waiting for confirmation from Razorpay…`,
        body: (
          <p>
            <Trans>
              Your payment of {amount} for installment {number} is being confirmed. This page
              updates by itself when it is; you need not do anything more.
            </Trans>
          </p>
        ),
      };
    case 'Failed':
      return {
        tone: 'error',
        title: msg`Payment failed`,
        body: (
          <p>
            <Trans>
              Your payment of {amount} for installment {number} did not go through.
            </Trans>
            {reason} {tryAgain}
          </p>
        ),
      };
    case 'Expired':
      return {
        tone: 'error',
        title: msg`Payment expired`,
        body: (
          <p>
            <Trans>
              Your payment of {amount} for installment {number} was not completed in time.
            </Trans>{' '}
            {tryAgain}
          </p>
        ),
      };
    case 'Needs review':
      return {
        tone: 'info',
        title: msg`Payment received, the office is checking it`,
        body: (
          <p>
            <Trans>
              Razorpay took your payment of {amount} for installment {number}.
            </Trans>
            {reason}{' '}
            <Trans>
              The office will check it, and your receipt shows on this page once it has.
            </Trans>
          </p>
        ),
      };
    case 'Awaiting verification':
      return {
        tone: 'info',
        title: msg`Awaiting verification`,
        body: (
          <p>
            <Trans>
              The office will confirm your UPI payment of {amount} for installment {number} against
              its bank statement.
            </Trans>
          </p>
        ),
      };
    case 'Rejected':
      return {
        tone: 'error',
        title: msg`Payment rejected`,
        body: (
          <p>
            <Trans>
              The office could not confirm your UPI payment of {amount} for installment {number}.
            </Trans>
            {reason}
          </p>
        ),
      };
  }
}

/** " Reason: …." when the order has one (the provider's or the office's words). */
function reasonOf(order: PaymentOrder): ReactNode {
  if (!order.reason) return null;
  const reason = `${order.reason}${/[.!?]$/.test(order.reason) ? '' : '.'}`;
  return (
    <>
      {' '}
      <Trans>Reason: {reason}</Trans>
    </>
  );
}

function RazorpayReference({ paymentId }: { paymentId: string }) {
  return <Trans>Razorpay payment: {paymentId}</Trans>;
}
