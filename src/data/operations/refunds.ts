// A refund's decisions (whether the payment may give back this much, the refund's ledger entry),
// written once for the browser's repository core and the server; each side finds the
// credit-note number under its own guard against a concurrent writer, and the server asks the
// payment provider to move the money first.
import { PaymentRejectedError } from '../errors';
import { REFUND_MODE } from '../constants';
import { creditNoteTax, refundRefusal, roundToPaise } from '../rules';
import { paymentSchema, refundRequestSchema } from '../schemas';
import type { Payment, RefundRequest } from '../schemas';
import { newId } from '../core/ids';
import { branchField, branchIdOf } from './branches';
import { validated } from '../core/validate';

/** A refund request, validated: its id, the amount in paise-exact rupees and the reason. */
export function validatedRefundRequest(request: RefundRequest): {
  requestId: string;
  amount: number;
  reason: string;
} {
  const { requestId, amount, reason } = validated(refundRequestSchema, request, 'refund');
  return { requestId, amount: Number.isFinite(amount) ? roundToPaise(amount) : amount, reason };
}

/**
 * A new refund request's id, made once per Refund dialog (getRandomValues, which a page served
 * over plain http also has, unlike crypto.randomUUID).
 */
export const newRefundRequestId = (): string => newId();

export const REFUND_REQUEST_REUSED_MESSAGE =
  'This refund request was made for another payment. Close the dialog and open Refund again.';

/**
 * The refund a request id already became, answered to a repeat of the request (a double click, a
 * retry after a timeout) with nothing more refunded. The id names one payment's refund, so the
 * same id for another payment is refused.
 */
export function repeatedRefund(refund: Payment, paymentId: string): Payment {
  if (refund.refund?.of !== paymentId)
    throw new PaymentRejectedError('refund-request-reused', REFUND_REQUEST_REUSED_MESSAGE);
  return refund;
}

/** Refuses a refund the payment cannot give (not online, cancelled, more than is left of it). */
export function checkRefund(payment: Payment, ledger: readonly Payment[], amount: number): void {
  const refusal = refundRefusal(payment, ledger, amount);
  if (refusal) throw new PaymentRejectedError(refusal.reason, refusal.message);
}

/**
 * The refund's ledger entry: its own record, on the payment's installment, with its credit-note
 * number and no receipt number; `reference` says how the money went back (the provider's refund
 * id, or a note when no provider moved it).
 */
export function newRefund({
  payment,
  requestId,
  amount,
  reason,
  creditNoteNo,
  providerRefundId,
  reference,
  refundedBy,
  at,
}: {
  payment: Payment;
  requestId: string;
  amount: number;
  reason: string;
  creditNoteNo: string;
  providerRefundId?: string;
  reference: string;
  refundedBy: string;
  at: Date;
}): Payment {
  return validated(
    paymentSchema,
    {
      id: newId(),
      receiptNo: null,
      studentId: payment.studentId,
      // The credit note is the refunded receipt's branch's, wherever the student is now.
      ...branchField(branchIdOf(payment)),
      installmentId: payment.installmentId,
      amount,
      mode: REFUND_MODE,
      reference,
      receivedBy: refundedBy,
      receivedAt: at.toISOString(),
      status: 'Valid',
      // A refund of a receipt cum tax invoice is a credit note for its share of the tax.
      ...(payment.tax ? { tax: creditNoteTax(amount, payment.tax) } : {}),
      refund: {
        of: payment.id,
        creditNoteNo,
        reason,
        ...(providerRefundId === undefined ? {} : { providerRefundId }),
        requestId,
      },
    },
    'refund',
  );
}

/** The reference of a refund the browser-only demo records: its provider is a simulation. */
export const SIMULATED_REFUND_REFERENCE = 'Simulated refund (no money moves)';
/** The reference of a refund of a payment no provider took (the office pays it back itself). */
export const OFFICE_REFUND_REFERENCE = 'Paid back by the office';
