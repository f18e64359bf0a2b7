// @vitest-environment node
// Refunds on the server: a payment the provider took goes back through the provider first (in
// paise), and the ledger records the refund only once the provider has made it. The provider here
// is a small double of the PaymentProvider interface; the fake Razorpay on loopback can take its
// place in `provider` below.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { PaymentRejectedError, newRefundRequestId } from '@/data';
import type { Payment, PaymentOrder } from '@/data';
import { paymentOrderRow } from '../../../server/data/context';
import { createPortalData, seedDatabase } from '../../../server/data/portal-data';
import type { PortalData } from '../../../server/data/portal-data';
import { NO_PROVIDER_MESSAGE } from '../../../server/data/refunds';
import { openDatabase } from '../../../server/db/open';
import type { Database } from '../../../server/db/open';
import * as t from '../../../server/db/schema';
import { ProviderUnavailableError } from '../../../server/payments/provider';
import type { PaymentProvider, ProviderRefund } from '../../../server/payments/provider';
import { createClock, storedStudent } from '../contract/fixtures';

/** The provider's side of a refund: what it was asked, and whether it is down. */
function providerDouble() {
  const refunds: Array<{ paymentId: string; amountPaise: number; notes: Record<string, string> }> =
    [];
  const state = { down: false };
  const notUsed = () => {
    throw new Error('not used by refunds');
  };
  const provider: PaymentProvider = {
    name: 'razorpay',
    createOrder: notUsed,
    checkout: notUsed,
    orderPayments: notUsed,
    verifyReturn: notUsed,
    verifyWebhook: notUsed,
    async refund(paymentId, refund): Promise<ProviderRefund> {
      if (state.down) throw new ProviderUnavailableError('the provider did not answer');
      refunds.push({ paymentId, ...refund });
      return { id: `rfnd_${refunds.length}`, paymentId, amountPaise: refund.amountPaise };
    },
  };
  return { provider, refunds, state };
}

const ADMIN = { id: 'admin', name: 'Asha (office)', role: 'admin' as const };
const student = storedStudent('SANK26120001');

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
}, 60_000);
afterAll(() => database.close());

let double: ReturnType<typeof providerDouble>;
let data: PortalData;
let paid: Payment;

/** An Online payment the provider took (its order Paid, naming the provider's payment id). */
async function paidThroughProvider(amount: number): Promise<Payment> {
  const payment = await data.recordPayment({
    studentId: student.id,
    installmentId: 'SANK26120001-1',
    amount,
    mode: 'Online',
    reference: 'pay_ABC123',
    receivedBy: 'Student (online)',
  });
  const order: PaymentOrder = {
    id: `order-${payment.id}`,
    method: 'Gateway',
    status: 'Paid',
    studentId: student.id,
    installmentId: 'SANK26120001-1',
    amount,
    createdAt: payment.receivedAt,
    updatedAt: payment.receivedAt,
    provider: {
      name: 'razorpay',
      orderId: `order_${payment.id}`,
      paymentId: 'pay_ABC123',
      paidAmount: amount,
    },
    paymentId: payment.id,
  };
  await database.db.insert(t.paymentOrders).values(paymentOrderRow(order));
  return payment;
}

beforeEach(async () => {
  const { now } = createClock();
  await seedDatabase(database.db, now, { students: [student] });
  double = providerDouble();
  data = createPortalData({ db: database.db, now, provider: double.provider }).as(ADMIN);
  paid = await paidThroughProvider(40000);
});

const installment = async () => (await data.getStudent(student.id))?.feeDetails.installments[0];

test('the provider refunds in paise first; the ledger records its refund id with a credit note', async () => {
  const requestId = newRefundRequestId();
  const first = await data.refundPayment(paid.id, {
    requestId,
    amount: 12345.67,
    reason: 'Left the course',
  });
  expect(double.refunds).toEqual([
    {
      paymentId: 'pay_ABC123',
      amountPaise: 1234567,
      notes: { paymentId: paid.id, receiptNo: paid.receiptNo, reason: 'Left the course' },
      // The request's own id: the same request sent again makes no second refund.
      idempotencyKey: `refund-${requestId}`,
    },
  ]);
  expect(first).toMatchObject({
    mode: 'Refund',
    amount: 12345.67,
    reference: 'rfnd_1',
    receivedBy: 'Asha (office)',
    refund: { of: paid.id, creditNoteNo: 'SANK/CN/2026-27/000001', providerRefundId: 'rfnd_1' },
  });
  expect(await installment()).toMatchObject({ paidAmount: 27654.33, status: 'Partial' });

  const second = await data.refundPayment(paid.id, {
    requestId: newRefundRequestId(),
    amount: 27654.33,
    reason: 'The rest',
  });
  expect(second.refund?.creditNoteNo).toBe('SANK/CN/2026-27/000002');
  expect(await installment()).toMatchObject({ paidAmount: 0, status: 'Pending' });
  const audit = await data.listAuditLog({ entityId: second.id, page: 1, pageSize: 10 });
  expect(audit.rows).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ action: 'refunded', actor: expect.objectContaining(ADMIN) }),
    ]),
  );
});

