// The actions of the money-invariant property test (tests/unit/server/money-invariants.test.ts)
// on one student, against the real server and the fake Razorpay: online payments with their
// return page and webhooks in any order and repeated, UPI claims confirmed or rejected, office
// payments, cancels, refunds, a backup and its restore, and the server stopped and started again.
// Each action picks what it works on from what the server holds when it runs, so any sequence
// is valid; the server's refusals (a rule saying no) are outcomes, anything else fails the test.
import {
  DataValidationError,
  NotFoundError,
  PaymentRejectedError,
  refundableAmount,
  roundToPaise,
  newRefundRequestId,
} from '@/data';
import type { Payment, PortalBackup, Repository } from '@/data';
import type { FakeRazorpay, ReturnFields } from './fake-razorpay';
import type { TestServer } from './harness';
import type { Amount, MoneyAction } from './money-sequences';
import { payer, postReturn, postWebhook, webhookFor } from './online-payment-steps';

/** What the actions share within one sequence (the server and the fake outlive it). */
export type MoneyWorld = {
  server: TestServer;
  fake: FakeRazorpay;
  admin: Repository;
  student: Repository;
  /** The last backup taken in this sequence, which a restore puts back. */
  backup: PortalBackup | undefined;
  /** The fields each captured payment's return page carried, by the provider's payment id. */
  returns: Map<string, ReturnFields>;
  /** Webhook events a stopped server left unworked (reconciliation's to record). */
  leftUnworked: Set<string>;
  /** Called after a restart, before anything else reads the server. */
  afterRestart: () => Promise<void>;
};

let utrs = 0;
/** A new 12-digit UTR: no claim ever names another's transfer. */
const nextUtr = () => String(500_000_000_000 + (utrs += 1));
let references = 0;

const installmentId = (index: number) => `${payer.rollNo}-${index + 1}`;
const REJECT_REASON = 'No such transfer in the bank statement';

/**
 * The office's refund request. When refunds take a client-made request id (one per click, so a
 * repeat is made once), it is added here.
 */
// One request id per Refund dialog: a double click sends the same request twice.
const refundRequest = (amount: number) => ({
  requestId: newRefundRequestId(),
  amount,
  reason: 'Paid twice by mistake',
});

/** A refusal by the rules: an outcome of the action. Anything else is a failure. */
async function refusedOr<T>(work: Promise<T>): Promise<T | string> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof PaymentRejectedError) return `refused (${error.reason})`;
    if (error instanceof DataValidationError || error instanceof NotFoundError) {
      return `refused (${error.name})`;
    }
    throw error;
  }
}

async function amountOn(world: MoneyWorld, index: number, wanted: Amount): Promise<number> {
  if (wanted !== 'rest') return wanted.part;
  const student = await world.admin.getStudent(payer.id);
  const target = student!.feeDetails.installments[index]!;
  return roundToPaise(target.amount - target.paidAmount);
}

const ledgerOf = (world: MoneyWorld) => world.admin.listPayments({ studentId: payer.id });

function expectStatus(what: string, status: number, expected: number) {
  if (status !== expected) throw new Error(`${what} answered ${status}, not ${expected}`);
}

const webhook = async (
  world: MoneyWorld,
  event: 'payment.captured' | 'order.paid' | 'payment.failed',
  paymentId: string,
) =>
  expectStatus(
    event,
    await postWebhook(world.server, webhookFor(world.fake, event, paymentId)),
    200,
  );

const returnPage = async (world: MoneyWorld, fields: ReturnFields) =>
  expectStatus('the return page', (await postReturn(world.server, fields)).status, 303);

/** Pay Now, paid at the fake: the provider's payment id and its return fields, or a refusal. */
async function payAtProvider(
  world: MoneyWorld,
  index: number,
  wanted: Amount,
  declinedFirst = false,
): Promise<{ paymentId: string; fields: ReturnFields } | string> {
  const started = await refusedOr(
    world.student.startOnlinePayment({
      studentId: payer.id,
      installmentId: installmentId(index),
      amount: await amountOn(world, index, wanted),
    }),
  );
  if (typeof started === 'string') return started;
  const providerOrderId = started.order.provider!.orderId;
  if (declinedFirst) {
    const declined = await world.fake.fail(providerOrderId);
    const { payment_id: failedId } = JSON.parse(declined['error[metadata]']!) as {
      payment_id: string;
    };
    await returnPage(world, declined);
    await webhook(world, 'payment.failed', failedId);
  }
  const fields = await world.fake.pay(providerOrderId);
  const paymentId = fields.razorpay_payment_id!;
  world.returns.set(paymentId, fields);
  return { paymentId, fields };
}

