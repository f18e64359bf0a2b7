// The steps the online-payment tests take against a server with the fake Razorpay: a student's
// Pay Now, the payer's browser posting back, a signed webhook, and waiting for the work done
// after a webhook's answer.
import { createHmac, randomUUID } from 'node:crypto';
import { isNull } from 'drizzle-orm';
import type { PaymentOrder, Repository } from '@/data';
import { paymentEvents } from '../../server/db/schema';
import { storedStudent } from '../unit/contract/fixtures';
import { FAKE_WEBHOOK_SECRET } from './fake-razorpay';
import type { FakeRazorpay, ReturnFields } from './fake-razorpay';
import type { TestServer } from './harness';

export const RETURN_PATH = '/api/payments/return/razorpay';
export const WEBHOOK_PATH = '/api/payments/webhook/razorpay';
export const PASSWORD = 'correct horse battery';
export const payer = storedStudent('SANK26120001', {
  id: 'student-a',
  email: 'a@example.com',
  name: 'Asha',
});
export const FIRST_INSTALLMENT = 'SANK26120001-1';

/** The demo's seed for these tests, and the payer signed in. */
export async function payerSignedIn(server: TestServer): Promise<Repository> {
  await server.server.accounts.setPasswordOf('student', payer.id, PASSWORD);
  return (await server.client({ role: 'student', email: payer.email, password: PASSWORD }))
    .repository;
}

/** What the payer's browser posts back from the provider's page (cross-site: no cookie). */
export async function postReturn(server: TestServer, fields: ReturnFields) {
  const response = await fetch(`${server.server.url}${RETURN_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://api.razorpay.com',
      'sec-fetch-site': 'cross-site',
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') };
}

/** A webhook as Razorpay signs it, for the payment the fake took. */
export function webhookFor(
  fake: FakeRazorpay,
  event: 'payment.captured' | 'order.paid' | 'payment.failed',
  paymentId: string,
) {
  const payment = fake.payments.get(paymentId);
  if (!payment) throw new Error(`No fake payment ${paymentId}`);
  const body = JSON.stringify({
    entity: 'event',
    event,
    payload: { payment: { entity: payment } },
    created_at: Math.floor(Date.now() / 1000),
  });
  return {
    body,
    eventId: `evt_${randomUUID()}`,
    signature: createHmac('sha256', FAKE_WEBHOOK_SECRET).update(body).digest('hex'),
  };
}

export async function postWebhook(
  server: TestServer,
  webhook: { body: string; eventId: string; signature: string },
) {
  const response = await fetch(`${server.server.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhook.signature,
      'x-razorpay-event-id': webhook.eventId,
    },
    body: webhook.body,
  });
  return response.status;
}

/** Waits (bounded) for the order to reach a state: webhooks are worked on after their answer. */
export async function orderWhen(
  admin: Repository,
  id: string,
  done: (order: PaymentOrder) => boolean,
): Promise<PaymentOrder> {
  const until = Date.now() + 5000;
  for (;;) {
    const order = await admin.getPaymentOrder(id);
    if (order && done(order)) return order;
    if (Date.now() > until) throw new Error(`Order ${id} stayed ${JSON.stringify(order)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits (bounded) until every stored webhook event has been worked on. */
export async function eventsSettled(server: TestServer) {
  const until = Date.now() + 5000;
  for (;;) {
    const rows = await server.server.database.db
      .select({ eventId: paymentEvents.eventId })
      .from(paymentEvents)
      .where(isNull(paymentEvents.processedAt));
    if (rows.length === 0) return;
    if (Date.now() > until) throw new Error(`${rows.length} webhook events left unprocessed`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
