// Payments taken through the provider (Razorpay) on the server: Pay Now's order and the one
// function that records a provider's payment exactly once (the return page, the webhook
// (./provider-events.ts) and reconciliation (./reconciliation.ts) all call it).
//
// Exactly once: the order's row is locked (SELECT … FOR UPDATE) in the transaction that records
// the payment, so a return page and a webhook arriving together, or two servers receiving the
// same webhook, take turns, and whoever comes second finds the order Paid and does nothing.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  DataValidationError,
  INSTALLMENT_GONE_REASON,
  TEXT_LIMITS,
  NotFoundError,
  PaymentRejectedError,
  amountDiffersDetail,
  checkStudentPayment,
  installmentToPay,
  ledgerRefusedDetail,
  newId,
  onlinePaymentRequestSchema,
  refuse,
  roundToPaise,
  toPaise,
  validated,
} from '../../src/data/server';
import type {
  AuditActor,
  Payment,
  PaymentOrder,
  StartedOnlinePayment,
  StudentOnlinePayment,
} from '../../src/data/server';
import * as t from '../db/schema';
import { ProviderUnavailableError } from '../payments/provider';
import type { PaymentProvider } from '../payments/provider';
import { docs, readSettings } from './context';
import type { DataContext, Runner } from './context';
import { queuePaymentNotTaken } from './message-events';
import { insertOrder, orderForUpdate, saveOrder } from './payment-orders';
import { recordInLedger } from './payments';
import { studentById } from './students';

/** Who the provider's confirmations are recorded as, in the ledger and the audit log. */
export const RAZORPAY_ACTOR: AuditActor = {
  id: 'razorpay',
  name: 'Online payment (Razorpay)',
  role: 'visitor',
};

export const ONLINE_PAYMENT_UNAVAILABLE_MESSAGE =
  'Online payment is not available right now. Try again in a few minutes, or pay by another way.';
export const ONLINE_PAYMENT_NOT_SET_UP_MESSAGE =
  'The institute does not take payments online. Pay by another way shown on this page.';

/** Where the provider sends the payer back after paying (form POST, signed). */
export const RETURN_PATH = '/api/payments/return/razorpay';
export const WEBHOOK_PATH = '/api/payments/webhook/razorpay';
/** The student's fee page showing one order: where the payer lands after the provider's page. */
export const feesPageOf = (orderId: string) => `/student/fees?order=${encodeURIComponent(orderId)}`;

const rupeesOf = (paise: number) => paise / 100;

export function withProviderContext(context: DataContext): DataContext {
  return { ...context, actor: RAZORPAY_ACTOR };
}

function providerOf(context: DataContext): { provider: PaymentProvider; publicUrl: string } {
  const { provider, publicUrl } = context;
  if (!provider || !publicUrl) refuse('payment', '', ONLINE_PAYMENT_NOT_SET_UP_MESSAGE);
  return { provider, publicUrl };
}

export const REPLACED_ORDER_REASON =
  'Replaced by a Pay Now of another amount on this installment. A payment made on it is still recorded.';

