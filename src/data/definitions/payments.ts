// The fee ledger's operations: payments, receipts, cancellations and the day book.
import { z } from 'zod';
import {
  ADMIN_ONLY,
  ADMIN_STUDENT_OR_PARENT,
  operation,
  recordOf,
  refuseAccess,
} from '../core/operation';
import type { PaymentRequest } from '../core/types';
import { isObject } from '../core/validate';
import {
  instant,
  localDayStart,
  pageFields,
  queryString,
  recordIdSchema,
  text,
} from '../core/wire';
import type { BranchFilter, DayBookPage, DayBookQuery, DayBookRange } from '../queries';
import type { GstSummaryRow } from '../rules/gst';
import type { Payment } from '../schemas';
import {
  checkPaymentInCallerBranches,
  checkStudentInCallerBranches,
  inCallerBranches,
  withinCallerBranches,
} from './branch-scope';

const idParam = z.object({ id: recordIdSchema });

/** The ledger's entries one student's (`studentId`), or those of some branches (`branchIds`,
 *  a staff member's branch limit, set by the policy). */
export type PaymentFilter = { studentId?: string; branchIds?: readonly string[] | undefined };

export const paymentOperations = {
  /**
   * Records a payment on one installment by the rules of ../rules/payments, with the next
   * receipt number of its financial year. In server mode the office's Record Payment only: a
   * student's own request would mark fees paid with no money moved.
   */
  recordPayment: operation<[request: PaymentRequest], Payment>({
    verb: 'POST',
    path: '/api/payments',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'fees.record',
      scope: async ([request], context) => {
        await checkStudentInCallerBranches(
          isObject(request) ? request.studentId : undefined,
          context,
        );
        return [request];
      },
    },
    changes: ['students', 'payments', 'auditLog'],
    encode: (payment) => ({
      // JSON has no NaN or Infinity: such an amount travels as 0 and is refused as not positive.
      body: { ...payment, amount: Number.isFinite(payment.amount) ? payment.amount : 0 },
    }),
    decode: z
      .object({ body: recordOf<PaymentRequest>() })
      .transform(({ body }): [PaymentRequest] => [body]),
  }),
  /** Every ledger entry, newest first; only one student's when `studentId` is given (a student:
   *  always their own; staff limited to some branches: those branches'). */
  listPayments: operation<[filter?: PaymentFilter], Payment[]>({
    verb: 'GET',
    path: '/api/payments',
    policy: {
      callers: ADMIN_STUDENT_OR_PARENT,
      permission: 'fees.view',
      scope: async ([filter = {}], context) => {
        const { caller } = context;
        if (caller.role !== 'student') {
          await checkStudentInCallerBranches(filter.studentId, context);
          return [withinCallerBranches(filter, caller)];
        }
        if (filter.studentId !== undefined && filter.studentId !== caller.studentId) refuseAccess();
        return [{ studentId: caller.studentId }];
      },
    },
    changes: [],
    encode: (filter = {}) =>
      filter.studentId === undefined ? {} : { query: { studentId: filter.studentId } },
    decode: z
      .object({ query: z.object({ studentId: recordIdSchema.optional() }) })
      .transform(({ query }): [{ studentId?: string }] =>
        query.studentId === undefined ? [{}] : [{ studentId: query.studentId }],
      ),
  }),
  /**
   * One page of the day book (the days' entries oldest first) with the days' totals by mode. The
   * days are the browser's: they travel as the instants they start, so the server needs no zone.
   */
  queryDayBook: operation<[query: DayBookQuery], DayBookPage, [range: DayBookRange]>({
    verb: 'GET',
    path: '/api/payments/day-book',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'reports.view',
      scope: ([range], { caller }) => [withinCallerBranches(range, caller)],
    },
    changes: [],
    encode: ({ from, to, page, pageSize, branchId }) => ({
      query: queryString({
        page,
        pageSize,
        fromAt: localDayStart(from),
        toAt: localDayStart(to, 1),
        branchId,
      }),
    }),
    decode: z
      .object({
        query: z.object({
          ...pageFields,
          fromAt: instant,
          toAt: instant,
          branchId: recordIdSchema.optional(),
        }),
      })
      .transform(({ query }): [DayBookRange] => [query]),
  }),
  /**
   * The GST to file for a financial year ("2026-27"): one row per month, April to March in
   * India's time, over the valid receipts issued with tax (cancelled receipts are not owed).
   */
  gstSummary: operation<[financialYear: string, filter?: BranchFilter], GstSummaryRow[]>({
    verb: 'GET',
    path: '/api/payments/gst-summary',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'reports.view',
      scope: ([financialYear, filter = {}], { caller }) => [
        financialYear,
        withinCallerBranches(filter, caller),
      ],
    },
    changes: [],
    encode: (financialYear, filter = {}) => ({
      query: queryString({ financialYear, branchId: filter.branchId }),
    }),
    decode: z
      .object({
        query: z.object({
          financialYear: text('Financial year', 20),
          branchId: recordIdSchema.optional(),
        }),
      })
      .transform(({ query }): [string, BranchFilter] => [
        query.financialYear,
        query.branchId === undefined ? {} : { branchId: query.branchId },
      ]),
  }),
  /** A student reads only their own receipts. */
  getPayment: operation<[id: string], Payment | undefined>({
    verb: 'GET',
    path: '/api/payments/:id',
    policy: {
      callers: ADMIN_STUDENT_OR_PARENT,
      permission: 'fees.view',
      visible: (payment, { caller }) => {
        if (caller.role === 'admin') {
          return payment && inCallerBranches(caller, payment) ? payment : undefined;
        }
        return caller.role === 'student' && payment?.studentId === caller.studentId
          ? payment
          : refuseAccess();
      },
    },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
  /**
   * Marks a receipt Cancelled with the reason; it stays in the ledger and stops counting, and
   * its installment is recomputed. Opening balances and cancelled receipts cannot be cancelled.
   */
  cancelPayment: operation<[id: string, reason: string, cancelledBy: string], Payment>({
    verb: 'POST',
    path: '/api/payments/:id/cancel',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'fees.record',
      scope: async (args, context) => {
        await checkPaymentInCallerBranches(args[0], context);
        return args;
      },
    },
    changes: ['students', 'payments', 'auditLog'],
    encode: (id, reason, cancelledBy) => ({ params: { id }, body: { reason, cancelledBy } }),
    decode: z
      .object({
        params: idParam,
        body: z.object({ reason: text('Reason', 2000), cancelledBy: text('Cancelled by', 200) }),
      })
      .transform(({ params, body }): [string, string, string] => [
        params.id,
        body.reason,
        body.cancelledBy,
      ]),
  }),
};
