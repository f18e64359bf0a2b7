// Payments a student starts without the office (../schemas/payment-orders.ts): through the
// payment provider's page, or by UPI straight to the institute, verified by the office; and what
// the office does with them: confirm or reject a UPI transfer, reconcile the provider's orders
// with the ledger, refund a payment taken online.
import { z } from 'zod';
import type { OnlinePaymentProvider } from '../constants';
import {
  ADMIN_ONLY,
  ADMIN_STUDENT_OR_PARENT,
  STUDENT_OR_PARENT,
  operation,
  recordOf,
  refuseAccess,
} from '../core/operation';
import type { Caller, PolicyContext, RateLimitBucket } from '../core/operation';
import { recordIdSchema } from '../core/wire';
import { isObject } from '../core/validate';
import { checkRefundLimit } from '../operations/staff';
import type {
  OnlinePaymentRequest,
  Payment,
  PaymentOrder,
  RefundRequest,
  UpiPaymentRequest,
} from '../schemas';
import { PAYMENT_ORDER_STATUSES } from '../constants';
import type { PaymentOrderStatus } from '../constants';
import { NotFoundError } from '../errors';
import {
  branchLimitOf,
  checkPaymentInCallerBranches,
  checkStudentInCallerBranches,
  inCallerBranches,
  withinCallerBranches,
} from './branch-scope';

/** Whether a student is one of the caller's branches' (every student for an unlimited caller). */
async function studentInCallerBranches(studentId: string, context: PolicyContext) {
  if (branchLimitOf(context.caller) === undefined) return true;
  const student = await context.reads.getStudent(studentId);
  return student !== undefined && inCallerBranches(context.caller, student);
}

/** Refuses, as not found, a payment order of another branch's student. */
async function orderInCallerBranches<Args extends [id: string, ...rest: unknown[]]>(
  args: Args,
  context: PolicyContext,
): Promise<Args> {
  if (branchLimitOf(context.caller) === undefined) return args;
  const order = await context.reads.getPaymentOrder(args[0]);
  if (!order || !(await studentInCallerBranches(order.studentId, context))) {
    throw new NotFoundError('payment order', args[0]);
  }
  return args;
}
/** Pay Now and UPI claims share one limit per student (server mode), so neither can be flooded. */
const studentPayments = (): RateLimitBucket => 'payments';
const idParam = z.object({ id: recordIdSchema });

/** How the signed-in student may pay without the office, as the institute has set it up. */
export type PaymentOptions = {
  /** Who takes a payment online: no one, the demo's simulated provider, or Razorpay. */
  online: OnlinePaymentProvider;
  /** The institute's UPI ID and payee name when it takes UPI transfers, else null. */
  upi: { id: string; payeeName: string } | null;
  /** Whether an installment may be paid in parts (else only what remains on it, in full). */
  partPayments: boolean;
  /** The smallest part payment taken, in rupees (all that remains is always taken). */
  minimumPartPayment: number;
};

/** A student's Pay Now, with the student it is for (a student: always their own). */
export type StudentOnlinePayment = OnlinePaymentRequest & { studentId: string };
export type StudentUpiPayment = UpiPaymentRequest & { studentId: string };

/**
 * Where the browser goes to pay: the provider's hosted checkout, reached by submitting a form
 * with these fields to `action` (a top-level navigation: no provider script runs in the portal).
 */
export type Checkout = { action: string; fields: Record<string, string> };

export type StartedOnlinePayment = { order: PaymentOrder; checkout: Checkout };

/** What one reconciliation run found among the open orders. */
export type ReconcileSummary = {
  /** Orders asked about at the provider. */
  checked: number;
  /** Payments the provider took that no return page or webhook had recorded: now in the ledger. */
  recorded: number;
  /** Payments the provider took that the ledger cannot take as they are: for the office. */
  needsReview: number;
  /** Orders left unpaid past their time: no longer payable. */
  expired: number;
};

/** One line of "Payments to reconcile": where the provider and the ledger disagree. */
export type PaymentToReconcile =
  | { kind: 'paid-not-recorded'; order: PaymentOrder; detail: string }
  | { kind: 'amount-differs'; order: PaymentOrder; detail: string }
  | { kind: 'recorded-without-provider'; payment: Payment; detail: string };

export type PaymentOrderFilter = {
  studentId?: string;
  status?: PaymentOrderStatus;
  /** Only these branches' students' orders: a staff member's branch limit, set by the policy. */
  branchIds?: readonly string[] | undefined;
};

/** A student's own orders only; the office sees everyone's. */
const ownStudentId =
  <T extends { studentId?: string }>() =>
  ([request]: [T], { caller }: { caller: Caller }): [T] => {
    if (caller.role !== 'student') return [request];
    if (request.studentId !== undefined && request.studentId !== caller.studentId) refuseAccess();
    return [{ ...request, studentId: caller.studentId }];
  };

