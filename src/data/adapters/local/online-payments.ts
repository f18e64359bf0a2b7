// The provider's orders in the browser-only demo: there is no provider here. The demo's Pay Now
// goes through its simulated gateway (features/fees/model/payment-gateway.ts), which records the
// payment itself, so an order at a real provider is refused, reconciliation finds nothing to ask
// about, and nothing is ever waiting to be reconciled.
import { refuse } from '../../core/validate';
import type {
  PaymentToReconcile,
  ReconcileSummary,
  StartedOnlinePayment,
  StudentOnlinePayment,
} from '../../definitions/payment-orders';
import type { LocalContext } from './context';

const NO_PROVIDER_IN_DEMO_MESSAGE =
  'The browser-only demo has no payment provider: its Pay Now uses the simulated one. Online payment through Razorpay needs the server.';

export async function startOnlinePayment(
  _context: LocalContext,
  _request: StudentOnlinePayment,
): Promise<StartedOnlinePayment> {
  return refuse('payment', '', NO_PROVIDER_IN_DEMO_MESSAGE);
}

export async function reconcilePayments(_context: LocalContext): Promise<ReconcileSummary> {
  return { checked: 0, recorded: 0, needsReview: 0, expired: 0 };
}

export async function listPaymentsToReconcile(
  _context: LocalContext,
): Promise<PaymentToReconcile[]> {
  return [];
}
