// Payments a student starts without the office: an order at the payment provider (the gateway),
// or a UPI transfer straight to the institute waiting for the office to verify it. An order is
// not a payment: money enters the ledger (../schemas/payments.ts) only when the provider's
// signature or the office confirms it, and the order then names the ledger entry it became.
import { z } from 'zod';
import {
  ENTER_AMOUNT_MESSAGE,
  PAYMENT_ORDER_METHODS,
  PAYMENT_ORDER_STATUSES,
  TEXT_LIMITS,
  UTR_MESSAGE,
  UTR_PATTERN,
} from '../constants';
import { idField, limited, timestampField } from './fields';

export const paymentOrderSchema = z.object({
  id: idField,
  method: z.enum(PAYMENT_ORDER_METHODS),
  status: z.enum(PAYMENT_ORDER_STATUSES),
  studentId: idField,
  installmentId: idField,
  /** What the student chose to pay, in rupees. */
  amount: z.number().positive(),
  createdAt: timestampField,
  updatedAt: timestampField,
  /**
   * The gateway's side: the provider's order id, and once the provider reports a payment, its id
   * and the amount it took (which may differ from `amount`: then the order Needs review).
   */
  provider: z
    .object({
      name: z.literal('razorpay'),
      orderId: limited('Provider order', TEXT_LIMITS.id).min(1),
      paymentId: limited('Provider payment', TEXT_LIMITS.id).min(1).optional(),
      paidAmount: z.number().nonnegative().optional(),
    })
    .optional(),
  /**
   * A UPI transfer's transaction reference. Several students may claim one (a claim proves
   * nothing until the office confirms it); only one claim of a UTR is ever confirmed (Paid).
   */
  utr: z.string().regex(UTR_PATTERN).optional(),
  /** Why it failed, expired, was rejected or needs review: shown to the student and the office. */
  reason: limited('Reason', TEXT_LIMITS.reason).optional(),
  /** The ledger entry (the receipt) it became. */
  paymentId: idField.optional(),
  /** Who confirmed or rejected a UPI transfer. */
  decidedBy: limited('Decided by', TEXT_LIMITS.name).optional(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

const amountField = z.number({ error: ENTER_AMOUNT_MESSAGE });

/** The least an online payment may be: the provider takes no order under ₹1. */
export const MIN_ONLINE_PAYMENT_MESSAGE = 'Pay at least ₹1 online.';

/** Pay Now through the provider: which installment and how much. */
export const onlinePaymentRequestSchema = z.object({
  installmentId: idField,
  amount: amountField.min(1, MIN_ONLINE_PAYMENT_MESSAGE),
});
export type OnlinePaymentRequest = z.input<typeof onlinePaymentRequestSchema>;

/** "I have paid by UPI": the amount sent and the UTR the student's UPI app showed. */
export const upiPaymentRequestSchema = z.object({
  installmentId: idField,
  amount: amountField,
  utr: z.string().trim().regex(UTR_PATTERN, UTR_MESSAGE),
});
export type UpiPaymentRequest = z.input<typeof upiPaymentRequestSchema>;

/** The office's Reject on a UPI transfer: the student is shown the reason. */
export const rejectUpiPaymentSchema = z.object({
  reason: limited('Reason', TEXT_LIMITS.reason, z.string().trim()).min(
    1,
    'Enter why the payment is rejected.',
  ),
});
export type RejectUpiPayment = z.input<typeof rejectUpiPaymentSchema>;

/**
 * A refund request's id: made once when the Refund dialog opens and sent with every try, so a
 * request sent twice (a double click, a retry after a timeout) is one refund.
 */
export const refundRequestIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'The refund request id is not valid; open Refund again.');

/** The office's Refund on a payment taken online: how much goes back and why. */
export const refundRequestSchema = z.object({
  requestId: refundRequestIdField,
  amount: amountField,
  reason: limited('Reason', TEXT_LIMITS.reason, z.string().trim()).min(
    1,
    'Enter why the fee is refunded.',
  ),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;
