// The payment provider's two ways into the server, neither with a session: the payer's browser
// coming back from the provider's page (a cross-site form POST carries no SameSite=Lax cookie)
// and the provider's webhook. The provider's signature is their authentication, so they are
// registered before the API's Origin check and session lookup. What they report is recorded by
// the one function that records a provider's payment exactly once (../data/online-payments.ts).
import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { MAX_BODY_BYTES } from '../../src/data/server';
import type { CollectionKey } from '../../src/data/server';
import {
  RAZORPAY_ACTOR,
  RETURN_PATH,
  WEBHOOK_PATH,
  capturedPayment,
  checkReturnedFailure,
  feesPageOf,
  orderOfProviderOrder,
  recordProviderPayment,
} from '../data/online-payments';
import { processProviderEvent, storeProviderEvent } from '../data/provider-events';
import type { PortalData } from '../data/portal-data';
import { ProviderUnavailableError } from '../payments/provider';
import { tooManyTriesMessage } from './rate-limit';
import type { RateLimiter } from './rate-limit';
import { describeError } from './request-log';
import type { LogSink } from './request-log';
import { failure, limitBody } from './responses';
import type { Env } from './responses';

/** A Razorpay webhook is a few kilobytes; this leaves room and bounds what is stored unread. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;

/** What a recorded payment changes, for open pages. */
const PAYMENT_CHANGES: CollectionKey[] = ['paymentOrders', 'payments', 'students', 'auditLog'];

export type PaymentRoutesOptions = {
  data: PortalData;
  rateLimiter: RateLimiter;
  clientIp: (c: Context) => string;
  log: LogSink;
  announce: (keys: readonly CollectionKey[]) => Promise<unknown>;
};

/** The order id Razorpay names in a failed payment's return: a field, or inside a JSON field. */
function failedOrderId(form: Record<string, unknown>): string | undefined {
  const field = form['error[metadata][order_id]'];
  if (typeof field === 'string' && field !== '') return field;
  const metadata = form['error[metadata]'];
  if (typeof metadata !== 'string') return undefined;
  try {
    const orderId = (JSON.parse(metadata) as { order_id?: unknown }).order_id;
    return typeof orderId === 'string' && orderId !== '' ? orderId : undefined;
  } catch {
    return undefined;
  }
}

export function registerPaymentRoutes(
  app: Hono<Env>,
  { data, rateLimiter, clientIp, log, announce }: PaymentRoutesOptions,
) {
  const context = data.as(RAZORPAY_ACTOR).context;
  const { provider } = context;
  const logError = (message: string, error: unknown) =>
    log({ time: new Date().toISOString(), level: 'error', message, error: describeError(error) });
  const notSetUp = (c: Context) =>
    failure(c, 404, { kind: 'not-found', entity: 'route', id: c.req.path });

  // The payer's browser, back from the provider's page: a signed success or a failure, then on
  // to the fee page showing the order (whatever happened: the page says where the order stands).
  app.post(RETURN_PATH, limitBody(MAX_BODY_BYTES), async (c) => {
    if (!provider) return notSetUp(c);
    const limit = rateLimiter.hit('lookups', clientIp(c));
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      return failure(c, 429, {
        kind: 'rate-limited',
        message: tooManyTriesMessage(limit.retryAfterSeconds),
      });
    }
    // A body that is no form (a broken multipart) is a return with nothing in it.
    const form: Record<string, string | File> = await c.req.parseBody().catch(() => ({}));
    const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    const orderId = text('razorpay_order_id');
    const paymentId = text('razorpay_payment_id');
    const signature = text('razorpay_signature');
    if (orderId && paymentId && signature) {
      const order = await orderOfProviderOrder(context, orderId);
      if (order && provider.verifyReturn({ orderId, paymentId, signature })) {
        try {
          // The return carries no amount: the provider says what it captured.
          const captured = await capturedPayment(provider, orderId, paymentId);
          if (captured && (await recordProviderPayment(context, captured)) !== 'unknown-order') {
            void announce(PAYMENT_CHANGES);
          }
        } catch (error) {
          if (!(error instanceof ProviderUnavailableError)) throw error;
          // The webhook or the next reconciliation records it; the page shows it not confirmed.
          logError('The provider could not confirm a returned payment.', error);
        }
      }
      return c.redirect(order ? feesPageOf(order.id) : '/student/fees', 303);
    }
    // A failure comes back unsigned: only its order id is used, as a hint to ask the provider.
    const failedOrder = failedOrderId(form);
    const order = failedOrder ? await orderOfProviderOrder(context, failedOrder) : undefined;
    if (failedOrder && order) {
      try {
        await checkReturnedFailure(context, failedOrder);
        void announce(PAYMENT_CHANGES);
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        // The signed webhook or the next reconciliation says what happened.
        logError('The provider could not confirm a returned payment failure.', error);
      }
      return c.redirect(feesPageOf(order.id), 303);
    }
    return c.redirect('/student/fees', 303);
  });

  // The provider's webhook: verified over the raw bytes before anything is parsed, stored first
  // (a repeat is answered and ignored), answered at once, and worked on after the answer.
  app.post(WEBHOOK_PATH, limitBody(MAX_WEBHOOK_BYTES), async (c) => {
    if (!provider) return notSetUp(c);
    const rawBody = await c.req.text();
    const signature = c.req.header('x-razorpay-signature') ?? '';
    if (!provider.verifyWebhook(rawBody, signature)) {
      return failure(c, 400, {
        kind: 'validation',
        entity: 'webhook',
        issues: [{ path: 'X-Razorpay-Signature', message: 'The signature does not match.' }],
      });
    }
    // Razorpay always names its event; a body's hash stands in for one that does not.
    const eventId =
      c.req.header('x-razorpay-event-id') ||
      `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
    if (await storeProviderEvent(context, eventId, rawBody)) {
      processProviderEvent(context, eventId).then(
        () => announce(PAYMENT_CHANGES),
        // Left unprocessed: reconciliation asks the provider and records the payment.
        (error: unknown) => logError('A payment webhook could not be processed.', error),
      );
    }
    return c.json({ received: true });
  });
}
