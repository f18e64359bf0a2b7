// A UPI transfer straight to the institute (no gateway): what the student's "I have paid" is
// checked against, the order it becomes, and the office's confirmation or rejection, written
// once for the browser's repository core and the server. The ledger entry a confirmation makes
// is the ledger's own (operations/payments.ts), taken by each side's one way into the ledger.
import {
  MAX_WAITING_UPI_CLAIMS,
  TOO_MANY_WAITING_UPI_CLAIMS_MESSAGE,
  UTR_ALREADY_SUBMITTED_MESSAGE,
  UTR_CONFIRMED_FOR_ANOTHER_MESSAGE,
  UTR_USED_MESSAGE,
} from '../constants';
import type { StudentUpiPayment } from '../definitions/payment-orders';
import { PaymentRejectedError } from '../errors';
import type { PaymentRequest } from '../repository';
import { paymentOrderSchema, rejectUpiPaymentSchema, upiPaymentRequestSchema } from '../schemas';
import type { Installment, PaymentOrder, Settings } from '../schemas';
import { newId } from '../core/ids';
import { checkStudentPayment } from './payments';
import { refuse, validated } from '../core/validate';

const UPI_ENTITY = 'UPI payment';

export const NO_UPI_MESSAGE =
  'The institute does not take UPI payments here: see How to Pay for the other ways to pay.';

/** The student's "I have paid by UPI", validated: installment, amount and the trimmed UTR. */
export function validatedUpiPayment(request: StudentUpiPayment) {
  const { installmentId, amount, utr } = validated(upiPaymentRequestSchema, request, UPI_ENTITY);
  return { studentId: String(request.studentId), installmentId, amount, utr };
}

/**
 * Refuses a transfer the institute cannot take: no UPI ID in Settings, or an amount the
 * installment does not take from a student (by the institute's rule on part payments).
 */
export function checkUpiPayment(
  payee: Settings['payee'],
  installment: Installment,
  amount: number,
  at: Date,
): void {
  if (payee.upiId === '') refuse(UPI_ENTITY, '', NO_UPI_MESSAGE);
  checkStudentPayment(installment, amount, payee, at);
}

/**
 * Whether a student may claim a UTR, given every order that names it and whether the ledger has
 * it as a reference. A claim proves nothing until the office confirms it, so another student's
 * waiting (or rejected) claim does not stop this one: both wait, flagged to the office. Refused
 * beside the field: a UTR the office already confirmed or recorded, and the same student's own
 * claim of it still waiting.
 */
export function checkUtrClaim({
  studentId,
  claims,
  inLedger,
}: {
  studentId: string;
  claims: readonly PaymentOrder[];
  inLedger: boolean;
}): void {
  if (inLedger || claims.some((claim) => claim.status === 'Paid')) {
    refuse(UPI_ENTITY, 'utr', UTR_USED_MESSAGE);
  }
  if (
    claims.some(
      (claim) => claim.studentId === studentId && claim.status === 'Awaiting verification',
    )
  ) {
    refuse(UPI_ENTITY, 'utr', UTR_ALREADY_SUBMITTED_MESSAGE);
  }
}

/** A student's UPI claims waiting for the office are capped, so a flood of claims is refused. */
export function checkWaitingClaims(waiting: number): void {
  if (waiting >= MAX_WAITING_UPI_CLAIMS)
    refuse(UPI_ENTITY, '', TOO_MANY_WAITING_UPI_CLAIMS_MESSAGE);
}

/** Whether an order is a student's UPI claim still waiting for the office. */
export const isWaitingClaim = (order: PaymentOrder): boolean =>
  order.method === 'UPI' && order.status === 'Awaiting verification';

export function newUpiOrder({
  studentId,
  installmentId,
  amount,
  utr,
  at,
}: {
  studentId: string;
  installmentId: string;
  amount: number;
  utr: string;
  at: Date;
}): PaymentOrder {
  return validated(
    paymentOrderSchema,
    {
      id: newId(),
      method: 'UPI',
      status: 'Awaiting verification',
      studentId,
      installmentId,
      amount,
      utr,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    },
    'payment order',
  );
}

/** Only a UPI transfer still awaiting verification may be confirmed or rejected. */
export function checkAwaitingVerification(order: PaymentOrder): void {
  if (isWaitingClaim(order)) return;
  const message =
    order.method !== 'UPI'
      ? 'Only a UPI payment is confirmed or rejected by the office.'
      : order.status === 'Paid'
        ? 'This UPI payment is already confirmed.'
        : `This UPI payment is ${order.status.toLowerCase()}: only one awaiting verification can be confirmed or rejected.`;
  throw new PaymentRejectedError('not-awaiting-verification', message);
}

/** The ledger entry a confirmed transfer becomes: mode UPI, its UTR as the reference. */
export const upiLedgerRequest = (order: PaymentOrder, receivedBy: string): PaymentRequest => ({
  studentId: order.studentId,
  installmentId: order.installmentId,
  amount: order.amount,
  mode: 'UPI',
  reference: order.utr ?? '',
  receivedBy,
});

export function confirmedOrder(
  order: PaymentOrder,
  { paymentId, decidedBy, at }: { paymentId: string; decidedBy: string; at: Date },
): PaymentOrder {
  return validated(
    paymentOrderSchema,
    { ...order, status: 'Paid', paymentId, decidedBy, updatedAt: at.toISOString() },
    'payment order',
  );
}

/** The rejection's reason, validated (shown to the student). */
export const validatedRejectReason = (reason: string): string =>
  validated(rejectUpiPaymentSchema, { reason }, UPI_ENTITY).reason;

export function rejectedOrder(
  order: PaymentOrder,
  { reason, decidedBy, at }: { reason: string; decidedBy: string; at: Date },
): PaymentOrder {
  return validated(
    paymentOrderSchema,
    { ...order, status: 'Rejected', reason, decidedBy, updatedAt: at.toISOString() },
    'payment order',
  );
}

/**
 * The other claims of a UTR the office has just confirmed: each waiting one is rejected with a
 * reason its student sees (a UTR is one transfer, and it is now someone's payment).
 */
export function rejectedForConfirmedUtr(
  confirmed: PaymentOrder,
  claims: readonly PaymentOrder[],
  { decidedBy, at }: { decidedBy: string; at: Date },
): { before: PaymentOrder; after: PaymentOrder }[] {
  return claims
    .filter((claim) => claim.id !== confirmed.id && isWaitingClaim(claim))
    .map((claim) => ({
      before: claim,
      after: rejectedOrder(claim, { reason: UTR_CONFIRMED_FOR_ANOTHER_MESSAGE, decidedBy, at }),
    }));
}
