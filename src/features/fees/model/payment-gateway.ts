// The browser-only demo's Pay Now: a simulated gateway that records the payment and moves no
// money. A real provider (Razorpay, server mode) records a payment only on the server, once it
// confirms it (startOnlinePayment, ./checkout.ts); which one applies is getPaymentOptions' answer.
import { useMemo } from 'react';
import { useData } from '@/data';
import type { Payment, PaymentOptions, Repository } from '@/data';

export type OnlinePaymentRequest = {
  studentId: string;
  installmentId: string;
  amount: number;
  /** The student paying, as the ledger's "received by". */
  paidBy: string;
};

export interface PaymentGateway {
  /** Shown to the payer, e.g. "Simulated payment (no money moves)". */
  name: string;
  /** Resolves with the receipt once recorded; rejects with PaymentRejectedError when refused. */
  pay(request: OnlinePaymentRequest): Promise<Payment>;
}

export const SIMULATED_GATEWAY_NAME = 'Simulated payment (no money moves)';

/**
 * Records an Online payment with a made-up transaction reference, through the same repository
 * operation as the admin's Record Payment; no money moves.
 */
export function createSimulatedGateway(
  repository: Pick<Repository, 'recordPayment'>,
  makeReference: () => string = () => `SIM-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
): PaymentGateway {
  return {
    name: SIMULATED_GATEWAY_NAME,
    pay: ({ studentId, installmentId, amount, paidBy }) =>
      repository.recordPayment({
        studentId,
        installmentId,
        amount,
        mode: 'Online',
        reference: makeReference(),
        receivedBy: paidBy,
      }),
  };
}

/**
 * The browser-only demo's simulated gateway over the repository of the surrounding DataProvider,
 * when the payment options name it ('simulated'); null otherwise (Razorpay is reached through
 * startOnlinePayment, and with no provider the student pays the office, which records it).
 */
export function usePaymentGateway(
  online: PaymentOptions['online'] | undefined,
): PaymentGateway | null {
  const repository = useData();
  return useMemo(
    () => (online === 'simulated' ? createSimulatedGateway(repository) : null),
    [online, repository],
  );
}
