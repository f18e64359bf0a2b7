// Payments taken through the provider (Razorpay) on the server: Pay Now's order, the one function
// that records a provider's payment exactly once (the return page, the webhook and
// reconciliation all call it), the provider's webhook events, reconciliation and the office's
// Payments to Reconcile.
//
// Exactly once: the order's row is locked (SELECT … FOR UPDATE) in the transaction that records
// the payment, so a return page and a webhook arriving together, or two servers receiving the
// same webhook, take turns, and whoever comes second finds the order Paid and does nothing.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  DataValidationError,
  NotFoundError,
  PaymentRejectedError,
  created,
  edited,
  formatRupees,
  installmentToPay,
  newId,
  onlinePaymentRequestSchema,
  refuse,
  roundToPaise,
  studentPaymentRefusal,
  validated,
} from '../../src/data/server';
import type {
  AuditActor,
  Payment,
  PaymentOrder,
  PaymentToReconcile,
  ReconcileSummary,
  StartedOnlinePayment,
  StudentOnlinePayment,
} from '../../src/data/server';
import { z } from 'zod';
import * as t from '../db/schema';
import { ProviderUnavailableError } from '../payments/provider';
import type { PaymentProvider } from '../payments/provider';
import { providerPaymentOf, razorpayPaymentSchema } from '../payments/razorpay';
import { audit, docs, paymentOrderRow, readSettings } from './context';
import type { DataContext, Tx } from './context';
import { recordInLedger } from './payments';

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

