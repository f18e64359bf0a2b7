// PLACEHOLDER (foundation of issue 24): replaced by the gateway part.
import type {
  PaymentToReconcile,
  ReconcileSummary,
  StartedOnlinePayment,
  StudentOnlinePayment,
} from '../../definitions/payment-orders';
import type { LocalContext } from './context';

export async function startOnlinePayment(
  _c: LocalContext,
  _r: StudentOnlinePayment,
): Promise<StartedOnlinePayment> {
  throw new Error('not built yet');
}
export async function reconcilePayments(_c: LocalContext): Promise<ReconcileSummary> {
  throw new Error('not built yet');
}
export async function listPaymentsToReconcile(_c: LocalContext): Promise<PaymentToReconcile[]> {
  throw new Error('not built yet');
}
