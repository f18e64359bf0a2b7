// UPI straight to the institute on the server: the student's "I have paid" (the student's row is
// locked, so a student's claims are checked one at a time against their waiting claims), and the
// office's confirmation, which locks every claim of the UTR (in id order, so two admins
// confirming two claims of one UTR take turns) in the transaction that records the payment in the
// ledger and rejects the other claims.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  NotFoundError,
  checkAwaitingVerification,
  checkUpiPayment,
  checkUtrClaim,
  checkWaitingClaims,
  confirmedOrder,
  installmentToPay,
  newUpiOrder,
  rejectedForConfirmedUtr,
  rejectedOrder,
  upiLedgerRequest,
  validatedRejectReason,
  validatedUpiPayment,
} from '../../src/data/server';
import type { PaymentOrder, StudentUpiPayment } from '../../src/data/server';
import * as t from '../db/schema';
import { docs, readSettings } from './context';
import type { DataContext, Tx } from './context';
import { queuePaymentNotTaken } from './message-events';
import { insertOrder, orderForUpdate, saveOrder } from './payment-orders';
import { recordInLedger } from './payments';
import { studentForUpdate } from './students';

/** The office may have recorded the transfer by hand, with its UTR as the reference. */
async function utrInLedger(tx: Tx, utr: string): Promise<boolean> {
  const [payment] = await tx
    .select({ id: t.payments.id })
    .from(t.payments)
    .where(sql`${t.payments.doc}->>'reference' = ${utr}`)
    .limit(1);
  return payment !== undefined;
}

/** Every order naming the UTR, oldest first; locked until the transaction ends when asked. */
async function claimsOf(tx: Tx, utr: string, { lock }: { lock: boolean }) {
  const query = tx
    .select({ doc: t.paymentOrders.doc })
    .from(t.paymentOrders)
    .where(eq(t.paymentOrders.utr, utr))
    .orderBy(asc(t.paymentOrders.id));
  return docs(lock ? await query.for('update') : await query);
}

async function waitingClaimsOf(tx: Tx, studentId: string): Promise<number> {
  // Only a UPI claim is ever Awaiting verification.
  const [row] = await tx
    .select({ waiting: count() })
    .from(t.paymentOrders)
    .where(
      and(
        eq(t.paymentOrders.studentId, studentId),
        eq(t.paymentOrders.status, 'Awaiting verification'),
      ),
    );
  return row?.waiting ?? 0;
}

async function submitUpiPayment(
  context: DataContext,
  request: StudentUpiPayment,
): Promise<PaymentOrder> {
  const payment = validatedUpiPayment(request);
  return context.db.transaction(async (tx) => {
    const student = await studentForUpdate(tx, payment.studentId);
    const installment = installmentToPay(student, payment.installmentId);
    const at = context.now();
    checkUpiPayment((await readSettings(tx)).payee, installment, payment.amount, at);
    checkWaitingClaims(await waitingClaimsOf(tx, student.id));
    checkUtrClaim({
      studentId: student.id,
      claims: await claimsOf(tx, payment.utr, { lock: false }),
      inLedger: await utrInLedger(tx, payment.utr),
    });
    const order = newUpiOrder({ ...payment, at });
    await insertOrder(context, tx, order);
    return order;
  });
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
    const [found] = await tx
      .select({ utr: t.paymentOrders.utr })
      .from(t.paymentOrders)
      .where(eq(t.paymentOrders.id, id));
    if (!found) throw new NotFoundError('payment order', id);
    // A UTR never changes on an order: every claim of it is locked, in one order for everyone,
    // before anything is decided. A second admin's confirmation waits here, then finds the order
    // Paid or Rejected.
    const claims = found.utr === null ? [] : await claimsOf(tx, found.utr, { lock: true });
    const order = claims.find((claim) => claim.id === id) ?? (await upiOrderForUpdate(tx, id));
    checkAwaitingVerification(order);
    const payment = await recordInLedger(context, tx, upiLedgerRequest(order, decidedBy));
    const at = context.now();
    const confirmed = confirmedOrder(order, { paymentId: payment.id, decidedBy, at });
    await saveOrder(context, tx, order, confirmed);
    for (const { before, after } of rejectedForConfirmedUtr(confirmed, claims, { decidedBy, at })) {
      await saveOrder(context, tx, before, after);
      await queuePaymentNotTaken(context, tx, 'payment-rejected', after);
    }
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
