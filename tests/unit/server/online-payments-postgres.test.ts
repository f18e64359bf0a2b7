// @vitest-environment node
// Two servers on one PostgreSQL (Debian's, started in a temp folder) receiving the same webhook
// at once, and the other event of the same payment on the other server: one payment.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeRazorpay } from '../../server/fake-razorpay';
import type { FakeRazorpay } from '../../server/fake-razorpay';
import { ADMIN, startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import {
  FIRST_INSTALLMENT,
  eventsSettled,
  orderWhen,
  payer,
  payerSignedIn,
  postReturn,
  postWebhook,
  webhookFor,
} from '../../server/online-payment-steps';

let fake: FakeRazorpay;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  first = await startTestServer('postgres', { razorpay: (url) => fake.config(url) });
  second = await startTestServer('postgres', {
    databaseUrl: first.databaseUrl!,
    razorpay: (url) => fake.config(url),
  });
}, 120_000);
afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await fake?.stop();
});

test('the same webhook on two servers at once, the other event and the return page too: one payment', async () => {
  await first.reset({ students: [payer] });
  fake.controls.dropWebhooks = true;
  const student = await payerSignedIn(first);
  const admin = (await second.client({ role: 'admin', ...ADMIN })).repository;
  const { order } = await student.startOnlinePayment({
    studentId: payer.id,
    installmentId: FIRST_INSTALLMENT,
    amount: 40000,
  });
  const fields = await fake.pay(order.provider!.orderId);
  const captured = webhookFor(fake, 'payment.captured', fields.razorpay_payment_id!);
  const paid = webhookFor(fake, 'order.paid', fields.razorpay_payment_id!);
  const answers = await Promise.all([
    postWebhook(first, captured),
    postWebhook(second, captured),
    postWebhook(first, paid),
    postWebhook(second, paid),
    postReturn(second, fields).then((answer) => answer.status),
  ]);
  expect(answers).toEqual([200, 200, 200, 200, 303]);
  await orderWhen(admin, order.id, (stored) => stored.status === 'Paid');
  await eventsSettled(first);
  expect(await admin.listPayments({ studentId: payer.id })).toHaveLength(1);
  expect(await admin.reconcilePayments()).toMatchObject({ recorded: 0 });
});
