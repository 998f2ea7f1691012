import { formatJod, fromMinorUnits, type PublicService, toMinorUnits } from '@ssc/contracts';
import { LIFECYCLE_POLICY, refundAmountMinor } from '@ssc/contracts/lifecycle';

// The payment and cancellation policy as the booking page states it before booking (issue 33.4),
// built from LIFECYCLE_POLICY and the chosen service's price, so that a 45-dinar service never
// reads «30 ديناراً أردنياً» and a change of the policy changes every sentence here.

const HOURS = LIFECYCLE_POLICY.fullRefundHoursBefore;
const LATE = LIFECYCLE_POLICY.lateRefundPercent;

/**
 * The price the policy quotes: the chosen service's; before one is chosen, the catalogue's when all
 * its services cost the same; otherwise none (the sentences then speak in shares only).
 */
export function policyPrice(
  selected: PublicService | undefined,
  catalogue: readonly PublicService[] | undefined,
): number | undefined {
  if (selected) return selected.price;
  const prices = new Set(catalogue?.map((service) => service.price));
  return prices.size === 1 ? [...prices][0] : undefined;
}

/** What a late cancellation (within 24 h) gives back of `price`, in dinars (rounded down to fils). */
export function lateRefund(price: number): number {
  return fromMinorUnits(refundAmountMinor(toMinorUnits(price), LATE));
}

/** "30 دقيقة", "10 دقائق", "دقيقتين" (after «خلال»). */
export function minutesText(minutes: number): string {
  if (minutes === 1) return 'دقيقة واحدة';
  if (minutes === 2) return 'دقيقتين';
  if (minutes >= 3 && minutes <= 10) return `${minutes} دقائق`;
  return `${minutes} دقيقة`;
}

export const policyCopy = {
  /** The fee: the chosen service's price, or, before one is chosen, where it will show. */
  fee: (price: number | undefined) =>
    price === undefined
      ? 'تظهر رسوم الاستشارة عند اختيار الخدمة، شاملة الضرائب، وتُدفع مسبقاً عبر بوابة دفع آمنة بعد إرسال الحجز.'
      : `رسوم الاستشارة ${formatJod(price)} شاملة الضرائب، تُدفع مسبقاً عبر بوابة دفع آمنة بعد إرسال الحجز.`,
  /** The payment window: the server's hold (PAYMENT_HOLD_MINUTES) while online payment is on. */
  paymentWindow: (minutes: number) =>
    `ادفع خلال ${minutesText(minutes)} من إرسال الحجز، وإلا يُلغى الحجز تلقائياً ويصبح الموعد متاحاً لغيرك.`,
  /** The refund rule, with the amounts of `price` when it is known. */
  refund: (price: number | undefined) =>
    price === undefined
      ? `الإلغاء قبل ${HOURS} ساعة على الأقل من الموعد يعيد المبلغ كاملاً، وخلال الـ ${HOURS} ساعة السابقة له يُعاد ${LATE}% منه، ولا استرداد عند عدم الحضور.`
      : `الإلغاء قبل ${HOURS} ساعة على الأقل من الموعد يعيد المبلغ كاملاً (${formatJod(price)})، وخلال الـ ${HOURS} ساعة السابقة له يُعاد ${LATE}% منه (${formatJod(lateRefund(price))})، ولا استرداد عند عدم الحضور.`,
  /** A slot less than 24 h ahead: cancelling it at all gives back only the late share. */
  soon: (price: number | undefined) =>
    `موعدك المختار بعد أقل من ${HOURS} ساعة: إن ألغيته فلا يُعاد إلا ${LATE}% من الرسوم${price === undefined ? '' : ` (${formatJod(lateRefund(price))})`}.`,
  reschedule: 'يحق لك تغيير الموعد مرة واحدة مجاناً.',
} as const;

/** Whether a slot starting at `startsAt` is within the late-cancellation window from `now`. */
export function startsSoon(startsAt: Date, now: Date): boolean {
  const ahead = startsAt.getTime() - now.getTime();
  return ahead > 0 && ahead < HOURS * 60 * 60 * 1000;
}
