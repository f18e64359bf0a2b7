// Payments students start online or by UPI, on the server: the orders (payment_orders), read by
// the student who started them and by the office, and the steps that write one with its audit
// entry (./online-payments.ts and ./upi.ts).
import { and, desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PaymentOptions, PaymentOrder, PaymentOrderFilter } from '../../src/data/server';
import * as t from '../db/schema';
import { created, edited } from '../../src/data/server';
import { audit, docs, ofStudentsInBranches, paymentOrderRow, readSettings } from './context';
import type { DataContext, Tx } from './context';

export async function insertOrder(context: DataContext, tx: Tx, order: PaymentOrder) {
  await tx.insert(t.paymentOrders).values(paymentOrderRow(order));
  await audit(context, tx, [{ ...created('paymentOrder', order), studentId: order.studentId }]);
}

/** Writes the order's new state with its audit entry (none when nothing changed). */
export async function saveOrder(
  context: DataContext,
  tx: Tx,
  before: PaymentOrder,
  after: PaymentOrder,
) {
  await tx
    .update(t.paymentOrders)
    .set({ status: after.status, providerOrderId: after.provider?.orderId ?? null, doc: after })
    .where(eq(t.paymentOrders.id, after.id));
  await audit(context, tx, [
    { ...edited('paymentOrder', before, after), studentId: after.studentId },
  ]);
}

/** The order `where` finds, its row locked until the transaction ends. */
export async function orderForUpdate(tx: Tx, where: SQL): Promise<PaymentOrder | undefined> {
  const [row] = await tx
    .select({ doc: t.paymentOrders.doc })
    .from(t.paymentOrders)
    .where(where)
    .for('update');
  return row?.doc;
}

async function getPaymentOptions({ db, provider }: DataContext): Promise<PaymentOptions> {
  const { payee } = await readSettings(db);
  return {
    online: provider ? provider.name : 'none',
    upi: payee.upiId === '' ? null : { id: payee.upiId, payeeName: payee.upiPayeeName },
    partPayments: payee.partPayments,
    minimumPartPayment: payee.minimumPartPayment,
  };
}

async function listPaymentOrders(
  { db }: DataContext,
  filter: PaymentOrderFilter = {},
): Promise<PaymentOrder[]> {
  const conditions: SQL[] = [];
  if (filter.studentId !== undefined)
    conditions.push(eq(t.paymentOrders.studentId, filter.studentId));
  if (filter.status !== undefined) conditions.push(eq(t.paymentOrders.status, filter.status));
  if (filter.branchIds !== undefined) {
    conditions.push(ofStudentsInBranches(db, t.paymentOrders.studentId, filter.branchIds));
  }
  const rows = await db
    .select({ doc: t.paymentOrders.doc })
    .from(t.paymentOrders)
    .where(and(...conditions))
    .orderBy(desc(t.paymentOrders.createdAt), desc(t.paymentOrders.seq));
  return docs(rows);
}

async function getPaymentOrder({ db }: DataContext, id: string): Promise<PaymentOrder | undefined> {
  const [row] = await db
    .select({ doc: t.paymentOrders.doc })
    .from(t.paymentOrders)
    .where(eq(t.paymentOrders.id, id));
  return row?.doc;
}

export const paymentOrderOperations = {
  getPaymentOptions,
  listPaymentOrders,
  getPaymentOrder,
};
