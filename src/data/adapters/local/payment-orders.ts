// Payments students start online or by UPI, in the browser-only mode: the orders, read by the
// student who started them and by the office. The demo's online payments are its simulated
// provider's (no money moves); UPI transfers wait for the office as in server mode.
import type { PaymentOptions, PaymentOrderFilter } from '../../definitions/payment-orders';
import type { PaymentOrder } from '../../schemas';
import type { LocalContext } from './context';
import { newestFirst } from './stored-lists';
import { studentIdsInBranches } from '../../operations/branches';

export async function getPaymentOptions(context: LocalContext): Promise<PaymentOptions> {
  const { payee } = await context.store.read('settings');
  return {
    online: 'simulated',
    upi: payee.upiId === '' ? null : { id: payee.upiId, payeeName: payee.upiPayeeName },
    partPayments: payee.partPayments,
    minimumPartPayment: payee.minimumPartPayment,
  };
}

export async function listPaymentOrders(
  context: LocalContext,
  filter: PaymentOrderFilter = {},
): Promise<PaymentOrder[]> {
  const [orders, students] = await Promise.all([
    context.store.read('paymentOrders'),
    context.store.read('students'),
  ]);
  const { branchIds } = filter;
  const inBranches =
    branchIds === undefined ? undefined : studentIdsInBranches(students, branchIds);
  const selected = orders.filter(
    (order) =>
      (filter.studentId === undefined || order.studentId === filter.studentId) &&
      (filter.status === undefined || order.status === filter.status) &&
      (inBranches === undefined || inBranches.has(order.studentId)),
  );
  return newestFirst(selected, (order) => order.createdAt);
}

export async function getPaymentOrder(
  context: LocalContext,
  id: string,
): Promise<PaymentOrder | undefined> {
  return (await context.store.read('paymentOrders')).find((order) => order.id === id);
}
