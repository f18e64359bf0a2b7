// @vitest-environment node
// The Razorpay client on its own: signatures compared in constant time (any length), and a
// provider that is slow, down or refuses becomes ProviderUnavailableError naming no secret.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ProviderUnavailableError } from '../../../server/payments/provider';
import { createRazorpay, razorpaySignature } from '../../../server/payments/razorpay';

const SECRET = 'key-secret-never-shown';
const WEBHOOK_SECRET = 'webhook-secret-never-shown';
let silentUrl: string;
const silent = createServer(() => undefined);

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(() => {
  silent.closeAllConnections();
  silent.close();
});

const client = (baseUrl: string, timeoutMs = 200) =>
  createRazorpay({
    keyId: 'rzp_test_x',
    keySecret: SECRET,
    webhookSecret: WEBHOOK_SECRET,
    baseUrl,
    timeoutMs,
  });

test('the return signature is HMAC-SHA256 of "order|payment" with the key secret', () => {
  const razorpay = client(silentUrl);
  const signature = razorpaySignature(SECRET, 'order_1|pay_1');
  expect(razorpay.verifyReturn({ orderId: 'order_1', paymentId: 'pay_1', signature })).toBe(true);
  expect(razorpay.verifyReturn({ orderId: 'order_1', paymentId: 'pay_2', signature })).toBe(false);
  expect(
    razorpay.verifyReturn({ orderId: 'order_1', paymentId: 'pay_1', signature: 'short' }),
  ).toBe(false);
  expect(razorpay.verifyReturn({ orderId: 'order_1', paymentId: 'pay_1', signature: '' })).toBe(
    false,
  );
});

test('the webhook signature is over the raw body with the webhook secret', () => {
  const razorpay = client(silentUrl);
  const body = '{"event":"payment.captured"}';
  expect(razorpay.verifyWebhook(body, razorpaySignature(WEBHOOK_SECRET, body))).toBe(true);
  expect(razorpay.verifyWebhook(`${body} `, razorpaySignature(WEBHOOK_SECRET, body))).toBe(false);
  expect(razorpay.verifyWebhook(body, razorpaySignature(SECRET, body))).toBe(false);
});

test('no answer within the time limit: ProviderUnavailableError, no secret in the message', async () => {
  const attempt = client(silentUrl).orderPayments('order_1');
  await expect(attempt).rejects.toBeInstanceOf(ProviderUnavailableError);
  await expect(attempt).rejects.toThrow(
    "Razorpay did not answer an order's payments within 0.2 s.",
  );
});

test('nobody listening: ProviderUnavailableError', async () => {
  const attempt = client('http://127.0.0.1:9').createOrder({
    amountPaise: 100,
    receipt: 'r',
    notes: {},
  });
  await expect(attempt).rejects.toThrow('Razorpay could not be reached for a new order.');
});

test('the checkout is a form to the provider’s hosted page, with the key id and never the secret', () => {
  const checkout = client('https://api.razorpay.com/').checkout(
    { id: 'order_1', amountPaise: 150000 },
    {
      callbackUrl: 'https://portal/cb',
      cancelUrl: 'https://portal/fees',
      description: 'Fee',
      name: 'Asha',
      email: 'a@example.com',
    },
  );
  expect(checkout.action).toBe('https://api.razorpay.com/v1/checkout/embedded');
  expect(checkout.fields).toMatchObject({
    key_id: 'rzp_test_x',
    order_id: 'order_1',
    amount: '150000',
  });
  expect(JSON.stringify(checkout)).not.toContain(SECRET);
});
