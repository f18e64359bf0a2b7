// Reconciliation on the server: the provider asked about every open order (by the office's
// button and on the server's timer), payments no return page or webhook reported recorded once,
// unpaid orders expired; and Payments to Reconcile, where the provider and the ledger disagree.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { NOT_IN_LEDGER_DETAIL, toPaise, withoutProviderDetail } from '../../src/data/server';
import type { PaymentToReconcile, ReconcileSummary } from '../../src/data/server';
import * as t from '../db/schema';
import { docs } from './context';
import type { DataContext } from './context';
import { capturedPayment, recordProviderPayment, withProviderContext } from './online-payments';
import { orderForUpdate, saveOrder } from './payment-orders';

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
    const detail = order.reason ?? NOT_IN_LEDGER_DETAIL;
    const taken = order.provider?.paidAmount;
    return taken !== undefined && toPaise(taken) !== toPaise(order.amount)
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
    detail: withoutProviderDetail(payment),
  }));
  return [...orders, ...payments];
}

export const reconciliationOperations = { reconcilePayments, listPaymentsToReconcile };
