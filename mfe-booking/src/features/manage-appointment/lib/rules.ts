import type { AppointmentDetail } from '@ssc/contracts';
import { formatJod } from '@ssc/contracts';
import { LIFECYCLE_POLICY, lifecycleMessages } from '@ssc/contracts/lifecycle';

/** The refund of a cancellation in words: full, the policy's late share, or none. */
export function refundWords(percent: number): string {
  if (percent >= 100) return 'استرداد كامل المبلغ (100%)';
  if (percent <= 0) return 'لا يُسترد أي مبلغ';
  return `استرداد ${percent}% من المبلغ`;
}

/** A cancellation's refund as it was decided: nothing paid (or nothing owed) reads as none. */
export function refundResult(refund: { percent: number; amount: number }): string {
  if (refund.amount <= 0 || refund.percent <= 0) return 'لا يوجد مبلغ يُسترد';
  return `${refundWords(refund.percent)}: ${formatJod(refund.amount)}`;
}

/** What the client reads when the payment provider refused their refund (issue 31.4). */
export const REFUND_FAILED_TEXT = 'تعذّر على مزوّد الدفع إرجاع المبلغ، وسيتواصل معك فريقنا لإتمامه.';

/** A payment that reached us after the booking's payment time ran out: refunded automatically. */
export const LATE_PAYMENT_TEXT =
  'وصلنا دفعك بعد إلغاء الحجز لانتهاء مهلة الدفع، فيُعاد إليك المبلغ كاملاً تلقائياً.';

/**
 * What cancelling now gives back, as the client reads it before confirming: the server's percent
 * and amount, and why there is nothing when nothing was paid or the appointment has started.
 */
export function refundPreview(detail: AppointmentDetail): string {
  const { percent, amount } = detail.cancel.refund;
  if (detail.appointment.paymentStatus !== 'paid') {
    return 'لم تُدفع رسوم هذا الموعد، فلا يوجد مبلغ يُسترد عند الإلغاء.';
  }
  if (percent <= 0) {
    return 'بدأ وقت الموعد، فلا يُسترد أي مبلغ عند الإلغاء الآن.';
  }
  const when =
    percent >= 100
      ? `لأن الإلغاء قبل ${LIFECYCLE_POLICY.fullRefundHoursBefore} ساعة على الأقل من الموعد`
      : `لأن الإلغاء خلال الـ ${LIFECYCLE_POLICY.fullRefundHoursBefore} ساعة السابقة للموعد`;
  return `${refundWords(percent)}: ${formatJod(amount)}، ${when}.`;
}

export type RescheduleBlock = 'closed' | 'started' | 'used';

/** Why the client may not move the appointment now (undefined: they may). */
export function rescheduleBlock(detail: AppointmentDetail, now: Date): RescheduleBlock | undefined {
  if (detail.reschedule.allowed) return undefined;
  const { status, date } = detail.appointment;
  if (status !== 'pending' && status !== 'confirmed') return 'closed';
  if (new Date(date).getTime() <= now.getTime()) return 'started';
  return 'used';
}

export const rescheduleBlockMessages: Record<RescheduleBlock, string> = {
  closed: lifecycleMessages.cannotReschedule,
  started: 'بدأ وقت هذا الموعد، فلا يمكن تغييره الآن. للمساعدة راسلنا من صفحة «تواصل معنا».',
  used: lifecycleMessages.rescheduleUsed,
};

/** A message of the policy ends with the contact page's path: the page links it instead. */
export function splitContactPath(message: string): { text: string; contact: boolean } {
  const match = /[:：]?\s*\/contact\s*$/.exec(message);
  return match
    ? { text: message.slice(0, match.index), contact: true }
    : { text: message, contact: false };
}
