// The appointment policy in the words the public pages use (terms, refund policy, FAQ), derived
// from `LIFECYCLE_POLICY`: the numbers the booking service computes refunds and reschedules with,
// so a page can never promise something the service does not do.
import { LIFECYCLE_POLICY } from '@ssc/contracts/lifecycle';

/** The share of the fee kept on a late cancellation: the pages state the deduction, the contract the refund. */
export const LATE_DEDUCTION_PERCENT = 100 - LIFECYCLE_POLICY.lateRefundPercent;

/** "once", "twice", "3 times": Arabic counts a repetition in words up to two. */
function timesInArabic(count: number): string {
  if (count === 1) return 'مرة واحدة';
  if (count === 2) return 'مرتين';
  return count <= 10 ? `${count} مرات` : `${count} مرة`;
}

/** How often an appointment may be rescheduled for free, in words ("مرة واحدة"). */
export const FREE_RESCHEDULES_TEXT = timesInArabic(LIFECYCLE_POLICY.freeReschedules);
