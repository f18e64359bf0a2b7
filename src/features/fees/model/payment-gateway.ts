// The seam between the student's Pay Now and whoever moves the money. Today only the simulated
// gateway exists: the portal has no payment provider, so it records the payment and moves nothing.
// A real provider would implement the same interface and record the payment once it confirms.
import { useMemo } from 'react';
import { useData } from '@/data';
import { SERVER_MODE } from '@/data/data-mode';
import type { Payment, Repository } from '@/data';

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

/** Who can take a student's payment online: the simulated gateway, or no one. */
export type OnlinePayments = 'simulated' | 'none';

/**
 * This build's online payments, decided here once: the browser-only demo has its simulated Pay
 * Now; server mode has none, because a payment there may be recorded only when a payment
 * provider confirms it on the server (issue 24), so the office records every payment.
 */
export const ONLINE_PAYMENTS: OnlinePayments = SERVER_MODE ? 'none' : 'simulated';

/**
 * The gateway that takes a student's payment, over the repository of the surrounding
 * DataProvider; null when no one can (the student pays the office, which records it).
 */
export function usePaymentGateway(
  onlinePayments: OnlinePayments = ONLINE_PAYMENTS,
): PaymentGateway | null {
  const repository = useData();
  return useMemo(
    () => (onlinePayments === 'simulated' ? createSimulatedGateway(repository) : null),
    [onlinePayments, repository],
  );
}
