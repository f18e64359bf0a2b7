// @vitest-environment node
// Online payments through Razorpay, against a local fake of it on loopback (tests/server/
// fake-razorpay.ts) and the real server over PGlite: the return page's signature, the webhook
// (stored first, repeats ignored), a payment recorded exactly once whoever reports it first,
// reconciliation of a lost webhook, an amount that differs, the provider down, and refunds
// through the client.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DataValidationError, TooManyTriesError, newRefundRequestId } from '@/data';
import type { Repository } from '@/data';
import { HttpError } from '@/data/adapters/http';
import { startFakeRazorpay } from '../../server/fake-razorpay';
import type { FakeRazorpay } from '../../server/fake-razorpay';
import { REPLACED_ORDER_REASON } from '../../../server/data/online-payments';
import { DEFAULT_PAYMENTS_PER_WINDOW } from '../../../server/http/rate-limit';
import { ADMIN, startTestServer } from '../../server/harness';
import { storedStudent } from '../contract/fixtures';
import type { TestServer } from '../../server/harness';
import {
  FIRST_INSTALLMENT,
  PASSWORD,
  eventsSettled,
  orderWhen,
  payer,
  payerSignedIn,
  postReturn,
  postWebhook,
  webhookFor,
  WEBHOOK_PATH,
} from '../../server/online-payment-steps';

let fake: FakeRazorpay;
let server: TestServer;
let student: Repository;
let admin: Repository;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  server = await startTestServer('pglite', { razorpay: (publicUrl) => fake.config(publicUrl) });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await fake?.stop();
});

beforeEach(async () => {
  fake.reset();
  fake.setWebhookUrl(`${server.server.url}${WEBHOOK_PATH}`);
  server.setClock(() => new Date());
  await server.reset({ students: [payer] });
  await server.server.database.db.execute(sql`truncate table payment_events`);
  student = await payerSignedIn(server);
  admin = (await server.client({ role: 'admin', ...ADMIN })).repository;
});

async function payNow(amount = 40000, installmentId = FIRST_INSTALLMENT) {
  const started = await student.startOnlinePayment({
    studentId: payer.id,
    installmentId,
    amount,
  });
  return { ...started, providerOrderId: started.order.provider!.orderId };
}

const HOUR = 60 * 60 * 1000;

/** The templates of the messages queued so far (one row per channel). */
async function queuedTemplates(): Promise<string[]> {
  const queued = await server.server.database.db.execute(sql`select template from outbox_messages`);
  return (queued as unknown as { rows: Array<{ template: string }> }).rows.map(
    (row) => row.template,
  );
}
const SECOND_INSTALLMENT = 'SANK26120001-2';
const paymentsOfPayer = () => admin.listPayments({ studentId: payer.id });

