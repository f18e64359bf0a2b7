// PLACEHOLDER (foundation of issue 24): replaced by the refunds part.
import type { Payment, RefundRequest } from '../../src/data/server';
import type { DataContext } from './context';

export const refundOperations = {
  refundPayment: async (_c: DataContext, _id: string, _r: RefundRequest): Promise<Payment> => {
    throw new Error('not built yet');
  },
};
