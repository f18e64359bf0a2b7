// PLACEHOLDER (foundation of issue 24): replaced by the UPI part.
import type { PaymentOrder, StudentUpiPayment } from '../../src/data/server';
import type { DataContext } from './context';

const notBuilt = (): never => {
  throw new Error('not built yet');
};
export const upiOperations = {
  submitUpiPayment: async (_c: DataContext, _r: StudentUpiPayment): Promise<PaymentOrder> =>
    notBuilt(),
  confirmUpiPayment: async (_c: DataContext, _id: string): Promise<PaymentOrder> => notBuilt(),
  rejectUpiPayment: async (_c: DataContext, _id: string, _reason: string): Promise<PaymentOrder> =>
    notBuilt(),
};