/** Razorpay replays webhooks and keeps order payments queryable for this long: older is settled. */
const REPLAY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * An order nobody paid for a day is Expired: a checkout on the provider's page lasts minutes, so a
 * day is well past any payer still paying, and money that arrives even later is still recorded
 * (a webhook or the payer's return always record; the order is not deleted).
 */
export const EXPIRE_AFTER_MS = 24 * 60 * 60 * 1000;
/** Orders one reconciliation run asks the provider about (the oldest first wait longest). */
const RECONCILE_BATCH = 200;
/** Lines in Payments to Reconcile, of each kind, newest first. */
const TO_RECONCILE_LIMIT = 100;

const paiseOf = (rupees: number) => Math.round(roundToPaise(rupees) * 100);
const rupeesOf = (paise: number) => paise / 100;

function withProviderContext(context: DataContext): DataContext {
  return { ...context, actor: RAZORPAY_ACTOR };
}

async function insertOrder(context: DataContext, order: PaymentOrder) {
  await context.db.transaction(async (tx) => {
    await tx.insert(t.paymentOrders).values(paymentOrderRow(order));
    await audit(context, tx, [{ ...created('paymentOrder', order), studentId: order.studentId }]);
  });
}

/** Writes the order's new state with its audit entry (nothing when nothing changed). */
async function saveOrder(context: DataContext, tx: Tx, before: PaymentOrder, after: PaymentOrder) {
  await tx
    .update(t.paymentOrders)
    .set({
      status: after.status,
      providerOrderId: after.provider?.orderId ?? null,
      doc: after,
    })
    .where(eq(t.paymentOrders.id, after.id));
  await audit(context, tx, [
    { ...edited('paymentOrder', before, after), studentId: after.studentId },
  ]);
}

async function orderForUpdate(tx: Tx, where: SQL) {
  const [row] = await tx
    .select({ doc: t.paymentOrders.doc })
    .from(t.paymentOrders)
    .where(where)
    .for('update');
  return row?.doc;
}

function providerOf(context: DataContext): { provider: PaymentProvider; publicUrl: string } {
  const { provider, publicUrl } = context;
  if (!provider || !publicUrl) refuse('payment', '', ONLINE_PAYMENT_NOT_SET_UP_MESSAGE);
  return { provider, publicUrl };
}

async function startOnlinePayment(
  context: DataContext,
  request: StudentOnlinePayment,
): Promise<StartedOnlinePayment> {
  const { installmentId, amount } = validated(onlinePaymentRequestSchema, request, 'payment');
  const { provider, publicUrl } = providerOf(context);
  const [studentRow] = await context.db
    .select({ doc: t.students.doc })
    .from(t.students)
    .where(eq(t.students.id, String(request.studentId)));
  if (!studentRow) throw new NotFoundError('student', String(request.studentId));
  const student = studentRow.doc;
  const installment = installmentToPay(student, installmentId);
  const { payee } = await readSettings(context.db);
  const now = context.now();
  const refusal = studentPaymentRefusal(installment, amount, payee.partPayments, now);
  if (refusal) throw new PaymentRejectedError(refusal.reason, refusal.message);

  // The order exists before the provider's does: its id is the provider order's receipt, so a
  // provider order can always be traced back, even one made just before a crash.
  const pending: PaymentOrder = {
    id: newId(),
    method: 'Gateway',
    status: 'Pending',
    studentId: student.id,
    installmentId,
    amount: roundToPaise(amount),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await insertOrder(context, pending);

  let providerOrder;
  try {
    providerOrder = await provider.createOrder({
      amountPaise: paiseOf(pending.amount),
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
  const checkout = provider.checkout(providerOrder, {
    callbackUrl: `${publicUrl}${RETURN_PATH}`,
    cancelUrl: `${publicUrl}${feesPageOf(order.id)}`,
    description: `Fee installment, roll number ${student.rollNo}`,
    name: student.name,
    email: student.email,
  });
  return { order, checkout };
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
    if (payment.amountPaise !== paiseOf(order.amount)) {
      await saveOrder(
        context,
        tx,
        order,
        review(
          `The provider took ${formatRupees(taken)}, the order was for ${formatRupees(order.amount)}.`,
        ),
      );
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
      const why = error instanceof PaymentRejectedError ? error.message : 'the installment is gone';
      await saveOrder(
        context,
        tx,
        order,
        review(
          `The provider took ${formatRupees(taken)}, but the ledger could not take it: ${why}`,
        ),
      );
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

/**
 * The provider says a payment on the order failed: the order is Failed with the provider's
 * description, unless money already arrived on it (Paid or Needs review stay as they are).
 */
export async function failProviderOrder(
  callerContext: DataContext,
  providerOrderId: string,
  description: string | undefined,
): Promise<PaymentOrder | undefined> {
  const context = withProviderContext(callerContext);
  return context.db.transaction(async (tx) => {
    const order = await orderForUpdate(tx, eq(t.paymentOrders.providerOrderId, providerOrderId));
    if (!order || (order.status !== 'Pending' && order.status !== 'Expired')) return order;
    const failed: PaymentOrder = {
      ...order,
      status: 'Failed',
      reason: (description?.trim() || 'The payment did not go through.').slice(0, 200),
      updatedAt: context.now().toISOString(),
    };
    await saveOrder(context, tx, order, failed);
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

// ----- webhook events -----

const webhookEventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: razorpayPaymentSchema }).optional(),
  }),
});

/**
 * Stores a verified webhook's raw body under the provider's event id, before any work: false when
 * the event was already here (a repeat: the provider retries, or two servers got it).
 */
export async function storeProviderEvent(
  { db, now }: DataContext,
  eventId: string,
  rawBody: string,
): Promise<boolean> {
  const inserted = await db
    .insert(t.paymentEvents)
    .values({ eventId, provider: 'razorpay', receivedAt: now().getTime(), body: rawBody })
    .onConflictDoNothing()
    .returning({ eventId: t.paymentEvents.eventId });
  return inserted.length > 0;
}

/**
 * Does a stored event's work: payment.captured and order.paid record the payment (either may come
 * first, and each twice: one payment), payment.failed fails the order. Marked processed when
 * done; an event whose work failed stays unprocessed, and reconciliation records its payment.
 */
export async function processProviderEvent(context: DataContext, eventId: string) {
  const [row] = await context.db
    .select({ body: t.paymentEvents.body, processedAt: t.paymentEvents.processedAt })
    .from(t.paymentEvents)
    .where(eq(t.paymentEvents.eventId, eventId));
  if (!row || row.processedAt !== null) return;
  const parsed = webhookEventSchema.safeParse(JSON.parse(row.body));
  const entity = parsed.data?.payload.payment?.entity;
  if (parsed.success && entity?.order_id) {
    const payment = providerPaymentOf(entity);
    const { event } = parsed.data;
    if ((event === 'payment.captured' || event === 'order.paid') && payment.status === 'captured') {
      await recordProviderPayment(context, {
        orderId: payment.orderId,
        paymentId: payment.id,
        amountPaise: payment.amountPaise,
      });
    } else if (event === 'payment.failed') {
      await failProviderOrder(context, payment.orderId, payment.errorDescription);
    }
  }
  await context.db
    .update(t.paymentEvents)
    .set({ processedAt: context.now().getTime() })
    .where(eq(t.paymentEvents.eventId, eventId));
}

// ----- reconciliation -----

async function expireIfUnpaid(context: DataContext, id: string): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const order = await orderForUpdate(tx, eq(t.paymentOrders.id, id));
    if (order?.status !== 'Pending') return false;
    await saveOrder(context, tx, order, {
      ...order,
      status: 'Expired',
      reason: 'Not paid within a day. Start Pay Now again to pay.',
      updatedAt: context.now().toISOString(),
    });
    return true;
  });
}

async function reconcilePayments(callerContext: DataContext): Promise<ReconcileSummary> {
  const context = withProviderContext(callerContext);
  const summary: ReconcileSummary = { checked: 0, recorded: 0, needsReview: 0, expired: 0 };
  const { provider } = context;
  if (!provider) return summary;
  const now = context.now().getTime();
  const open = await context.db
    .select({ doc: t.paymentOrders.doc })
    .from(t.paymentOrders)
    .where(
      and(
        inArray(t.paymentOrders.status, ['Pending', 'Failed']),
        gte(t.paymentOrders.createdAt, now - REPLAY_WINDOW_MS),
        sql`${t.paymentOrders.doc}->>'method' = 'Gateway'`,
      ),
    )
    .orderBy(t.paymentOrders.createdAt)
    .limit(RECONCILE_BATCH);
  for (const order of docs(open)) {
    const providerOrderId = order.provider?.orderId;
    if (providerOrderId) {
      summary.checked += 1;
      // A provider that is down ends the run (each order would wait out its time limit): the
      // next run carries on.
      const captured = await capturedPayment(provider, providerOrderId);
      if (captured) {
        const outcome = await recordProviderPayment(context, captured);
        if (outcome === 'recorded') summary.recorded += 1;
        if (outcome === 'needs-review') summary.needsReview += 1;
        continue;
      }
    }
    if (
      now - Date.parse(order.createdAt) > EXPIRE_AFTER_MS &&
      (await expireIfUnpaid(context, order.id))
    ) {
      summary.expired += 1;
    }
  }
  return summary;
}

async function listPaymentsToReconcile({ db }: DataContext): Promise<PaymentToReconcile[]> {
  const inReview = await db
    .select({ doc: t.paymentOrders.doc })
    .from(t.paymentOrders)
    .where(eq(t.paymentOrders.status, 'Needs review'))
    .orderBy(desc(t.paymentOrders.createdAt), desc(t.paymentOrders.seq))
    .limit(TO_RECONCILE_LIMIT);
  const orders: PaymentToReconcile[] = docs(inReview).map((order) => {
    const detail = order.reason ?? 'The provider took this payment; it is not in the ledger.';
    const taken = order.provider?.paidAmount;
    return taken !== undefined && paiseOf(taken) !== paiseOf(order.amount)
      ? { kind: 'amount-differs', order, detail }
      : { kind: 'paid-not-recorded', order, detail };
  });
  const unmatched = await db
    .select({ doc: t.payments.doc })
    .from(t.payments)
    .where(
      and(
        sql`${t.payments.doc}->>'mode' = 'Online'`,
        sql`${t.payments.doc}->>'status' = 'Valid'`,
        sql`not exists (select 1 from ${t.paymentOrders} where ${t.paymentOrders.status} = 'Paid'
              and ${t.paymentOrders.doc}->'provider'->>'paymentId' = ${t.payments.doc}->>'reference')`,
      ),
    )
    .orderBy(desc(t.payments.receivedAt), desc(t.payments.seq))
    .limit(TO_RECONCILE_LIMIT);
  const payments: PaymentToReconcile[] = docs(unmatched).map((payment) => ({
    kind: 'recorded-without-provider',
    payment,
    detail: `Receipt ${payment.receiptNo ?? ''} for ${formatRupees(payment.amount)} was recorded as paid online, but no paid order at the provider has the reference ${payment.reference}.`,
  }));
  return [...orders, ...payments];
}

export const onlinePaymentOperations = {
  startOnlinePayment,
  reconcilePayments,
  listPaymentsToReconcile,
};
