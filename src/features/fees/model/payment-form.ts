// The pay form's own checks. The business rule itself is applyPayment (src/data/rules): the form
// asks it, and the repository asks it again against the stored installment when saving.
import { z } from 'zod';
import { applyPayment } from '@/data';
import type { Installment } from '@/data';

export const ENTER_AMOUNT_MESSAGE = 'Enter the amount to pay.';
/** Spec 5 says an amount of 0 or less does nothing; nothing is paid, and this says why. */
export const POSITIVE_AMOUNT_HINT = 'Enter an amount more than ₹0.';

export const paymentFormSchema = z.object({
  amount: z.number({ error: ENTER_AMOUNT_MESSAGE }),
});
export type PaymentFormValues = z.infer<typeof paymentFormSchema>;

/** Why this amount cannot be paid on this installment now, or undefined when it can. */
export function paymentProblem(installment: Installment, amount: number): string | undefined {
  const outcome = applyPayment(installment, amount, new Date());
  switch (outcome.kind) {
    case 'ignored':
      return POSITIVE_AMOUNT_HINT;
    case 'rejected':
      return outcome.message;
    case 'applied':
      return undefined;
    default:
      return outcome satisfies never;
  }
}
