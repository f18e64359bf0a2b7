// UPI straight to the institute in the browser-only mode: the student's "I have paid", and the
// office's confirmation (the payment enters the ledger in the same store update that marks the
// order Paid) or rejection. The decisions are operations/upi.ts's, as on the server.
import type { StudentUpiPayment } from '../../definitions/payment-orders';
import { created, edited } from '../../operations/audit';
import { installmentToPay } from '../../operations/payments';
import {
  checkAwaitingVerification,
  checkUpiPayment,
  checkUtrClaim,
  checkWaitingClaims,
  confirmedOrder,
  isWaitingClaim,
  newUpiOrder,
  rejectedForConfirmedUtr,
  rejectedOrder,
  upiLedgerRequest,
  validatedRejectReason,
  validatedUpiPayment,
} from '../../operations/upi';
import type { PaymentOrder } from '../../schemas';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';
import { ledgerWithPayment } from './payments';
import { findById, replaceById } from './stored-lists';

export async function submitUpiPayment(
  context: LocalContext,
  request: StudentUpiPayment,
): Promise<PaymentOrder> {
  const payment = validatedUpiPayment(request);
  return auditedUpdate(
    context,
    ['paymentOrders', 'students', 'payments', 'settings'],
    ({ paymentOrders, students, payments, settings }) => {
      const student = findById(students, payment.studentId, 'student');
      const installment = installmentToPay(student, payment.installmentId);
      const at = context.now();
      checkUpiPayment(settings.payee, installment, payment.amount, at);
      checkWaitingClaims(
        paymentOrders.filter((order) => order.studentId === student.id && isWaitingClaim(order))
          .length,
      );
      checkUtrClaim({
        studentId: student.id,
        claims: paymentOrders.filter((order) => order.utr === payment.utr),
        inLedger: payments.some((made) => made.reference === payment.utr),
      });
      const order = newUpiOrder({ ...payment, at });
      return {
        write: { paymentOrders: [...paymentOrders, order] },
        result: order,
        audit: [{ ...created('paymentOrder', order), studentId: student.id }],
      };
    },
  );
}

export async function confirmUpiPayment(context: LocalContext, id: string): Promise<PaymentOrder> {
  const decidedBy = context.actor().name;
  return auditedUpdate(
    context,
    ['paymentOrders', 'students', 'payments', 'issuedNumbers', 'settings', 'branches'],
    (current) => {
      const order = findById(current.paymentOrders, id, 'payment order');
      checkAwaitingVerification(order);
      const ledger = ledgerWithPayment(context, current, upiLedgerRequest(order, decidedBy));
      const at = context.now();
      const updated = confirmedOrder(order, { paymentId: ledger.result.id, decidedBy, at });
      const others = rejectedForConfirmedUtr(
        updated,
        current.paymentOrders.filter((claim) => claim.utr === order.utr),
        { decidedBy, at },
      );
      const changes = [{ before: order, after: updated }, ...others];
      const byId = new Map(changes.map((change) => [change.after.id, change.after]));
      return {
        write: {
          ...ledger.write,
          paymentOrders: current.paymentOrders.map((claim) => byId.get(claim.id) ?? claim),
        },
        result: updated,
        audit: [
          ...ledger.audit,
          ...changes.map(({ before, after }) => ({
            ...edited('paymentOrder', before, after),
            studentId: after.studentId,
          })),
        ],
      };
    },
  );
}

export async function rejectUpiPayment(
  context: LocalContext,
  id: string,
  reason: string,
): Promise<PaymentOrder> {
  const why = validatedRejectReason(reason);
  const decidedBy = context.actor().name;
  return auditedUpdate(context, ['paymentOrders'], ({ paymentOrders }) => {
    const { list, updated, found } = replaceById(paymentOrders, id, 'payment order', (order) => {
      checkAwaitingVerification(order);
      return rejectedOrder(order, { reason: why, decidedBy, at: context.now() });
    });
    return {
      write: { paymentOrders: list },
      result: updated,
      audit: [{ ...edited('paymentOrder', found, updated), studentId: found.studentId }],
    };
  });
}
