// The seam between a pay button and whoever moves the money. Today only the simulated gateway
// exists: the portal has no payment provider (spec 7), so it records the payment and moves nothing.
// A real provider would implement the same interface and record the payment once it confirms.
import { useMemo } from 'react';
import { PaymentRejectedError, useData } from '@/data';
import type { Repository } from '@/data';
import { POSITIVE_AMOUNT_HINT } from './payment-form';

export type PaymentRequest = { studentId: string; installmentId: string; amount: number };
export type PaymentReceipt = { reference: string };

export interface PaymentGateway {
  /** Shown to the payer, e.g. "Simulated payment (no money moves)". */
  name: string;
  /** Resolves once the payment is recorded; rejects with PaymentRejectedError when refused. */
  pay(request: PaymentRequest): Promise<PaymentReceipt>;
}

export const SIMULATED_GATEWAY_NAME = 'Simulated payment (no money moves)';

/**
 * Records the payment through the repository (which checks it against the freshly stored
 * installment) and returns a made-up reference; no money moves.
 */
export function createSimulatedGateway(
  repository: Pick<Repository, 'recordPayment'>,
  makeReference: () => string = () => `SIM-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
): PaymentGateway {
  return {
    name: SIMULATED_GATEWAY_NAME,
    async pay({ studentId, installmentId, amount }) {
      // The repository ignores such an amount silently; a gateway must not hand out a receipt
      // for a payment that recorded nothing.
      if (!(amount > 0)) throw new PaymentRejectedError('not-positive', POSITIVE_AMOUNT_HINT);
      await repository.recordPayment(studentId, installmentId, amount);
      return { reference: makeReference() };
    },
  };
}

/** The portal's gateway, over the repository of the surrounding DataProvider. */
export function usePaymentGateway(): PaymentGateway {
  const repository = useData();
  return useMemo(() => createSimulatedGateway(repository), [repository]);
}
