// Refunds: a payment taken online given back, in part or whole, as a ledger entry of its own with
// a credit-note number from its financial year's counter row. A payment the provider took goes
// back through the provider first: the entry is recorded only once the provider has refunded it.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  NotFoundError,
  OFFICE_REFUND_REFERENCE,
  PaymentRejectedError,
  branchIdOf,
  checkRefund,
  created,
  creditNoteNumberAfter,
  creditNoteSeries,
  highestSequence,
  newRefund,
  repeatedRefund,
  toPaise,
  validatedRefundRequest,
} from '../../src/data/server';
import type { BranchCode, Payment, RefundRequest } from '../../src/data/server';
import * as t from '../db/schema';
import { ProviderUnavailableError } from '../payments/provider';
import { audit, paymentRow, readIssuedNumbers } from './context';
import type { DataContext, Tx } from './context';
import { branchCodeOf } from './branches';
import { advanceCounter } from './counters';
import { rederive, refundsOf } from './payments';
import { studentForUpdate } from './students';

export const creditNoteCounter = (series: string) => `credit-note:${series}`;

export const NO_PROVIDER_MESSAGE =
  'This payment was taken through Razorpay, which is not set up on this server: it cannot be refunded here. Set up Razorpay, or refund it from the Razorpay dashboard.';
export const providerFailedMessage = (detail: string) =>
  `Razorpay did not make the refund (${detail}). Nothing was refunded or recorded; try again in a few minutes.`;

/**
 * The provider refunded the money but the ledger could not record it. Logged by its kind with the
 * provider's refund id (the request log keeps an error's name and code, never its message), so
 * the office can find it at the provider and no second refund is made by trying again.
 */
export class RefundNotRecordedError extends Error {
  override name = 'RefundNotRecordedError';
  constructor(
    readonly code: string,
    cause: unknown,
  ) {
    super(`Refund ${code} was made at the provider but not recorded in the ledger.`, { cause });
  }
}

/**
 * The provider's idempotency key of a refund: the Refund dialog's request id, so the same request
 * sent again (a double click, a retry after a timeout) is not refunded twice at the provider,
 * even when it reaches another server process, and a new request is a new refund.
 */
export const refundIdempotencyKey = (requestId: string) => `refund-${requestId}`;

/** The refund a request id became, if it was recorded. */
async function refundOfRequestId(tx: Tx, requestId: string): Promise<Payment | undefined> {
  const [row] = await tx
    .select({ doc: t.payments.doc })
    .from(t.payments)
    .where(eq(t.payments.refundRequestId, requestId));
  return row?.doc;
}

async function refundEntryOf(tx: Tx, providerRefundId: string): Promise<Payment | undefined> {
  const [row] = await tx
    .select({ doc: t.payments.doc })
    .from(t.payments)
    .where(sql`${t.payments.doc}->'refund'->>'providerRefundId' = ${providerRefundId}`);
  return row?.doc;
}

/** Where a branch's credit-note numbers of a year stand when its counter is not kept (as
 *  receipts'). */
async function creditNoteReached(tx: Tx, at: Date, branchCode: BranchCode): Promise<number> {
  const series = creditNoteSeries(at, branchCode);
  const number = sql<string>`${t.payments.doc}->'refund'->>'creditNoteNo'`;
  const [top] = await tx
    .select({ number })
    .from(t.payments)
    .where(sql`${number} like ${series + '%'}`)
    .orderBy(desc(number))
    .limit(1);
  const inUse = top?.number ? [top.number] : [];
  return highestSequence([...inUse, ...(await readIssuedNumbers(tx))], series);
}

