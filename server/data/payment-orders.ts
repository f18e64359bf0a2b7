// Payments students start online or by UPI, on the server: the orders (payment_orders), read by
// the student who started them and by the office.
import { and, desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PaymentOptions, PaymentOrder, PaymentOrderFilter } from '../../src/data/server';
import * as t from '../db/schema';
import { docs, readSettings } from './context';
import type { DataContext } from './context';

async function getPaymentOptions({ db, provider }: DataContext): Promise<PaymentOptions> {
  const { payee } = await readSettings(db);
  return {
    online: provider ? provider.name : 'none',
    upi: payee.upiId === '' ? null : { id: payee.upiId, payeeName: payee.upiPayeeName },
    partPayments: payee.partPayments,
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
