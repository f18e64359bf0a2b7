// A staff member limited to some branches reaches only those branches' students, their fees and
// their reports. The lists are narrowed by the branches they read (the server in SQL), a record
// of another branch reads as not found (not "forbidden": its existence is not theirs to know),
// and a write names a student or a payment of their own branches. Unlimited callers pass through.
import { branchIdOf } from '../operations/branches';
import { refuseAccess } from '../core/operation';
import type { Caller, PolicyContext } from '../core/operation';
import { isObject, refuse } from '../core/validate';
import { NotFoundError } from '../errors';
import type { BranchFilter } from '../queries';

export const CHOOSE_OWN_BRANCH_MESSAGE = 'Choose one of your branches.';

/** The branches a staff member is limited to; undefined: every branch. */
export const branchLimitOf = (caller: Caller): readonly string[] | undefined =>
  caller.role === 'admin' ? caller.branchIds : undefined;

/** Whether a record (a student, a payment) is in one of the caller's branches. */
export function inCallerBranches(caller: Caller, record: { branchId?: string | undefined }) {
  const limit = branchLimitOf(caller);
  return limit === undefined || limit.includes(branchIdOf(record));
}

/**
 * A list's filter narrowed to the caller's branches: a branch chosen must be one of them, and
 * the list reads only those.
 */
export function withinCallerBranches<Filter extends BranchFilter>(
  filter: Filter,
  caller: Caller,
): Filter {
  const limit = branchLimitOf(caller);
  if (limit === undefined) return filter;
  if (filter.branchId !== undefined && !limit.includes(filter.branchId)) refuseAccess();
  return { ...filter, branchIds: limit };
}

/** Refuses, as not found, a student outside the caller's branches (a write's or a read's). */
export async function checkStudentInCallerBranches(
  studentId: unknown,
  { caller, reads }: PolicyContext,
): Promise<void> {
  if (branchLimitOf(caller) === undefined || typeof studentId !== 'string') return;
  const student = await reads.getStudent(studentId);
  if (!student || !inCallerBranches(caller, student)) throw new NotFoundError('student', studentId);
}

/** Refuses, as not found, a payment (a receipt) outside the caller's branches. */
export async function checkPaymentInCallerBranches(
  paymentId: string,
  { caller, reads }: PolicyContext,
): Promise<void> {
  if (branchLimitOf(caller) === undefined) return;
  const payment = await reads.getPayment(paymentId);
  if (!payment || !inCallerBranches(caller, payment)) throw new NotFoundError('payment', paymentId);
}

/**
 * A new record's or an edit's branch (a student's, a batch's), for a caller limited to some
 * branches: one of theirs. A new one with none named is in the first of them (the form shows no
 * branch to someone limited to one).
 */
export function ownBranchOf<Input>(
  entity: string,
  input: Input,
  caller: Caller,
  isNew: boolean,
): Input {
  const limit = branchLimitOf(caller);
  if (limit === undefined || !isObject(input)) return input;
  const chosen = input.branchId;
  if (chosen === undefined) return isNew ? { ...input, branchId: limit[0] } : input;
  if (typeof chosen === 'string' && !limit.includes(chosen)) {
    refuse(entity, 'branchId', CHOOSE_OWN_BRANCH_MESSAGE);
  }
  return input;
}
