// The ledger's decisions (who received a payment, whether the installment takes it, the payment
// record, a cancellation), written once for the browser's repository core and the server; each
// side finds the receipt number under its own guard against a concurrent writer.
import { NotFoundError, PaymentRejectedError } from '../errors';
import {
  applyPayment,
  isFinancialYear,
  receiptTax,
  refundedAmount,
  roundToPaise,
  studentPaymentRefusal,
} from '../rules';
import type { PartPaymentRules } from '../rules';
import type { PaymentRequest } from '../repository';
import { cancelReceiptSchema, paymentDetailsSchema, paymentSchema } from '../schemas';
import type { GstRegistration, Installment, Payment, Student } from '../schemas';
import { newId } from '../core/ids';
import { branchField, branchIdOf } from './branches';
import { refuse, validated } from '../core/validate';

/** A payment's details as validated (amount, mode, reference). */
export type PaymentDetails = ReturnType<typeof paymentDetailsSchema.parse>;

/** A payment request, validated: its details and who received it. */
export function validatedPaymentRequest(request: PaymentRequest): {
  details: PaymentDetails;
  receivedBy: string;
} {
  const details = validated(paymentDetailsSchema, request, 'payment');
  const receivedBy = String(request.receivedBy ?? '').trim();
  if (receivedBy === '') refuse('payment', 'receivedBy', 'Say who received the payment.');
  return { details, receivedBy };
}

/** The student's installment the payment is for, or a NotFoundError. */
export function installmentToPay(student: Student, installmentId: string): Installment {
  const installment = student.feeDetails.installments.find((item) => item.id === installmentId);
  if (!installment) throw new NotFoundError('installment', String(installmentId));
  return installment;
}

/** Refuses a payment the installment cannot take (nothing left, more than remains, not positive). */
export function checkPayment(installment: Installment, amount: number, at: Date): void {
  const outcome = applyPayment(installment, amount, at);
  if (outcome.kind === 'rejected') {
    throw new PaymentRejectedError(outcome.reason, outcome.message);
  }
}

/**
 * Refuses what a student may not pay online or by UPI on the installment: what checkPayment
 * refuses, and what the institute's rules on part payments do not take.
 */
export function checkStudentPayment(
  installment: Installment,
  amount: number,
  rules: PartPaymentRules,
  at: Date,
): void {
  const refusal = studentPaymentRefusal(installment, amount, rules, at);
  if (refusal) throw new PaymentRejectedError(refusal.reason, refusal.message);
}

/**
 * The valid payment record for the installment, with its receipt number, and its tax when the
 * institute is registered for GST (`gst`, the settings' section read in the same write): fixed
 * at issue, so a later change of the settings never changes a receipt.
 */
export function newPayment({
  student,
  installment,
  details,
  receivedBy,
  receiptNo,
  at,
  gst,
}: {
  student: Student;
  installment: Installment;
  details: PaymentDetails;
  receivedBy: string;
  receiptNo: string;
  at: Date;
  gst: GstRegistration;
}): Payment {
  const amount = roundToPaise(details.amount);
  const tax = receiptTax(amount, student.state, gst);
  return validated(
    paymentSchema,
    {
      id: newId(),
      receiptNo,
      studentId: student.id,
      ...branchField(branchIdOf(student)),
      installmentId: installment.id,
      amount,
      mode: details.mode,
      reference: details.mode === 'Cash' ? '' : details.reference,
      receivedBy,
      receivedAt: at.toISOString(),
      status: 'Valid',
      ...(tax ? { tax } : {}),
    },
    'payment',
  );
}

/** The cancellation's reason, validated. */
export const validatedCancelReason = (reason: string): string =>
  validated(cancelReceiptSchema, { reason }, 'cancellation').reason;

/**
 * The receipt marked Cancelled, or a refusal (a refund's credit note, an opening balance, one
 * already cancelled, one part of which was refunded: its refunds in `ledger` would then take back
 * money the cancellation already took back).
 */
export function cancelledPayment(
  payment: Payment,
  cancellation: { reason: string; by: string; at: Date },
  ledger: readonly Payment[] = [],
): Payment {
  if (payment.refund !== undefined) {
    throw new PaymentRejectedError(
      'credit-note',
      `Credit note ${payment.refund.creditNoteNo} records money given back: it cannot be cancelled.`,
    );
  }
  if (refundedAmount(payment, ledger) > 0) {
    throw new PaymentRejectedError(
      'refunded',
      `Receipt ${payment.receiptNo ?? ''} has refunds against it: it cannot be cancelled.`,
    );
  }
  if (payment.receiptNo === null) {
    throw new PaymentRejectedError(
      'opening-balance',
      'An opening balance has no receipt to cancel.',
    );
  }
  if (payment.status === 'Cancelled') {
    throw new PaymentRejectedError(
      'cancelled',
      `Receipt ${payment.receiptNo} is already cancelled.`,
    );
  }
  return validated(
    paymentSchema,
    {
      ...payment,
      status: 'Cancelled',
      cancellation: {
        reason: cancellation.reason,
        by: cancellation.by,
        at: cancellation.at.toISOString(),
      },
    },
    'payment',
  );
}

export const FINANCIAL_YEAR_MESSAGE = 'Choose a financial year like 2026-27.';

/** The GST summary's financial year ("2026-27"), checked. */
export function validatedFinancialYear(financialYear: string): string {
  if (!isFinancialYear(financialYear))
    refuse('gstSummary', 'financialYear', FINANCIAL_YEAR_MESSAGE);
  return financialYear;
}