test('the same refund request sent again answers with its first credit note and asks the provider once', async () => {
  const request = { requestId: newRefundRequestId(), amount: 1000, reason: 'Paid twice' };
  const first = await data.refundPayment(paid.id, request);
  const again = await data.refundPayment(paid.id, request);
  expect(again).toEqual(first);
  expect(double.refunds).toHaveLength(1);
  expect(await data.listPayments({ studentId: student.id })).toEqual([first, paid]);
  expect(await installment()).toMatchObject({ paidAmount: 39000 });
});

test('the same refund request twice at once is one call to the provider and one credit note', async () => {
  const request = { requestId: newRefundRequestId(), amount: 1000, reason: 'Paid twice' };
  const [first, second] = await Promise.all([
    data.refundPayment(paid.id, request),
    data.refundPayment(paid.id, request),
  ]);
  expect(second).toEqual(first);
  expect(double.refunds).toHaveLength(1);
  expect(await data.listPayments({ studentId: student.id })).toEqual([first, paid]);
});

test('a refund request id names one payment: sent for another payment it is refused', async () => {
  const requestId = newRefundRequestId();
  await data.refundPayment(paid.id, { requestId, amount: 1000, reason: 'Paid twice' });
  const other = await paidThroughProvider(500);
  await expect(
    data.refundPayment(other.id, { requestId, amount: 500, reason: 'Paid twice' }),
  ).rejects.toMatchObject({ reason: 'refund-request-reused' });
  expect(double.refunds).toHaveLength(1);
});

test('more than is left to refund is refused before the provider is asked', async () => {
  await data.refundPayment(paid.id, {
    requestId: newRefundRequestId(),
    amount: 30000,
    reason: 'Most of it',
  });
  const refused = await data
    .refundPayment(paid.id, {
      requestId: newRefundRequestId(),
      amount: 10000.01,
      reason: 'Too much',
    })
    .catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(PaymentRejectedError);
  expect(refused).toMatchObject({
    reason: 'over-refundable',
    message: 'You can refund at most ₹10,000 of this payment.',
  });
  expect(double.refunds).toHaveLength(1);
});

test('the provider down: nothing is recorded and the office is told', async () => {
  double.state.down = true;
  const refused = await data
    .refundPayment(paid.id, { requestId: newRefundRequestId(), amount: 1000, reason: 'Dropped' })
    .catch((error: unknown) => error);
  expect(refused).toMatchObject({
    name: 'PaymentRejectedError',
    reason: 'provider-unavailable',
    message: expect.stringMatching(/Nothing was refunded or recorded/),
  });
  expect(await data.listPayments({ studentId: student.id })).toEqual([paid]);
  expect(await installment()).toMatchObject({ paidAmount: 40000, status: 'Paid' });
  // The credit-note number was not used up.
  double.state.down = false;
  const made = await data.refundPayment(paid.id, {
    requestId: newRefundRequestId(),
    amount: 1000,
    reason: 'Dropped',
  });
  expect(made.refund?.creditNoteNo).toBe('SANK/CN/2026-27/000001');
});

test('a provider payment on a server without the provider is refused; an office one is not', async () => {
  const { now } = createClock();
  const withoutProvider = createPortalData({ db: database.db, now }).as(ADMIN);
  await expect(
    withoutProvider.refundPayment(paid.id, {
      requestId: newRefundRequestId(),
      amount: 1000,
      reason: 'Dropped',
    }),
  ).rejects.toMatchObject({ reason: 'provider-unavailable', message: NO_PROVIDER_MESSAGE });
  // An Online payment the office recorded itself (no order): paid back by the office.
  const byOffice = await withoutProvider.recordPayment({
    studentId: student.id,
    installmentId: 'SANK26120001-2',
    amount: 500,
    mode: 'Online',
    reference: 'NEFT123',
    receivedBy: 'Admin',
  });
  const refund = await withoutProvider.refundPayment(byOffice.id, {
    requestId: newRefundRequestId(),
    amount: 500,
    reason: 'Twice',
  });
  expect(refund.reference).toBe('Paid back by the office');
  expect(refund.refund).not.toHaveProperty('providerRefundId');
  expect(double.refunds).toEqual([]);
});
