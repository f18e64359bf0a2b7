// PLACEHOLDER (foundation of issue 24): replaced by the UPI part.
import type { StudentUpiPayment } from '../../definitions/payment-orders';
import type { PaymentOrder } from '../../schemas';
import type { LocalContext } from './context';

export async function submitUpiPayment(
  _c: LocalContext,
  _r: StudentUpiPayment,
): Promise<PaymentOrder> {
  throw new Error('not built yet');
}
export async function confirmUpiPayment(_c: LocalContext, _id: string): Promise<PaymentOrder> {
  throw new Error('not built yet');
}
export async function rejectUpiPayment(
  _c: LocalContext,
  _id: string,
  _reason: string,
): Promise<PaymentOrder> {
  throw new Error('not built yet');
}
