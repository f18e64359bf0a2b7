// The fee ledger in the browser-only mode: a payment or its cancellation and the student's
// installments derived again from the ledger, in one store update.
import { gstSummary as gstSummaryOf, nextReceiptNumber } from '../../rules';
import type { GstSummaryRow } from '../../rules';
import type { PaymentRequest } from '../../repository';
import type { BranchFilter } from '../../queries';
import type { PaymentFilter } from '../../definitions/payments';
import type { Payment, Student } from '../../schemas';
import {
  cancelledPayment,
  checkPayment,
  installmentToPay,
  newPayment,
  validatedCancelReason,
  validatedFinancialYear,
  validatedPaymentRequest,
} from '../../operations/payments';
import { studentWithLedger } from '../../operations/students';
import {
  branchCodeOf,
  branchIdOf,
  branchesWithFirst,
  inBranchFilter,
} from '../../operations/branches';
import { created, edited } from '../../operations/audit';
import type { Collections } from '../../core/collections';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';
import { findById, newestFirst, replaceById } from './stored-lists';

/** The students with one student's installments derived again from the ledger. */
function withLedger(
  students: readonly Student[],
  studentId: string,
  payments: readonly Payment[],
): Student[] {
  return replaceById(students, studentId, 'student', (student) =>
    studentWithLedger(student, payments),
  ).list;
}

/**
 * The ledger with one more payment, checked against the installment and the ledger read inside
 * the write, never a copy a screen holds: two payments at once (two tabs, a double click) can
 * neither overpay the installment nor share a receipt number. The one way money enters the
 * ledger, whether the office records it or confirms a UPI transfer.
 */
export function ledgerWithPayment(
  context: LocalContext,
  {
    students,
    payments,
    issuedNumbers,
    settings,
    branches,
  }: Pick<Collections, 'students' | 'payments' | 'issuedNumbers' | 'settings' | 'branches'>,
  request: PaymentRequest,
) {
  const { details, receivedBy } = validatedPaymentRequest(request);
  const student = findById(students, request.studentId, 'student');
  const installment = installmentToPay(student, request.installmentId);
  const at = context.now();
  checkPayment(installment, details.amount, at);
  // The receipt is numbered in the series of the student's branch.
  const branchCode = branchCodeOf(branchIdOf(student), branchesWithFirst(branches));
  const payment = newPayment({
    student,
    installment,
    details,
    receivedBy,
    receiptNo: nextReceiptNumber(payments, at, issuedNumbers, branchCode),
    at,
    gst: settings.gst,
  });
  const ledger = [...payments, payment];
  return {
    write: { students: withLedger(students, student.id, ledger), payments: ledger },
    result: payment,
    audit: [{ ...created('payment', payment), studentId: student.id }],
  };
}

export async function recordPayment(
  context: LocalContext,
  request: PaymentRequest,
): Promise<Payment> {
  return auditedUpdate(
    context,
    ['students', 'payments', 'issuedNumbers', 'settings', 'branches'],
    (current) => ledgerWithPayment(context, current, request),
  );
}

export async function listPayments(
  context: LocalContext,
  filter: PaymentFilter = {},
): Promise<Payment[]> {
  const payments = await context.store.read('payments');
  const selected = payments.filter(
    (payment) =>
      (filter.studentId === undefined || payment.studentId === filter.studentId) &&
      inBranchFilter(filter, payment),
  );
  return newestFirst(selected, (payment) => payment.receivedAt);
}

export async function gstSummary(
  context: LocalContext,
  financialYear: string,
  filter: BranchFilter = {},
): Promise<GstSummaryRow[]> {
  const year = validatedFinancialYear(financialYear);
  const payments = await context.store.read('payments');
  return gstSummaryOf(
    payments.filter((payment) => inBranchFilter(filter, payment)),
    year,
  );
}

export async function getPayment(context: LocalContext, id: string): Promise<Payment | undefined> {
  return (await context.store.read('payments')).find((payment) => payment.id === id);
}

export async function cancelPayment(
  context: LocalContext,
  id: string,
  reason: string,
  cancelledBy: string,
): Promise<Payment> {
  const why = validatedCancelReason(reason);
  return auditedUpdate(context, ['students', 'payments'], ({ students, payments }) => {
    const { list, updated, found } = replaceById(payments, id, 'payment', (payment) =>
      cancelledPayment(payment, { reason: why, by: cancelledBy, at: context.now() }, payments),
    );
    return {
      write: { students: withLedger(students, updated.studentId, list), payments: list },
      result: updated,
      audit: [
        {
          ...edited('payment', found, updated),
          action: 'cancelled',
          studentId: updated.studentId,
        },
      ],
    };
  });
}