async function payOnline(
  world: MoneyWorld,
  action: Extract<MoneyAction, { kind: 'pay-online' }>,
): Promise<string> {
  const paid = await payAtProvider(
    world,
    action.installment,
    action.amount,
    action.delivery === 'declined-first',
  );
  if (typeof paid === 'string') return paid;
  const { paymentId, fields } = paid;
  const repeated = webhookFor(world.fake, 'payment.captured', paymentId);
  switch (action.delivery) {
    case 'return':
    case 'declined-first':
      await returnPage(world, fields);
      break;
    case 'captured':
      await webhook(world, 'payment.captured', paymentId);
      break;
    case 'order-paid':
      await webhook(world, 'order.paid', paymentId);
      break;
    case 'repeated':
      // Razorpay's retry: the same event (the same id) twice, then the other event and the page.
      expectStatus('a webhook', await postWebhook(world.server, repeated), 200);
      expectStatus('a repeated webhook', await postWebhook(world.server, repeated), 200);
      await webhook(world, 'order.paid', paymentId);
      await returnPage(world, fields);
      break;
    case 'out-of-order':
      await webhook(world, 'order.paid', paymentId);
      await returnPage(world, fields);
      await webhook(world, 'payment.captured', paymentId);
      break;
    case 'all-at-once':
      await Promise.all([
        returnPage(world, fields),
        webhook(world, 'payment.captured', paymentId),
        webhook(world, 'order.paid', paymentId),
        returnPage(world, fields),
      ]);
      break;
    case 'lost':
      break;
  }
  return `paid at the provider (${action.delivery})`;
}

async function redeliver(
  world: MoneyWorld,
  action: Extract<MoneyAction, { kind: 'redeliver' }>,
): Promise<string> {
  const captured = [...world.returns.keys()];
  if (captured.length === 0) return 'nothing to redeliver';
  const paymentId = captured[action.pick % captured.length]!;
  if (action.how === 'return') await returnPage(world, world.returns.get(paymentId)!);
  else await webhook(world, action.how, paymentId);
  return `redelivered ${action.how}`;
}

async function upiClaim(
  world: MoneyWorld,
  action: Extract<MoneyAction, { kind: 'upi-claim' }>,
): Promise<string> {
  // At most two waiting at once: the limit on waiting claims is another rule's to test.
  if ((await waitingClaims(world)).length >= 2) return 'two claims already waiting';
  const claim = await refusedOr(
    world.student.submitUpiPayment({
      studentId: payer.id,
      installmentId: installmentId(action.installment),
      amount: await amountOn(world, action.installment, action.amount),
      utr: nextUtr(),
    }),
  );
  if (typeof claim === 'string') return claim;
  if (action.then === 'wait') return 'claimed, waiting';
  const decided = await decide(world, claim.id, action.then);
  return `claimed, ${decided}`;
}

const waitingClaims = async (world: MoneyWorld) =>
  (await world.admin.listPaymentOrders({ studentId: payer.id })).filter(
    (order) => order.method === 'UPI' && order.status === 'Awaiting verification',
  );

async function decide(world: MoneyWorld, orderId: string, decision: 'confirm' | 'reject') {
  const decided = await refusedOr(
    decision === 'confirm'
      ? world.admin.confirmUpiPayment(orderId)
      : world.admin.rejectUpiPayment(orderId, REJECT_REASON),
  );
  return typeof decided === 'string' ? decided : `${decision}ed`;
}

async function officePayment(
  world: MoneyWorld,
  action: Extract<MoneyAction, { kind: 'office-payment' }>,
): Promise<string> {
  const recorded = await refusedOr(
    world.admin.recordPayment({
      studentId: payer.id,
      installmentId: installmentId(action.installment),
      amount: await amountOn(world, action.installment, action.amount),
      mode: action.mode,
      reference: action.mode === 'Online' ? `NEFT${(references += 1)}` : '',
      receivedBy: 'Admin',
    }),
  );
  return typeof recorded === 'string' ? recorded : `recorded ${recorded.receiptNo}`;
}

