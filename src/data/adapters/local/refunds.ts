// PLACEHOLDER (foundation of issue 24): replaced by the refunds part.
import type { Payment, RefundRequest } from '../../schemas';
import type { LocalContext } from './context';

export async function refundPayment(
  _c: LocalContext,
  _id: string,
  _r: RefundRequest,
): Promise<Payment> {
  throw new Error('not built yet');
}
