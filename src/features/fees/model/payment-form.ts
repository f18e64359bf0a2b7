// The pay forms' own check. The business rule itself is applyPayment (src/data/rules): the form
// asks it for a message beside the amount, and the repository asks it again against the stored
// installment when saving.
import { applyPayment } from '@/data';
import type { Installment } from '@/data';

/** Why this amount cannot be paid on this installment now, or undefined when it can. */
export function paymentProblem(installment: Installment, amount: number): string | undefined {
  const outcome = applyPayment(installment, amount, new Date());
  return outcome.kind === 'rejected' ? outcome.message : undefined;
}