function pickFrom(entries: Payment[], index: number): Payment | undefined {
  return entries.length === 0 ? undefined : entries[index % entries.length];
}

async function cancel(world: MoneyWorld, index: number): Promise<string> {
  const receipts = (await ledgerOf(world)).filter((entry) => entry.receiptNo !== null);
  const receipt = pickFrom(receipts, index);
  if (!receipt) return 'nothing to cancel';
  const cancelled = await refusedOr(
    world.admin.cancelPayment(receipt.id, 'Entered against the wrong installment', 'Admin'),
  );
  return typeof cancelled === 'string' ? cancelled : `cancelled ${receipt.receiptNo}`;
}

async function refund(
  world: MoneyWorld,
  action: Extract<MoneyAction, { kind: 'refund' }>,
): Promise<string> {
  const entries = await ledgerOf(world);
  const refundable = entries.filter((entry) => entry.mode === 'Online');
  const payment = pickFrom(refundable, action.pick);
  if (!payment) return 'nothing to refund';
  const amount = action.amount === 'rest' ? refundableAmount(payment, entries) : 2500.5;
  const request = refundRequest(amount);
  const asked =
    action.amount === 'double-click'
      ? [
          world.admin.refundPayment(payment.id, request),
          world.admin.refundPayment(payment.id, request),
        ]
      : [world.admin.refundPayment(payment.id, request)];
  const outcomes = await Promise.all(asked.map(refusedOr));
  return outcomes.map((outcome) => (typeof outcome === 'string' ? outcome : 'refunded')).join(', ');
}

async function restart(
  world: MoneyWorld,
  action: Extract<MoneyAction, { kind: 'restart' }>,
): Promise<string> {
  if (!action.midWay) {
    await world.server.restart();
    await world.afterRestart();
    return 'restarted';
  }
  // Stopped mid-way: a payment's return page and webhook arrive as the server stops.
  const paid = await payAtProvider(world, action.installment, 'rest');
  if (typeof paid === 'string') {
    await world.server.restart();
    await world.afterRestart();
    return `restarted (${paid})`;
  }
  const arriving = Promise.allSettled([
    postWebhook(world.server, webhookFor(world.fake, 'payment.captured', paid.paymentId)),
    postReturn(world.server, paid.fields),
  ]);
  await world.server.restart();
  await arriving;
  await world.afterRestart();
  return 'restarted mid-way';
}

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A backup, taken alone or while the office records small payments at the counter. */
async function backup(world: MoneyWorld, during: 'quiet' | 'payments'): Promise<string> {
  if (during === 'quiet') {
    world.backup = await world.admin.exportBackup();
    return 'backed up';
  }
  const counter = (index: number) =>
    after(index * 3).then(() =>
      refusedOr(
        world.admin.recordPayment({
          studentId: payer.id,
          installmentId: installmentId(index % 3),
          amount: 100,
          mode: 'Cash',
          reference: '',
          receivedBy: 'Admin',
        }),
      ),
    );
  const [taken] = await Promise.all([
    after(5).then(() => world.admin.exportBackup()),
    ...[0, 1, 2, 3, 4, 5].map(counter),
  ]);
  world.backup = taken;
  return 'backed up while payments arrived';
}

/** Runs one action; answers what happened, for the sequence's log. */
export async function runMoneyAction(world: MoneyWorld, action: MoneyAction): Promise<string> {
  switch (action.kind) {
    case 'pay-online':
      return payOnline(world, action);
    case 'redeliver':
      return redeliver(world, action);
    case 'reconcile': {
      const summary = await world.admin.reconcilePayments();
      return `reconciled: ${summary.recorded} recorded, ${summary.needsReview} for review`;
    }
    case 'upi-claim':
      return upiClaim(world, action);
    case 'decide-claim': {
      const waiting = await waitingClaims(world);
      if (waiting.length === 0) return 'no claim waiting';
      return decide(world, waiting[action.pick % waiting.length]!.id, action.decision);
    }
    case 'office-payment':
      return officePayment(world, action);
    case 'cancel':
      return cancel(world, action.pick);
    case 'refund':
      return refund(world, action);
    case 'backup':
      return backup(world, action.during);
    case 'restore':
      if (!world.backup) return 'no backup to restore';
      await world.admin.importBackup(world.backup);
      return 'restored';
    case 'restart':
      return restart(world, action);
  }
}
