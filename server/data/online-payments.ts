// PLACEHOLDER (foundation of issue 24): replaced by the gateway part.
import type {
  PaymentToReconcile,
  ReconcileSummary,
  StartedOnlinePayment,
  StudentOnlinePayment,
} from '../../src/data/server';
import type { DataContext } from './context';

const notBuilt = (): never => {
  throw new Error('not built yet');
};
export const onlinePaymentOperations = {
  startOnlinePayment: async (
    _c: DataContext,
    _r: StudentOnlinePayment,
  ): Promise<StartedOnlinePayment> => notBuilt(),
  reconcilePayments: async (_c: DataContext): Promise<ReconcileSummary> => notBuilt(),
  listPaymentsToReconcile: async (_c: DataContext): Promise<PaymentToReconcile[]> => notBuilt(),
};