/** The student's Pay Now orders on the installment still open (Pending), newest first. */
async function pendingOrdersOf(
  runner: Runner,
  studentId: string,
  installmentId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PaymentOrder[]> {
  const query = runner
    .select({ doc: t.paymentOrders.doc })
    .from(t.paymentOrders)
    .where(
      and(
        eq(t.paymentOrders.studentId, studentId),
        eq(t.paymentOrders.status, 'Pending'),
        sql`${t.paymentOrders.doc}->>'installmentId' = ${installmentId}`,
      ),
    )
    .orderBy(desc(t.paymentOrders.createdAt), asc(t.paymentOrders.id));
  return docs(lock ? await query.for('update') : await query);
}

async function startOnlinePayment(
  context: DataContext,
  request: StudentOnlinePayment,
): Promise<StartedOnlinePayment> {
  const { installmentId, amount } = validated(onlinePaymentRequestSchema, request, 'payment');
  const { provider, publicUrl } = providerOf(context);
  const student = await studentById(context.db, String(request.studentId));
  const installment = installmentToPay(student, installmentId);
  const { payee } = await readSettings(context.db);
  const now = context.now();
  checkStudentPayment(installment, amount, payee, now);
  const checkoutOf = (order: PaymentOrder, providerOrderId: string) =>
    provider.checkout(
      { id: providerOrderId, amountPaise: toPaise(order.amount) },
      {
        callbackUrl: `${publicUrl}${RETURN_PATH}`,
        cancelUrl: `${publicUrl}${feesPageOf(order.id)}`,
        description: `Fee installment, roll number ${student.rollNo}`,
        name: student.name,
        email: student.email,
      },
    );

  // One open order per installment: Pay Now again for the same amount goes back to it.
  const wanted = roundToPaise(amount);
  const open = await pendingOrdersOf(context.db, student.id, installmentId);
  const reusable = open.find((order) => order.provider && order.amount === wanted);
  if (reusable?.provider) {
    return { order: reusable, checkout: checkoutOf(reusable, reusable.provider.orderId) };
  }

  // The order exists before the provider's does: its id is the provider order's receipt, so a
  // provider order can always be traced back, even one made just before a crash.
  const pending: PaymentOrder = {
    id: newId(),
    method: 'Gateway',
    status: 'Pending',
    studentId: student.id,
    installmentId,
    amount: wanted,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await context.db.transaction(async (tx) => {
    // Another amount replaces the open order (locked, and still Pending once locked): a payment
    // made on it after all is still recorded, as on any Expired order.
    for (const replaced of await pendingOrdersOf(tx, student.id, installmentId, { lock: true })) {
      await saveOrder(context, tx, replaced, {
        ...replaced,
        status: 'Expired',
        reason: REPLACED_ORDER_REASON,
        updatedAt: now.toISOString(),
      });
    }
    await insertOrder(context, tx, pending);
  });

  let providerOrder;
  try {
    providerOrder = await provider.createOrder({
      amountPaise: toPaise(pending.amount),
      receipt: pending.id,
      notes: { payment_order: pending.id, roll_no: student.rollNo, installment: installmentId },
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    // Kept as Failed, with why, rather than deleted: the audit log and the student's list show
    // the attempt, and no provider order exists that could be paid.
    await context.db.transaction((tx) =>
      saveOrder(context, tx, pending, {
        ...pending,
        status: 'Failed',
        reason: 'Online payment was not available when this was started. Nothing was charged.',
        updatedAt: context.now().toISOString(),
      }),
    );
    throw new ProviderUnavailableError(ONLINE_PAYMENT_UNAVAILABLE_MESSAGE, { cause: error });
  }
  const order: PaymentOrder = {
    ...pending,
    provider: { name: provider.name, orderId: providerOrder.id },
    updatedAt: context.now().toISOString(),
  };
  await context.db.transaction((tx) => saveOrder(context, tx, pending, order));
  return { order, checkout: checkoutOf(order, providerOrder.id) };
}

/** A payment the provider reports on one of its orders (amounts in paise). */
export type ReportedPayment = { orderId: string; paymentId: string; amountPaise: number };

/** What recording a provider's payment did. */
export type RecordOutcome = 'recorded' | 'already-recorded' | 'needs-review' | 'unknown-order';

/**
 * Records a payment the provider took, exactly once: the order's row is locked; an order already
 * Paid (or already in review for this payment) is left alone; the captured amount must be the
 * order's, and the ledger must take it (in a savepoint of the same transaction), or the order
 * Needs review with the reason and nothing enters the ledger. Money that arrived always ends
 * Paid or Needs review, whatever the order's status was (Pending, Failed or Expired).
 */
export async function recordProviderPayment(
  callerContext: DataContext,
  payment: ReportedPayment,
): Promise<RecordOutcome> {
  const context = withProviderContext(callerContext);
  return context.db.transaction(async (tx) => {
    const order = await orderForUpdate(tx, eq(t.paymentOrders.providerOrderId, payment.orderId));
    if (!order?.provider) return 'unknown-order';
    if (order.status === 'Paid') return 'already-recorded';
    if (order.status === 'Needs review' && order.provider.paymentId === payment.paymentId) {
      return 'already-recorded';
    }
    const taken = rupeesOf(payment.amountPaise);
    const provider = { ...order.provider, paymentId: payment.paymentId, paidAmount: taken };
    const at = context.now().toISOString();
    const review = (reason: string): PaymentOrder => ({
      ...order,
      status: 'Needs review',
      provider,
      reason,
      updatedAt: at,
    });
    if (payment.amountPaise !== toPaise(order.amount)) {
      await saveOrder(context, tx, order, review(amountDiffersDetail(taken, order.amount)));
      return 'needs-review';
    }
    let recorded: Payment;
    try {
      recorded = await tx.transaction((savepoint) =>
        recordInLedger(context, savepoint, {
          studentId: order.studentId,
          installmentId: order.installmentId,
          amount: order.amount,
          mode: 'Online',
          reference: payment.paymentId,
          receivedBy: RAZORPAY_ACTOR.name,
        }),
      );
    } catch (error) {
      if (
        !(error instanceof PaymentRejectedError) &&
        !(error instanceof NotFoundError) &&
        !(error instanceof DataValidationError)
      ) {
        throw error;
      }
      const why = error instanceof PaymentRejectedError ? error.message : INSTALLMENT_GONE_REASON;
      await saveOrder(context, tx, order, review(ledgerRefusedDetail(taken, why)));
      return 'needs-review';
    }
    const { reason: _reason, ...rest } = order;
    await saveOrder(context, tx, order, {
      ...rest,
      status: 'Paid',
      provider,
      paymentId: recorded.id,
      updatedAt: at,
    });
    return 'recorded';
  });
}

const failedOrder = (order: PaymentOrder, description: string | undefined, at: Date) => ({
  ...order,
  status: 'Failed' as const,
  reason: (description?.trim() || 'The payment did not go through.').slice(0, TEXT_LIMITS.reason),
  updatedAt: at.toISOString(),
});

/**
 * The provider's signed payment.failed (the webhook): the order is Failed with the provider's
 * description and the student is told, unless money already arrived on it (Paid or Needs review
 * stay as they are). An order the return page's hint already failed is told now (once: the
 * message's dedupe key is the order's).
 */
export async function failProviderOrder(
  callerContext: DataContext,
  providerOrderId: string,
  description: string | undefined,
): Promise<PaymentOrder | undefined> {
  const context = withProviderContext(callerContext);
  return context.db.transaction(async (tx) => {
    const order = await orderForUpdate(tx, eq(t.paymentOrders.providerOrderId, providerOrderId));
    if (order?.status === 'Failed')
      await queuePaymentNotTaken(context, tx, 'payment-failed', order);
    if (!order || (order.status !== 'Pending' && order.status !== 'Expired')) return order;
    const failed = failedOrder(order, description, context.now());
    await saveOrder(context, tx, order, failed);
    await queuePaymentNotTaken(context, tx, 'payment-failed', failed);
    return failed;
  });
}

/**
 * The payer's browser says a payment failed (the return page's form, which nobody signs): only a
 * hint, so nothing in the form is believed. The provider is asked for the order's payments: a
 * captured one is recorded; a failed one fails a Pending or Expired order with the provider's own
 * reason and no message (the signed payment.failed webhook decides that); else nothing changes.
 * A ProviderUnavailableError leaves the order as it was, for the webhook or reconciliation.
 */
export async function checkReturnedFailure(
  callerContext: DataContext,
  providerOrderId: string,
): Promise<PaymentOrder | undefined> {
  const context = withProviderContext(callerContext);
  const order = await orderOfProviderOrder(context, providerOrderId);
  if (!order || !context.provider) return order;
  const payments = await context.provider.orderPayments(providerOrderId);
  const captured = payments.find((payment) => payment.status === 'captured');
  if (captured) {
    const { id: paymentId, amountPaise } = captured;
    await recordProviderPayment(context, { orderId: providerOrderId, paymentId, amountPaise });
    return order;
  }
  const failedPayment = payments.find((payment) => payment.status === 'failed');
  if (!failedPayment) return order;
  return context.db.transaction(async (tx) => {
    const current = await orderForUpdate(tx, eq(t.paymentOrders.providerOrderId, providerOrderId));
    if (!current || (current.status !== 'Pending' && current.status !== 'Expired')) return current;
    const failed = failedOrder(current, failedPayment.errorDescription, context.now());
    await saveOrder(context, tx, current, failed);
    return failed;
  });
}

/** Our order for the provider's order id (the return page's redirect). */
export async function orderOfProviderOrder(
  { db }: DataContext,
  providerOrderId: string,
): Promise<PaymentOrder | undefined> {
  const [row] = await db
    .select({ doc: t.paymentOrders.doc })
    .from(t.paymentOrders)
    .where(eq(t.paymentOrders.providerOrderId, providerOrderId));
  return row?.doc;
}

/**
 * The provider's captured payment on its order, asked of the provider (the return page carries
 * no amount): undefined when none is captured yet.
 */
export async function capturedPayment(
  provider: PaymentProvider,
  providerOrderId: string,
  paymentId?: string,
): Promise<ReportedPayment | undefined> {
  const payments = await provider.orderPayments(providerOrderId);
  const captured = payments.find(
    (payment) =>
      payment.status === 'captured' && (paymentId === undefined || payment.id === paymentId),
  );
  return captured
    ? { orderId: providerOrderId, paymentId: captured.id, amountPaise: captured.amountPaise }
    : undefined;
}

export const onlinePaymentOperations = { startOnlinePayment };
