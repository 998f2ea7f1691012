import { REPLY_WITHIN_HOURS } from '@ssc/contracts';

/** Arabic copy of the booking flow that the contracts do not already hold (spec §8 toasts). */
export const bookingCopy = {
  successTitle: 'تم حجز موعدك بنجاح',
  successDescription: (date: string, files: number) =>
    `موعدك: ${date}. عدد الملفات المرفوعة: ${files}. فريقنا سيتواصل معك خلال ${REPLY_WITHIN_HOURS} ساعة`,
  emailSentTitle: 'تم إرسال تفاصيل الحجز إلى بريدك الإلكتروني',
  // The address is isolated (FSI … PDI) so that its Latin text does not reorder the Arabic.
  emailSentDescription: (email: string) =>
    `أرسلنا تفاصيل الموعد إلى \u2068${email}\u2069. تفقّد صندوق الوارد أو البريد غير المرغوب فيه.`,
  submit: 'تأكيد الحجز',
  submitting: 'جارٍ إرسال الحجز...',
  progressLabel: 'تقدم إرسال الحجز والملفات',
} as const;
