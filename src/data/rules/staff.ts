// The staff rules that need no storage: an institute always keeps an active owner, and a staff
// member's refund stays within the limit the owner sets unless they may refund any amount.
import { formatRupees } from '@/lib';
import type { Permission, StaffRole } from '../permissions';

export const LAST_OWNER_MESSAGE = 'The institute needs at least one active owner.';

/** Whether the staff, as they would be after a change, still have an active owner. */
export const hasActiveOwner = (
  staff: ReadonlyArray<{ staffRole: StaffRole; active: boolean }>,
): boolean => staff.some((member) => member.active && member.staffRole === 'owner');

export const staffRefundLimitMessage = (limit: number) =>
  `Your refund limit is ${formatRupees(limit)}. Ask the owner to refund more.`;

/**
 * Why a staff member holding `permissions` may not refund `amount` rupees under the owner's
 * `limit`, or undefined when they may (within it, or holding fees.refund.unlimited).
 */
export function refundLimitRefusal(
  permissions: readonly Permission[],
  amount: number,
  limit: number,
): string | undefined {
  if (permissions.includes('fees.refund.unlimited') || amount <= limit) return undefined;
  return staffRefundLimitMessage(limit);
}