describe('Pay Now', () => {
  test('makes a Pending order and the provider order (our id as its receipt), and the form to its page', async () => {
    const { order, checkout, providerOrderId } = await payNow(15000);
    expect(order).toMatchObject({ method: 'Gateway', status: 'Pending', amount: 15000 });
    expect(fake.orders.get(providerOrderId)).toMatchObject({
      amount: 1_500_000,
      receipt: order.id,
    });
    expect(checkout.action).toBe(`${fake.url}/v1/checkout/embedded`);
    expect(checkout.fields).toMatchObject({
      key_id: 'rzp_test_fakekey',
      order_id: providerOrderId,
      amount: '1500000',
      currency: 'INR',
      'prefill[email]': payer.email,
      callback_url: `${server.server.url}/api/payments/return/razorpay`,
      cancel_url: `${server.server.url}/student/fees?order=${order.id}`,
    });
    expect(Object.values(checkout.fields).join(' ')).not.toContain('fake-key-secret');
    expect(await paymentsOfPayer()).toEqual([]);
  });

  test('Pay Now again on an installment while its order is pending goes back to that order', async () => {
    const first = await payNow(15000);
    const again = await payNow(15000);
    expect(again.order).toEqual(first.order);
    expect(again.checkout).toEqual(first.checkout);
    expect(fake.orders.size).toBe(1);
    expect(await admin.listPaymentOrders()).toEqual([first.order]);
    // Another installment has its own order.
    const other = await payNow(15000, SECOND_INSTALLMENT);
    expect(other.order.id).not.toBe(first.order.id);
    // Another amount replaces the open order: one stays open per installment.
    const changed = await payNow(20000);
    expect(changed.order).toMatchObject({ status: 'Pending', amount: 20000 });
    expect(await admin.getPaymentOrder(first.order.id)).toMatchObject({
      status: 'Expired',
      reason: REPLACED_ORDER_REASON,
    });
    // A payment on the replaced order after all is still recorded.
    await fake.pay(first.providerOrderId);
    await eventsSettled(server);
    expect(await admin.getPaymentOrder(first.order.id)).toMatchObject({ status: 'Paid' });
  });

  test('Pay Now and UPI claims are limited per student: past the cap, 429 and a clear message', async () => {
    const other = storedStudent('SANK26120002', { id: 'student-b', email: 'b@example.com' });
    await server.reset({ students: [payer, other] });
    await server.server.accounts.setPasswordOf('student', payer.id, PASSWORD);
    await server.server.accounts.setPasswordOf('student', other.id, PASSWORD);
    const payerClient = await server.client({
      role: 'student',
      email: payer.email,
      password: PASSWORD,
    });
    student = payerClient.repository;
    const otherStudent = (
      await server.client({ role: 'student', email: other.email, password: PASSWORD })
    ).repository;
    // Every request counts, refused or not (here: more than remains, and no UPI ID set).
    for (let tries = 0; tries < DEFAULT_PAYMENTS_PER_WINDOW / 2; tries += 1) {
      await expect(payNow(50000)).rejects.toMatchObject({ reason: 'over-limit' });
      await expect(
        student.submitUpiPayment({
          studentId: payer.id,
          installmentId: FIRST_INSTALLMENT,
          amount: 50000,
          utr: '400012345678',
        }),
      ).rejects.toBeInstanceOf(DataValidationError);
    }
    const refused = payNow(15000);
    await expect(refused).rejects.toBeInstanceOf(TooManyTriesError);
    const raw = await payerClient.fetch(`${server.server.url}/api/payment-orders/upi`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    await expect(refused).rejects.toThrow(
      /^Too many payments started in a short time\. Wait \d+ minutes? and try again\.$/,
    );
    expect(await admin.listPaymentOrders()).toEqual([]);
    // Another student on the same network is not held back.
    await expect(
      otherStudent.startOnlinePayment({
        studentId: other.id,
        installmentId: 'SANK26120002-1',
        amount: 15000,
      }),
    ).resolves.toMatchObject({ order: { status: 'Pending' } });
  });

  test('refuses what the student may not pay online (more than remains), making no order', async () => {
    await expect(payNow(50000)).rejects.toMatchObject({ reason: 'over-limit' });
    expect(await admin.listPaymentOrders()).toEqual([]);
    expect(fake.orders.size).toBe(0);
  });

  test('provider down: a clear message, the order Failed with why, nothing recorded', async () => {
    fake.controls.down = true;
    const attempt = payNow();
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({
      status: 503,
      message:
        'Online payment is not available right now. Try again in a few minutes, or pay by another way.',
    });
    const [order] = await admin.listPaymentOrders();
    expect(order).toMatchObject({ status: 'Failed' });
    expect(order?.reason).toContain('Nothing was charged');
    expect(await paymentsOfPayer()).toEqual([]);
    const stored = await admin.getStudent(payer.id);
    expect(stored?.feeDetails.installments[0]).toMatchObject({ paidAmount: 0 });
  });
});

describe('the return page', () => {
  test('signature right: the payment is recorded once, with a receipt, and the payer lands on the order', async () => {
    fake.controls.dropWebhooks = true;
    const { order, providerOrderId } = await payNow();
    const fields = await fake.pay(providerOrderId);
    const answer = await postReturn(server, fields);
    expect(answer).toEqual({ status: 303, location: `/student/fees?order=${order.id}` });
    const paid = await admin.getPaymentOrder(order.id);
    const [payment] = await paymentsOfPayer();
    expect(paid).toMatchObject({
      status: 'Paid',
      paymentId: payment!.id,
      provider: {
        orderId: providerOrderId,
        paymentId: fields.razorpay_payment_id,
        paidAmount: 40000,
      },
    });
    expect(payment).toMatchObject({
      amount: 40000,
      mode: 'Online',
      reference: fields.razorpay_payment_id,
      receivedBy: 'Online payment (Razorpay)',
      status: 'Valid',
    });
    expect(payment!.receiptNo).toMatch(/^SANK\//);
    // The payer's browser posting again (back button, a second tab) records nothing more.
    await postReturn(server, fields);
    expect(await paymentsOfPayer()).toHaveLength(1);
  });

  test('one byte of the signature changed: refused, nothing recorded, the order still Pending', async () => {
    fake.controls.dropWebhooks = true;
    const { order, providerOrderId } = await payNow();
    const fields = await fake.pay(providerOrderId);
    const signature = fields.razorpay_signature!;
    const forged = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const answer = await postReturn(server, { ...fields, razorpay_signature: forged });
    expect(answer).toEqual({ status: 303, location: `/student/fees?order=${order.id}` });
    expect(await admin.getPaymentOrder(order.id)).toMatchObject({ status: 'Pending' });
    expect(await paymentsOfPayer()).toEqual([]);
  });

  test('a failed payment: the order Failed with the provider’s description, told by the webhook only', async () => {
    fake.controls.dropWebhooks = true;
    const { order, providerOrderId } = await payNow();
    const failed = await fake.fail(providerOrderId);
    const answer = await postReturn(server, failed);
    expect(answer.location).toBe(`/student/fees?order=${order.id}`);
    expect(await admin.getPaymentOrder(order.id)).toMatchObject({
      status: 'Failed',
      reason: 'Your payment was declined by the bank (test).',
    });
    expect(await queuedTemplates()).toEqual([]);
    // The signed payment.failed tells the student, once.
    const { payment_id: paymentId } = JSON.parse(failed['error[metadata]']!) as {
      payment_id: string;
    };
    await postWebhook(server, webhookFor(fake, 'payment.failed', paymentId));
    await eventsSettled(server);
    expect(new Set(await queuedTemplates())).toEqual(new Set(['payment-failed']));
  });

  test('an unsigned failure with its own description: Razorpay’s answer decides, and nothing is sent', async () => {
    fake.controls.dropWebhooks = true;
    const { order, providerOrderId } = await payNow();
    const forged = {
      'error[metadata][order_id]': providerOrderId,
      'error[description]': 'Pay again at http://pay.example to keep your seat',
    };
    // Nothing failed at Razorpay: the order stays Pending.
    expect((await postReturn(server, forged)).location).toBe(`/student/fees?order=${order.id}`);
    expect(await admin.getPaymentOrder(order.id)).toMatchObject({ status: 'Pending' });
    expect(await admin.getPaymentOrder(order.id)).not.toHaveProperty('reason');
    // A payment did fail at Razorpay: its reason, not the form's, and still no message.
    await fake.fail(providerOrderId);
    await postReturn(server, forged);
    expect(await admin.getPaymentOrder(order.id)).toMatchObject({
      status: 'Failed',
      reason: 'Your payment was declined by the bank (test).',
    });
    expect(await queuedTemplates()).toEqual([]);
    // The payer paid after all: Razorpay's captured payment is recorded.
    await fake.pay(providerOrderId);
    await postReturn(server, forged);
    expect(await admin.getPaymentOrder(order.id)).toMatchObject({ status: 'Paid' });
    expect(await paymentsOfPayer()).toHaveLength(1);
  });

  test('an unsigned failure while Razorpay is down changes nothing', async () => {
    fake.controls.dropWebhooks = true;
    const { order, providerOrderId } = await payNow();
    await fake.fail(providerOrderId);
    fake.controls.down = true;
    const answer = await postReturn(server, {
      'error[metadata][order_id]': providerOrderId,
      'error[description]': 'Declined',
    });
    expect(answer.location).toBe(`/student/fees?order=${order.id}`);
    expect(await admin.getPaymentOrder(order.id)).toMatchObject({ status: 'Pending' });
    expect(await queuedTemplates()).toEqual([]);
  });
});

describe('the webhook', () => {
  test('one byte of the body changed: refused (400), nothing stored or recorded', async () => {
    fake.controls.dropWebhooks = true;
    const { order, providerOrderId } = await payNow();
    const { razorpay_payment_id: paymentId } = await fake.pay(providerOrderId);
    const webhook = webhookFor(fake, 'payment.captured', paymentId!);
    const tampered = { ...webhook, body: webhook.body.replace('"captured"', '"capturee"') };
    expect(await postWebhook(server, tampered)).toBe(400);
    const stored = await server.server.database.db.execute(sql`select * from payment_events`);
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(await admin.getPaymentOrder(order.id)).toMatchObject({ status: 'Pending' });
  });

  test('payment.captured and order.paid, each sent twice: one payment', async () => {
    fake.controls.duplicateWebhooks = true;
    const { order, providerOrderId } = await payNow();
    await fake.pay(providerOrderId);
    expect(fake.sentWebhooks.map((sent) => sent.status)).toEqual([200, 200, 200, 200]);
    await orderWhen(admin, order.id, (stored) => stored.status === 'Paid');
    await eventsSettled(server);
    expect(await paymentsOfPayer()).toHaveLength(1);
  });

  test('the return page and the webhooks at the same moment: one payment', async () => {
    fake.controls.dropWebhooks = true;
    const { order, providerOrderId } = await payNow();
    const fields = await fake.pay(providerOrderId);
    const paymentId = fields.razorpay_payment_id!;
    await Promise.all([
      postReturn(server, fields),
      postWebhook(server, webhookFor(fake, 'payment.captured', paymentId)),
      postWebhook(server, webhookFor(fake, 'order.paid', paymentId)),
      postReturn(server, fields),
    ]);
    await orderWhen(admin, order.id, (stored) => stored.status === 'Paid');
    await eventsSettled(server);
    expect(await paymentsOfPayer()).toHaveLength(1);
  });

  test('payment.failed fails a Pending order but never a Paid one', async () => {
    fake.controls.dropWebhooks = true;
    const { order, providerOrderId } = await payNow();
    const failed = await fake.fail(providerOrderId);
    const failedPayment = JSON.parse(failed['error[metadata]']!) as { payment_id: string };
    expect(
      await postWebhook(server, webhookFor(fake, 'payment.failed', failedPayment.payment_id)),
    ).toBe(200);
    await orderWhen(admin, order.id, (stored) => stored.status === 'Failed');
    // The payer tries again on the same order and pays: money that arrived ends Paid.
    const fields = await fake.pay(providerOrderId);
    await postReturn(server, fields);
    expect(await admin.getPaymentOrder(order.id)).toMatchObject({ status: 'Paid' });
    expect(
      await postWebhook(server, webhookFor(fake, 'payment.failed', failedPayment.payment_id)),
    ).toBe(200);
    await eventsSettled(server);
    expect(await admin.getPaymentOrder(order.id)).toMatchObject({ status: 'Paid' });
  });

  test('an amount that differs: Needs review with the reason, not recorded as paid', async () => {
    fake.controls.capturedAmountPaise = 3_000_000;
    const { order, providerOrderId } = await payNow();
    await fake.pay(providerOrderId);
    const flagged = await orderWhen(admin, order.id, (stored) => stored.status === 'Needs review');
    expect(flagged.reason).toBe('The provider took ₹30,000, the order was for ₹40,000.');
    expect(flagged.paymentId).toBeUndefined();
    await eventsSettled(server);
    expect(await paymentsOfPayer()).toEqual([]);
    expect(await admin.listPaymentsToReconcile()).toEqual([
      { kind: 'amount-differs', order: flagged, detail: flagged.reason },
    ]);
  });

  test('the installment paid at the office meanwhile: Needs review, the ledger unchanged', async () => {
    const { order, providerOrderId } = await payNow();
    await admin.recordPayment({
      studentId: payer.id,
      installmentId: FIRST_INSTALLMENT,
      amount: 40000,
      mode: 'Cash',
      reference: '',
      receivedBy: 'Admin',
    });
    await fake.pay(providerOrderId);
    const flagged = await orderWhen(admin, order.id, (stored) => stored.status === 'Needs review');
    expect(flagged.reason).toMatch(/^The provider took ₹40,000, but the ledger could not take it/);
    await eventsSettled(server);
    expect(await paymentsOfPayer()).toHaveLength(1);
    const [line] = await admin.listPaymentsToReconcile();
    expect(line).toMatchObject({ kind: 'paid-not-recorded', order: { id: order.id } });
  });
});

describe('reconciliation', () => {
  test('a webhook lost and the tab closed: reconciliation records the payment, once', async () => {
    fake.controls.dropWebhooks = true;
    const { order, providerOrderId } = await payNow();
    await fake.pay(providerOrderId);
    expect(await admin.getPaymentOrder(order.id)).toMatchObject({ status: 'Pending' });
    expect(await admin.reconcilePayments()).toEqual({
      checked: 1,
      recorded: 1,
      needsReview: 0,
      expired: 0,
    });
    expect(await admin.getPaymentOrder(order.id)).toMatchObject({ status: 'Paid' });
    expect(await paymentsOfPayer()).toHaveLength(1);
    expect(await admin.reconcilePayments()).toEqual({
      checked: 0,
      recorded: 0,
      needsReview: 0,
      expired: 0,
    });
  });

  test('an order nobody paid for a day is Expired; a younger one is left Pending', async () => {
    const start = Date.now();
    const { order } = await payNow(1000);
    server.setClock(() => new Date(start + 2 * HOUR));
    const young = await payNow(2000, SECOND_INSTALLMENT);
    server.setClock(() => new Date(start + 25 * HOUR));
    expect(await admin.reconcilePayments()).toEqual({
      checked: 2,
      recorded: 0,
      needsReview: 0,
      expired: 1,
    });
    expect(await admin.getPaymentOrder(order.id)).toMatchObject({ status: 'Expired' });
    expect(await admin.getPaymentOrder(young.order.id)).toMatchObject({ status: 'Pending' });
  });

  test('the provider down: the office is told, nothing changes', async () => {
    const { order } = await payNow();
    fake.controls.down = true;
    await expect(admin.reconcilePayments()).rejects.toMatchObject({ status: 503 });
    expect(await admin.getPaymentOrder(order.id)).toMatchObject({ status: 'Pending' });
  });

  test('a payment recorded as Online with no paid order at the provider is listed', async () => {
    await admin.recordPayment({
      studentId: payer.id,
      installmentId: FIRST_INSTALLMENT,
      amount: 500,
      mode: 'Online',
      reference: 'pay_unknown',
      receivedBy: 'Admin',
    });
    const [line] = await admin.listPaymentsToReconcile();
    expect(line).toMatchObject({
      kind: 'recorded-without-provider',
      payment: { reference: 'pay_unknown' },
    });
  });

  test('only the office may reconcile', async () => {
    await expect(student.reconcilePayments()).rejects.toMatchObject({ status: 403 });
  });
});

describe('refunds', () => {
  test('the office refunds a payment taken online: Razorpay first, then a credit note', async () => {
    fake.controls.dropWebhooks = true;
    const { providerOrderId } = await payNow();
    const fields = await fake.pay(providerOrderId);
    await postReturn(server, fields);
    const [payment] = await paymentsOfPayer();

    const refund = await admin.refundPayment(payment!.id, {
      requestId: newRefundRequestId(),
      amount: 1000,
      reason: 'Paid twice by mistake',
    });
    expect(refund).toMatchObject({
      mode: 'Refund',
      amount: 1000,
      receiptNo: null,
      refund: { of: payment!.id, providerRefundId: expect.stringMatching(/^rfnd_/) },
    });
    expect(refund.refund!.creditNoteNo).toMatch(/^SANK\/CN\/\d{4}-\d{2}\/000001$/);
    const [installment] = (await admin.getStudent(payer.id))!.feeDetails.installments;
    expect(installment).toMatchObject({ paidAmount: 39000, status: 'Partial' });
    // More than is left is refused by the portal before Razorpay is asked.
    await expect(
      admin.refundPayment(payment!.id, {
        requestId: newRefundRequestId(),
        amount: 39001,
        reason: 'Too much',
      }),
    ).rejects.toThrow();
    expect(await paymentsOfPayer()).toHaveLength(2);
  });

  test('a refund asked twice at once (a double click) is made once at Razorpay and recorded once', async () => {
    fake.controls.dropWebhooks = true;
    const { providerOrderId } = await payNow();
    const fields = await fake.pay(providerOrderId);
    await postReturn(server, fields);
    const [payment] = await paymentsOfPayer();
    const request = {
      requestId: newRefundRequestId(),
      amount: 5000,
      reason: 'Paid twice by mistake',
    };
    const [first, second] = await Promise.all([
      admin.refundPayment(payment!.id, request),
      admin.refundPayment(payment!.id, request),
    ]);
    expect(second).toEqual(first);
    expect(fake.refundCalls).toHaveLength(1);
    expect(fake.payments.get(fields.razorpay_payment_id!)?.amount_refunded).toBe(500_000);
    expect(await paymentsOfPayer()).toHaveLength(2);
    // A new request for the same amount once the first is recorded is a new refund.
    const later = await admin.refundPayment(payment!.id, {
      ...request,
      requestId: newRefundRequestId(),
    });
    expect(later.id).not.toBe(first.id);
    expect(fake.payments.get(fields.razorpay_payment_id!)?.amount_refunded).toBe(1_000_000);
  });

  test('a refund request sent again (a retry after a timeout) answers with its first credit note', async () => {
    fake.controls.dropWebhooks = true;
    const { providerOrderId } = await payNow();
    const fields = await fake.pay(providerOrderId);
    await postReturn(server, fields);
    const [payment] = await paymentsOfPayer();
    const request = { requestId: newRefundRequestId(), amount: 1000, reason: 'Paid twice' };
    const first = await admin.refundPayment(payment!.id, request);
    const again = await admin.refundPayment(payment!.id, request);
    expect(again).toEqual(first);
    expect(fake.refundCalls).toHaveLength(1);
    expect(fake.payments.get(fields.razorpay_payment_id!)?.amount_refunded).toBe(100_000);
    const refunds = (await paymentsOfPayer()).filter((entry) => entry.mode === 'Refund');
    expect(refunds.map((refund) => refund.refund?.creditNoteNo)).toEqual([
      first.refund?.creditNoteNo,
    ]);
  });

  test('Razorpay down: the office is told, and nothing is refunded or recorded', async () => {
    fake.controls.dropWebhooks = true;
    const { providerOrderId } = await payNow();
    await postReturn(server, await fake.pay(providerOrderId));
    const [payment] = await paymentsOfPayer();
    fake.controls.down = true;
    await expect(
      admin.refundPayment(payment!.id, {
        requestId: newRefundRequestId(),
        amount: 1000,
        reason: 'Paid twice by mistake',
      }),
    ).rejects.toThrow(/Razorpay/);
    fake.controls.down = false;
    expect(await paymentsOfPayer()).toHaveLength(1);
  });
});

test('(fuzz) an online payment under ₹1 is refused with 400 before the provider is asked', async () => {
  await expect(payNow(0.5)).rejects.toMatchObject({
    issues: [{ path: 'amount', message: 'Pay at least ₹1 online.' }],
  });
  expect([await admin.listPaymentOrders(), fake.orders.size]).toEqual([[], 0]);
});

test('(fuzz) a return whose body is a broken form goes to the fee page, not a 500', async () => {
  const response = await fetch(`${server.server.url}/api/payments/return/razorpay`, {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body: 'a=1&b=2',
    redirect: 'manual',
  });
  expect([response.status, response.headers.get('location')]).toEqual([303, '/student/fees']);
});
