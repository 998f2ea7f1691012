import { formatAmmanDateTime } from '@ssc/contracts';

// Each 429 says when to try again, as a time in Amman: a client told only «لاحقاً» retries at
// once and for ever (issue 33). The same instant goes in the Retry-After header.
const tryAgain = (retryAt: Date) =>
  `يمكنك المحاولة مجدداً بعد ${formatAmmanDateTime(retryAt)} بتوقيت عمّان`;

/** The Arabic messages of the booking caps (guest-limits.ts). */
export const bookingLimitMessages = {
  dailyPerContact: (retryAt: Date) =>
    `تم الوصول إلى الحد اليومي لحجوزات الضيوف بهذا البريد الإلكتروني أو رقم الهاتف. ${tryAgain(retryAt)}، أو سجّل الدخول إلى حسابك أو تواصل معنا.`,
  dailyPerAddress: (retryAt: Date) =>
    `تم الوصول إلى الحد اليومي لحجوزات الضيوف من هذه الشبكة. ${tryAgain(retryAt)}، أو سجّل الدخول إلى حسابك أو تواصل معنا.`,
  openUnpaid: (retryAt: Date) =>
    `لديك حجوزات بانتظار الدفع. أكمل دفع أحدها، أو انتظر انتهاء مهلة الدفع: ${tryAgain(retryAt)}.`,
  openUnpaidPerAddress: (retryAt: Date) =>
    `هناك حجوزات كثيرة بانتظار الدفع من هذه الشبكة. انتظر انتهاء مهلة الدفع: ${tryAgain(retryAt)}، أو سجّل الدخول إلى حسابك.`,
} as const;

/** Whole seconds from `now` to `retryAt`, at least 1: the `Retry-After` header. */
export function retryAfterSeconds(retryAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
}
