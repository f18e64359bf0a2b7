// The fee ledger: one record per payment, and the forms that make or cancel one.
import { z } from 'zod';
import {
  COACHING_SAC,
  CREDIT_NOTE_NUMBER_PATTERN,
  OPENING_BALANCE_MODE,
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  RECEIPT_NUMBER_PATTERN,
  REFERENCE_REQUIRED_MESSAGE,
  REFUND_MODE,
  ENTER_AMOUNT_MESSAGE,
  TEXT_LIMITS,
} from '../constants';
import { limited, textField, timestampField, idField } from './fields';
import { refundRequestIdField } from './payment-orders';

/** The amount alone: the student's Pay Now form (the online gateway supplies mode and reference). */
export const paymentAmountSchema = z.object({
  amount: z.number({ error: ENTER_AMOUNT_MESSAGE }),
});

/** How a payment was made: the Record Payment form, and the repository's check of every payment. */
export const paymentDetailsSchema = paymentAmountSchema
  .extend({
    mode: z.enum(PAYMENT_MODES, { error: 'Choose the payment mode.' }),
    reference: limited('Reference', TEXT_LIMITS.reference, z.string().trim()),
  })
  .refine((details) => details.mode === 'Cash' || details.reference !== '', {
    path: ['reference'],
    message: REFERENCE_REQUIRED_MESSAGE,
  });
export type PaymentDetails = z.input<typeof paymentDetailsSchema>;

/**
 * The tax in a receipt issued while the institute was registered for GST, fixed at issue: a
 * receipt never changes, whatever the settings later say. Amounts in rupees; the parts add up to
 * the payment's amount (rules/gst.ts).
 */
export const paymentTaxSchema = z.object({
  gstin: z.string().min(1),
  sac: z.literal(COACHING_SAC),
  /** The student's state, or the institute's when the student's record names none. */
  placeOfSupply: z.string().min(1),
  taxable: z.number().nonnegative(),
  cgst: z.number().nonnegative(),
  sgst: z.number().nonnegative(),
  igst: z.number().nonnegative(),
});
export type PaymentTax = z.infer<typeof paymentTaxSchema>;

export const paymentSchema = z.object({
  id: idField,
  /**
   * Null for an entry no receipt was issued for: an opening balance, and a refund (which has its
   * credit-note number instead).
   */
  receiptNo: z.string().regex(RECEIPT_NUMBER_PATTERN).nullable(),
  studentId: idField,
  /** The student's branch when it was received (absent: the first branch); its numbers' series. */
  branchId: idField.optional(),
  installmentId: idField,
  /** Money received; for a refund (mode Refund), money given back. */
  amount: z.number().positive(),
  mode: z.enum([...PAYMENT_MODES, OPENING_BALANCE_MODE, REFUND_MODE]),
  reference: textField('Reference', TEXT_LIMITS.reference),
  /** Who took the money: the admin's name, or the student paying online. */
  receivedBy: limited('Received by', TEXT_LIMITS.name).min(1),
  receivedAt: timestampField,
  status: z.enum(PAYMENT_STATUSES),
  cancellation: z
    .object({
      reason: limited('Reason', TEXT_LIMITS.reason).min(1),
      by: limited('Cancelled by', TEXT_LIMITS.name).min(1),
      at: timestampField,
    })
    .optional(),
  /** Present on a receipt cum tax invoice only. */
  tax: paymentTaxSchema.optional(),
  /**
   * A refund's own details: the payment it gives back (part of), its credit-note number, why,
   * and the provider's refund id when the provider moved the money (absent when the office paid
   * it back itself, or in the browser-only demo's simulation).
   */
  refund: z
    .object({
      of: idField,
      creditNoteNo: z.string().regex(CREDIT_NOTE_NUMBER_PATTERN),
      reason: limited('Reason', TEXT_LIMITS.reason).min(1),
      providerRefundId: limited('Provider refund', TEXT_LIMITS.id).min(1).optional(),
      /** The Refund dialog's request id (unique): a repeat of it answers with this entry. */
      requestId: refundRequestIdField.optional(),
    })
    .optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Cancel Receipt: the reason is kept in the ledger with the cancelled receipt. */
export const cancelReceiptSchema = z.object({
  reason: limited('Reason', TEXT_LIMITS.reason, z.string().trim()).min(
    1,
    'Enter why the receipt is cancelled.',
  ),
});
export type CancelReceipt = z.input<typeof cancelReceiptSchema>;
