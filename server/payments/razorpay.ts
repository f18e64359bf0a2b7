// Razorpay behind the provider seam (./provider.ts), over its REST API with fetch: Basic auth with
// the key id and secret, a configurable base URL (tests point it at a local fake on loopback) and
// a time limit on every call. Whatever goes wrong on the way (no answer, an error answer, an
// answer that is not what Razorpay sends) is a ProviderUnavailableError that names the call and
// the status, never a key.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Checkout } from '../../src/data/server';
import { ProviderUnavailableError } from './provider';
import type {
  PaymentProvider,
  ProviderOrder,
  ProviderPayment,
  ProviderRefund,
  ReturnedPayment,
} from './provider';

export const RAZORPAY_BASE_URL = 'https://api.razorpay.com';
/**
 * Razorpay usually answers in well under a second; a payer waits on Pay Now for this at most,
 * and a reconciliation run moves on to the next order.
 */
export const RAZORPAY_TIMEOUT_MS = 10_000;

/** Who the payer is paying, on the provider's page, unless the server names it. */
const DEFAULT_MERCHANT_NAME = 'Sankalp Institute';

export type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl?: string | undefined;
  timeoutMs?: number;
  /** The institute's name on the provider's page. */
  merchantName?: string;
};

/** HMAC-SHA256 as Razorpay signs: lower-case hex. */
export function razorpaySignature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Whether `signature` is the HMAC of `payload`, compared in constant time. */
export function signatureMatches(secret: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(razorpaySignature(secret, payload), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const orderAnswer = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  status: z.enum(['created', 'attempted', 'paid']),
  receipt: z.string().nullish(),
  created_at: z.number(),
});

const paymentAnswer = z.object({
  id: z.string().min(1),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  error_description: z.string().nullish(),
});
const paymentsAnswer = z.object({ items: z.array(paymentAnswer) });

const refundAnswer = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.number().int(),
});

const errorAnswer = z.object({ error: z.object({ description: z.string().optional() }) });

/** A payment as Razorpay sends it (its API's answers and its webhooks' payloads). */
export function providerPaymentOf(value: z.input<typeof paymentAnswer>): ProviderPayment {
  return {
    id: value.id,
    orderId: value.order_id ?? '',
    amountPaise: value.amount,
    status: value.status,
    ...(value.error_description ? { errorDescription: value.error_description } : {}),
  };
}
export { paymentAnswer as razorpayPaymentSchema };

export function createRazorpay(options: RazorpayOptions): PaymentProvider {
  const base = (options.baseUrl ?? RAZORPAY_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? RAZORPAY_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T>(
    what: string,
    method: 'GET' | 'POST',
    path: string,
    answer: z.ZodType<T>,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new ProviderUnavailableError(
        timedOut
          ? `Razorpay did not answer ${what} within ${timeoutMs / 1000} s.`
          : `Razorpay could not be reached for ${what}.`,
      );
    }
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const description = errorAnswer.safeParse(json).data?.error.description;
      throw new ProviderUnavailableError(
        `Razorpay refused ${what} (HTTP ${response.status}${description ? `: ${description}` : ''}).`,
      );
    }
    const parsed = answer.safeParse(json);
    if (!parsed.success) {
      throw new ProviderUnavailableError(`Razorpay's answer to ${what} could not be read.`);
    }
    return parsed.data;
  }

  return {
    name: 'razorpay',
    async createOrder({ amountPaise, receipt, notes }): Promise<ProviderOrder> {
      const order = await call('a new order', 'POST', '/v1/orders', orderAnswer, {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      });
      return {
        id: order.id,
        amountPaise: order.amount,
        status: order.status,
        receipt: order.receipt ?? receipt,
        createdAt: new Date(order.created_at * 1000),
      };
    },
    checkout(order, details): Checkout {
      return {
        action: `${base}/v1/checkout/embedded`,
        fields: {
          key_id: options.keyId,
          order_id: order.id,
          amount: String(order.amountPaise),
          currency: 'INR',
          name: options.merchantName ?? DEFAULT_MERCHANT_NAME,
          description: details.description,
          'prefill[name]': details.name,
          'prefill[email]': details.email,
          callback_url: details.callbackUrl,
          cancel_url: details.cancelUrl,
        },
      };
    },
    async orderPayments(orderId): Promise<ProviderPayment[]> {
      const answer = await call(
        "an order's payments",
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
        paymentsAnswer,
      );
      return answer.items.map((item) => providerPaymentOf({ ...item, order_id: orderId }));
    },
    async refund(paymentId, { amountPaise, notes, idempotencyKey }): Promise<ProviderRefund> {
      const refund = await call(
        'a refund',
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        refundAnswer,
        { amount: amountPaise, notes },
        { 'x-refund-idempotency': idempotencyKey },
      );
      return { id: refund.id, paymentId: refund.payment_id, amountPaise: refund.amount };
    },
    verifyReturn({ orderId, paymentId, signature }: ReturnedPayment): boolean {
      return signatureMatches(options.keySecret, `${orderId}|${paymentId}`, signature);
    },
    verifyWebhook(rawBody, signature): boolean {
      return signatureMatches(options.webhookSecret, rawBody, signature);
    },
  };
}
