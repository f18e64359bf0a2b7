// The seam between the server and whoever moves the money online. The server asks for an order,
// sends the payer to the provider's page, and believes a payment only on the provider's signature
// (the return page's or the webhook's) or on the provider's own answer when it asks (reconciling).
// Razorpay implements it over its REST API (./razorpay.ts), with a configurable base URL so tests
// talk to a local fake on loopback.
import type { Checkout } from '../../src/data/server';

/** Amounts at the provider are in paise, as whole numbers. */
export type ProviderOrder = {
  id: string;
  amountPaise: number;
  /** Razorpay's: created, attempted (a payment was tried), paid. */
  status: 'created' | 'attempted' | 'paid';
  /** Our reference: the payment order's id. */
  receipt: string;
  createdAt: Date;
};

export type ProviderPayment = {
  id: string;
  orderId: string;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** Why it failed, as the provider says it (shown to the student). */
  errorDescription?: string;
};

export type ProviderRefund = { id: string; paymentId: string; amountPaise: number };

/** What the provider's page posts back to the return URL after a successful payment. */
export type ReturnedPayment = { orderId: string; paymentId: string; signature: string };

export interface PaymentProvider {
  readonly name: 'razorpay';
  createOrder(order: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  /** The form that takes the browser to the provider's hosted page for this order. */
  checkout(
    order: Pick<ProviderOrder, 'id' | 'amountPaise'>,
    details: {
      callbackUrl: string;
      cancelUrl: string;
      description: string;
      name: string;
      email: string;
    },
  ): Checkout;
  /** Every payment tried on an order (reconciliation). */
  orderPayments(orderId: string): Promise<ProviderPayment[]>;
  /**
   * Gives back part of a payment. The same `idempotencyKey` with the same amount makes no second
   * refund: the provider answers with the first (Razorpay: the X-Refund-Idempotency header).
   */
  refund(
    paymentId: string,
    refund: { amountPaise: number; notes: Record<string, string>; idempotencyKey: string },
  ): Promise<ProviderRefund>;
  /** HMAC-SHA256 of "order_id|payment_id" with the key secret, compared in constant time. */
  verifyReturn(payment: ReturnedPayment): boolean;
  /** HMAC-SHA256 of the raw body with the webhook secret, compared in constant time. */
  verifyWebhook(rawBody: string, signature: string): boolean;
}

/**
 * The provider could not be reached or answered with an error: nothing was recorded, and the
 * payer or the office is told to try again.
 */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}
