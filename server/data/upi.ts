// UPI straight to the institute on the server: the student's "I have paid" (the unique utr column
// is the last word on a UTR used twice at once), and the office's confirmation, which locks the
// order's row so two admins confirming at once record one payment, in the transaction that
// records it in the ledger.
import { eq, sql } from 'drizzle-orm';
import {
  NotFoundError,
  checkAwaitingVerification,
  checkUpiPayment,
  confirmedOrder,
  installmentToPay,
  newUpiOrder,
  refuseUsedUtr,
  rejectedOrder,
  upiLedgerRequest,
  validatedRejectReason,
  validatedUpiPayment,
} from '../../src/data/server';
import type { PaymentOrder, StudentUpiPayment } from '../../src/data/server';
import * as t from '../db/schema';
import { readSettings, violates } from './context';
import type { DataContext, Tx } from './context';
import { queuePaymentNotTaken } from './message-events';
import { insertOrder, orderForUpdate, saveOrder } from './payment-orders';
import { recordInLedger } from './payments';
import { studentById } from './students';

async function utrUsed(tx: Tx, utr: string): Promise<boolean> {
  const [order] = await tx
    .select({ id: t.paymentOrders.id })
    .from(t.paymentOrders)
    .where(eq(t.paymentOrders.utr, utr))
    .limit(1);
  if (order) return true;
  // The office may have recorded the transfer by hand, with its UTR as the reference.
  const [payment] = await tx
    .select({ id: t.payments.id })
    .from(t.payments)
    .where(sql`${t.payments.doc}->>'reference' = ${utr}`)
    .limit(1);
  return payment !== undefined;
}

async function submitUpiPayment(
  context: DataContext,
  request: StudentUpiPayment,
): Promise<PaymentOrder> {
  const payment = validatedUpiPayment(request);
  try {
    return await context.db.transaction(async (tx) => {
      const student = await studentById(tx, payment.studentId);
      const installment = installmentToPay(student, payment.installmentId);
      const at = context.now();
      checkUpiPayment((await readSettings(tx)).payee, installment, payment.amount, at);
      if (await utrUsed(tx, payment.utr)) refuseUsedUtr();
      const order = newUpiOrder({ ...payment, at });
      await insertOrder(context, tx, order);
      return order;
    });
  } catch (error) {
    // Two submissions of one UTR at once: both passed the check, the unique column took one.
    if (violates(error, 'payment_orders_utr_unique')) refuseUsedUtr();
    throw error;
  }
}

/** The order, its row locked until the transaction ends, or a NotFoundError. */
async function upiOrderForUpdate(tx: Tx, id: string): Promise<PaymentOrder> {
  const order = await orderForUpdate(tx, eq(t.paymentOrders.id, id));
  if (!order) throw new NotFoundError('payment order', id);
  return order;
}

async function confirmUpiPayment(context: DataContext, id: string): Promise<PaymentOrder> {
  const decidedBy = context.actor.name;
  return context.db.transaction(async (tx) => {
    // A second admin's confirmation waits here, then finds the order Paid.
    const order = await upiOrderForUpdate(tx, id);
    checkAwaitingVerification(order);
    const payment = await recordInLedger(context, tx, upiLedgerRequest(order, decidedBy));
    const confirmed = confirmedOrder(order, {
      paymentId: payment.id,
      decidedBy,
      at: context.now(),
    });
    await saveOrder(context, tx, order, confirmed);
    return confirmed;
  });
}

async function rejectUpiPayment(
  context: DataContext,
  id: string,
  reason: string,
): Promise<PaymentOrder> {
  const why = validatedRejectReason(reason);
  return context.db.transaction(async (tx) => {
    const order = await upiOrderForUpdate(tx, id);
    checkAwaitingVerification(order);
    const rejected = rejectedOrder(order, {
      reason: why,
      decidedBy: context.actor.name,
      at: context.now(),
    });
    await saveOrder(context, tx, order, rejected);
    await queuePaymentNotTaken(context, tx, 'payment-rejected', rejected);
    return rejected;
  });
}

export const upiOperations = { submitUpiPayment, confirmUpiPayment, rejectUpiPayment };