export const paymentOrderOperations = {
  getPaymentOptions: operation<[], PaymentOptions>({
    verb: 'GET',
    path: '/api/payment-options',
    policy: { callers: ADMIN_STUDENT_OR_PARENT, permission: 'fees.view' },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /** Newest first; one student's (a student: always their own) or one status's when given. */
  listPaymentOrders: operation<[filter?: PaymentOrderFilter], PaymentOrder[]>({
    verb: 'GET',
    path: '/api/payment-orders',
    policy: {
      callers: ADMIN_STUDENT_OR_PARENT,
      permission: 'fees.view',
      scope: async ([filter = {}], context) => {
        if (context.caller.role !== 'admin') {
          return ownStudentId<PaymentOrderFilter>()([filter], context);
        }
        await checkStudentInCallerBranches(filter.studentId, context);
        return [withinCallerBranches(filter, context.caller)];
      },
    },
    changes: [],
    encode: (filter = {}) => ({
      query: Object.fromEntries(
        Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    }),
    decode: z
      .object({
        query: z.object({
          studentId: recordIdSchema.optional(),
          status: z.enum(PAYMENT_ORDER_STATUSES).optional(),
        }),
      })
      .transform(({ query }): [PaymentOrderFilter] => [
        Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
      ]),
  }),
  getPaymentOrder: operation<[id: string], PaymentOrder | undefined>({
    verb: 'GET',
    path: '/api/payment-orders/:id',
    policy: {
      callers: ADMIN_STUDENT_OR_PARENT,
      permission: 'fees.view',
      visible: async (order, context) => {
        const { caller } = context;
        if (caller.role === 'admin') {
          return order && (await studentInCallerBranches(order.studentId, context))
            ? order
            : undefined;
        }
        return caller.role === 'student' && order?.studentId === caller.studentId
          ? order
          : refuseAccess();
      },
    },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
  /**
   * Pay Now through the provider: an order there for the amount the student chose (within what
   * remains, by the institute's rule on part payments), and the form that takes the browser to
   * the provider's page. Nothing enters the ledger until the provider confirms the payment.
   */
  startOnlinePayment: operation<[request: StudentOnlinePayment], StartedOnlinePayment>({
    verb: 'POST',
    path: '/api/payment-orders/online',
    policy: {
      callers: STUDENT_OR_PARENT,
      scope: ownStudentId<StudentOnlinePayment>(),
      rateLimit: studentPayments,
    },
    changes: ['paymentOrders', 'auditLog'],
    encode: (request) => ({ body: request }),
    decode: z
      .object({ body: recordOf<StudentOnlinePayment>() })
      .transform(({ body }): [StudentOnlinePayment] => [body]),
  }),
  /** "I have paid by UPI": the transfer waits, Awaiting verification, for the office. */
  submitUpiPayment: operation<[request: StudentUpiPayment], PaymentOrder>({
    verb: 'POST',
    path: '/api/payment-orders/upi',
    policy: {
      callers: STUDENT_OR_PARENT,
      scope: ownStudentId<StudentUpiPayment>(),
      rateLimit: studentPayments,
    },
    changes: ['paymentOrders', 'auditLog'],
    encode: (request) => ({ body: request }),
    decode: z
      .object({ body: recordOf<StudentUpiPayment>() })
      .transform(({ body }): [StudentUpiPayment] => [body]),
  }),
  /** The office found the transfer in its account: the payment enters the ledger with a receipt. */
  confirmUpiPayment: operation<[id: string], PaymentOrder>({
    verb: 'POST',
    path: '/api/payment-orders/:id/confirm',
    policy: { callers: ADMIN_ONLY, permission: 'fees.verify', scope: orderInCallerBranches },
    changes: ['paymentOrders', 'payments', 'students', 'auditLog'],
    // A POST carries a JSON body, even an empty one (the server reads every POST's body).
    encode: (id) => ({ params: { id }, body: {} }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
  rejectUpiPayment: operation<[id: string, reason: string], PaymentOrder>({
    verb: 'POST',
    path: '/api/payment-orders/:id/reject',
    policy: { callers: ADMIN_ONLY, permission: 'fees.verify', scope: orderInCallerBranches },
    changes: ['paymentOrders', 'auditLog'],
    encode: (id, reason) => ({ params: { id }, body: { reason } }),
    decode: z
      .object({ params: idParam, body: z.object({ reason: z.string() }) })
      .transform(({ params, body }): [string, string] => [params.id, body.reason]),
  }),
  /**
   * Asks the provider about every open order and records the payments it took that no return
   * page or webhook reported (the tab was closed, the webhook lost). Also run by the server on
   * a timer.
   */
  reconcilePayments: operation<[], ReconcileSummary>({
    verb: 'POST',
    path: '/api/payment-orders/reconcile',
    policy: { callers: ADMIN_ONLY, permission: 'fees.verify' },
    changes: ['paymentOrders', 'payments', 'students', 'auditLog'],
    // A POST carries a JSON body, even an empty one.
    encode: () => ({ body: {} }),
    decode: z.object({}).transform((): [] => []),
  }),
  listPaymentsToReconcile: operation<[], PaymentToReconcile[]>({
    verb: 'GET',
    path: '/api/payment-orders/to-reconcile',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'fees.verify',
      visible: async (lines, context) => {
        const shown = await Promise.all(
          lines.map((line) =>
            'order' in line
              ? studentInCallerBranches(line.order.studentId, context)
              : inCallerBranches(context.caller, line.payment),
          ),
        );
        return lines.filter((_, index) => shown[index]);
      },
    },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /**
   * Gives back part or all of a payment taken online, through the provider, as a ledger entry of
   * its own with a credit-note number; the installment is derived again.
   */
  refundPayment: operation<[paymentId: string, request: RefundRequest], Payment>({
    verb: 'POST',
    path: '/api/payments/:id/refund',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'fees.refund',
      // Over the owner's limit only for staff who may refund any amount.
      scope: async ([paymentId, request], context) => {
        const { caller, reads } = context;
        await checkPaymentInCallerBranches(paymentId, context);
        if (caller.role === 'admin') {
          const amount = isObject(request) ? request.amount : undefined;
          checkRefundLimit(caller.permissions, amount, (await reads.getRoleSettings()).refundLimit);
        }
        return [paymentId, request];
      },
    },
    changes: ['payments', 'students', 'auditLog'],
    encode: (paymentId, request) => ({ params: { id: paymentId }, body: request }),
    decode: z
      .object({ params: idParam, body: recordOf<RefundRequest>() })
      .transform(({ params, body }): [string, RefundRequest] => [params.id, body]),
  }),
};