async function paymentById(tx: Tx, id: string, forUpdate = false): Promise<Payment> {
  const query = tx.select({ doc: t.payments.doc }).from(t.payments).where(eq(t.payments.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new NotFoundError('payment', id);
  return row.doc;
}

/** The provider's id of the payment it took that became this ledger entry, if it took one. */
async function providerPaymentOf(tx: Tx, payment: Payment): Promise<string | undefined> {
  const orders = await tx
    .select({ doc: t.paymentOrders.doc })
    .from(t.paymentOrders)
    .where(
      and(
        eq(t.paymentOrders.studentId, payment.studentId),
        sql`${t.paymentOrders.doc}->>'paymentId' = ${payment.id}`,
      ),
    );
  return orders.find((row) => row.doc.status === 'Paid' && row.doc.provider?.paymentId)?.doc
    .provider?.paymentId;
}

/** The provider's refund, or a refusal saying nothing was refunded. */
async function refundAtProvider(
  context: DataContext,
  providerPaymentId: string,
  payment: Payment,
  { amount, reason, idempotencyKey }: { amount: number; reason: string; idempotencyKey: string },
): Promise<string> {
  if (!context.provider)
    throw new PaymentRejectedError('provider-unavailable', NO_PROVIDER_MESSAGE);
  try {
    const refund = await context.provider.refund(providerPaymentId, {
      amountPaise: toPaise(amount),
      notes: { paymentId: payment.id, receiptNo: payment.receiptNo ?? '', reason },
      idempotencyKey,
    });
    return refund.id;
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new PaymentRejectedError('provider-unavailable', providerFailedMessage(error.message));
    }
    throw error;
  }
}

/**
 * The refunds being made in this process, by database and request id: a request sent again while
 * its first is still with the provider waits for the first's answer instead of asking again.
 */
const refundsInFlight = new WeakMap<object, Map<string, Promise<Payment>>>();

/** One refund per request id: its recorded entry, the one being made, or a new one. */
async function refundPayment(
  context: DataContext,
  paymentId: string,
  request: RefundRequest,
): Promise<Payment> {
  const valid = validatedRefundRequest(request);
  const running = refundsInFlight.get(context.db) ?? new Map<string, Promise<Payment>>();
  refundsInFlight.set(context.db, running);
  const first = running.get(valid.requestId);
  if (first) return repeatedRefund(await first, paymentId);
  const made = makeRefund(context, paymentId, valid).finally(() => running.delete(valid.requestId));
  running.set(valid.requestId, made);
  return made;
}

/**
 * Checks, asks the provider, then records: no lock is held while the provider answers (its call
 * may take seconds; PGlite has one connection). The record's transaction locks the student and
 * the payment and checks again, unless the provider has already moved the money: then the entry
 * is recorded whatever the second check says (the provider caps refunds at what it took, and
 * money given back must be in the ledger), and a failure to record it is a RefundNotRecordedError.
 * A request id already recorded answers with its entry and asks the provider nothing.
 */
async function makeRefund(
  context: DataContext,
  paymentId: string,
  { requestId, amount, reason }: ReturnType<typeof validatedRefundRequest>,
): Promise<Payment> {
  const checked = await context.db.transaction(async (tx) => {
    const earlier = await refundOfRequestId(tx, requestId);
    if (earlier) return { earlier: repeatedRefund(earlier, paymentId) };
    const found = await paymentById(tx, paymentId);
    checkRefund(found, await refundsOf(tx, found.id), amount);
    return { payment: found, providerPaymentId: await providerPaymentOf(tx, found) };
  });
  if (checked.earlier) return checked.earlier;
  const { payment, providerPaymentId } = checked;
  const providerRefundId =
    providerPaymentId === undefined
      ? undefined
      : await refundAtProvider(context, providerPaymentId, payment, {
          amount,
          reason,
          idempotencyKey: refundIdempotencyKey(requestId),
        });
  try {
    return await context.db.transaction(async (tx) => {
      const student = await studentForUpdate(tx, payment.studentId);
      // The same request recorded meanwhile (by another server process, whose provider call had
      // the same key), or the provider's refund already recorded: answered with its entry.
      const recorded =
        (await refundOfRequestId(tx, requestId)) ??
        (providerRefundId === undefined ? undefined : await refundEntryOf(tx, providerRefundId));
      if (recorded) return repeatedRefund(recorded, paymentId);
      const current = await paymentById(tx, paymentId, true);
      if (providerRefundId === undefined)
        checkRefund(current, await refundsOf(tx, paymentId), amount);
      const at = context.now();
      // Numbered in the series of the refunded receipt's branch.
      const branchCode = await branchCodeOf(tx, branchIdOf(current));
      const series = creditNoteSeries(at, branchCode);
      const reached = await advanceCounter(tx, creditNoteCounter(series), 1, () =>
        creditNoteReached(tx, at, branchCode),
      );
      const refund = newRefund({
        payment: current,
        requestId,
        amount,
        reason,
        creditNoteNo: creditNoteNumberAfter(reached - 1, at, branchCode),
        ...(providerRefundId === undefined ? {} : { providerRefundId }),
        reference: providerRefundId ?? OFFICE_REFUND_REFERENCE,
        refundedBy: context.actor.name,
        at,
      });
      await tx.insert(t.payments).values(paymentRow(refund));
      await rederive(tx, student);
      await audit(context, tx, [
        { ...created('payment', refund), action: 'refunded', studentId: student.id },
      ]);
      return refund;
    });
  } catch (error) {
    if (providerRefundId !== undefined) throw new RefundNotRecordedError(providerRefundId, error);
    throw error;
  }
}

export const refundOperations = { refundPayment };
