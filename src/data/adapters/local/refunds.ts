// Refunds in the browser-only mode: the demo's Online payments are its simulated provider's, so a
// refund moves no money; it is recorded (labelled simulated) with its credit-note number and the
// student's installments derived again, in one store update.
import { nextCreditNoteNumber } from '../../rules';
import type { Payment, RefundRequest } from '../../schemas';
import {
  checkRefund,
  newRefund,
  repeatedRefund,
  SIMULATED_REFUND_REFERENCE,
  validatedRefundRequest,
} from '../../operations/refunds';
import { created } from '../../operations/audit';
import { studentWithLedger } from '../../operations/students';
import { branchCodeOf, branchIdOf, branchesWithFirst } from '../../operations/branches';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';
import { findById, replaceById } from './stored-lists';

export async function refundPayment(
  context: LocalContext,
  paymentId: string,
  request: RefundRequest,
): Promise<Payment> {
  const { requestId, amount, reason } = validatedRefundRequest(request);
  const refundedBy = context.actor().name;
  return auditedUpdate(
    context,
    ['students', 'payments', 'issuedNumbers', 'branches'],
    ({ students, payments, issuedNumbers, branches }) => {
      const payment = findById(payments, paymentId, 'payment');
      const earlier = payments.find((entry) => entry.refund?.requestId === requestId);
      if (earlier) return { result: repeatedRefund(earlier, paymentId) };
      checkRefund(payment, payments, amount);
      const at = context.now();
      // The credit note is numbered in the series of the refunded receipt's branch.
      const branchCode = branchCodeOf(branchIdOf(payment), branchesWithFirst(branches));
      const refund = newRefund({
        payment,
        requestId,
        amount,
        reason,
        creditNoteNo: nextCreditNoteNumber(payments, at, issuedNumbers, branchCode),
        reference: SIMULATED_REFUND_REFERENCE,
        refundedBy,
        at,
      });
      const ledger = [...payments, refund];
      return {
        write: {
          payments: ledger,
          students: replaceById(students, payment.studentId, 'student', (student) =>
            studentWithLedger(student, ledger),
          ).list,
        },
        result: refund,
        audit: [
          {
            ...created('payment', refund),
            action: 'refunded',
            studentId: payment.studentId,
          },
        ],
      };
    },
  );
}
