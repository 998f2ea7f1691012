import { z } from 'zod';

/**
 * The appointment policy the legal pages state (spec §9: terms and refund policy), as numbers the
 * services compute with and the pages print. Change a number here and every rule, message and
 * page follows.
 */
export const LIFECYCLE_POLICY = {
  /** Cancelled at least this many hours before the start: the whole fee comes back. */
  fullRefundHoursBefore: 24,
  /** Cancelled later, before the start: this share of the fee comes back. */
  lateRefundPercent: 50,
  /** Free reschedules per appointment; another one goes through the contact page. */
  freeReschedules: 1,
  /** Reminder emails before a confirmed appointment, in minutes (24 h and 1 h). */
  reminderOffsetsMinutes: [24 * 60, 60],
} as const;

/** The policy in the words of the confirmation email, built from the numbers above. */
export const CANCELLATION_POLICY = [
  `الإلغاء قبل ${LIFECYCLE_POLICY.fullRefundHoursBefore} ساعة على الأقل من موعد الجلسة: استرداد كامل المبلغ.`,
  `الإلغاء خلال الـ ${LIFECYCLE_POLICY.fullRefundHoursBefore} ساعة السابقة للموعد: يُخصم ${100 - LIFECYCLE_POLICY.lateRefundPercent}% من الرسوم.`,
  'عدم الحضور دون إشعار: لا يُسترد المبلغ.',
  'يحق لك إعادة جدولة الموعد مرة واحدة مجاناً.',
] as const;

const HOUR_MS = 60 * 60 * 1000;

/**
 * The share of the fee refunded when an appointment starting at `startsAt` is cancelled at `at`:
 * 100 at least 24 h before, 50 within 24 h, 0 once it has started (a no-show is never refunded).
 */
export function refundPercent(startsAt: Date, at: Date): number {
  const ahead = startsAt.getTime() - at.getTime();
  if (ahead >= LIFECYCLE_POLICY.fullRefundHoursBefore * HOUR_MS) return 100;
  if (ahead > 0) return LIFECYCLE_POLICY.lateRefundPercent;
  return 0;
}

/** The refund in minor units (fils): nothing was paid, nothing comes back; rounded down. */
export function refundAmountMinor(paidMinor: number, percent: number): number {
  return Math.floor((paidMinor * percent) / 100);
}

/** Whether one more free reschedule is allowed after `used` of them. */
export function mayReschedule(used: number): boolean {
  return used < LIFECYCLE_POLICY.freeReschedules;
}

/** `failed`: the provider refused the refund; the office sees why and may try again. */
export const REFUND_STATUSES = ['none', 'pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** What the client and the admin read about the money of a cancelled appointment. */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  none: 'لا استرداد',
  pending: 'قيد الاسترداد',
  refunded: 'تم الاسترداد',
  failed: 'تعذّر الاسترداد',
};

/**
 * The reason a CliQ or cash payment's refund is «تعذّر الاسترداد»: no provider can send that money
 * back, the office gives it back itself the same way (and records it: `recordRefund`).
 */
export const REFUND_BY_HAND_REASON =
  'دُفع المبلغ بتحويل CliQ أو نقداً في المكتب: يردّه المكتب للعميل بنفسه بالطريقة نفسها';

/** How the office gave money back by itself (a CliQ or cash payment, or a refused refund). */
export const MANUAL_REFUND_METHODS = ['cliq', 'cash', 'bank_transfer'] as const;
export const MANUAL_REFUND_METHOD_LABELS: Record<(typeof MANUAL_REFUND_METHODS)[number], string> = {
  cliq: 'تحويل CliQ',
  cash: 'نقداً في المكتب',
  bank_transfer: 'حوالة بنكية',
};

/** `POST /api/appointments/{id}/refund/record` (admin): how and when the office paid it back. */
export const recordRefundSchema = z.object({
  method: z.enum(MANUAL_REFUND_METHODS, { error: 'يرجى اختيار طريقة رد المبلغ' }),
  /** The Amman day it was paid back (today when absent); never in the future. */
  paidOn: z.iso.date({ error: 'تاريخ رد المبلغ غير صحيح' }).optional(),
  reference: z
    .string()
    .trim()
    .max(100, 'مرجع الرد طويل جداً')
    .regex(/^[^\p{Cc}]*$/u, 'مرجع الرد غير صحيح')
    .optional(),
});
export type RecordRefund = z.infer<typeof recordRefundSchema>;

export const lifecycleMessages = {
  refundNotManual: 'لا يُسجَّل رد المبلغ يدوياً إلا لاسترداد متعذّر',
  refundPaidOnFuture: 'تاريخ رد المبلغ لا يمكن أن يكون في المستقبل',
  refundNotFailed: 'لا يوجد استرداد متعذّر لهذا الموعد لإعادة محاولته',
  cannotCancel: 'لا يمكن إلغاء هذا الموعد لأنه ملغي أو مكتمل',
  cannotReschedule: 'لا يمكن تغيير موعد حجز ملغي أو مكتمل أو بدأ وقته',
  rescheduleUsed:
    'استخدمت التغيير المجاني المتاح لهذا الموعد. لتغييره مرة أخرى راسلنا من صفحة «تواصل معنا»: /contact',
  sameSlot: 'اختر موعداً غير موعدك الحالي',
  noShowBeforeStart: 'لا يمكن تسجيل عدم الحضور قبل بدء الموعد',
  linkInvalid: 'رابط إدارة الموعد غير صالح أو انتهت صلاحيته',
  reasonRequired: 'يجب كتابة سبب الإلغاء',
  reasonTooLong: 'سبب الإلغاء طويل جداً (500 حرف على الأكثر)',
  meetingUrlRequired: 'يجب إدخال رابط الاجتماع (Zoom أو Teams) لتأكيد موعد عن بُعد',
  meetingUrlInvalid: 'رابط الاجتماع غير صحيح، يجب أن يبدأ بـ https://',
} as const;

/**
 * The office's standing meeting rooms (issue 19.4): the link a remote appointment gets when an
 * admin confirms it without one. `null`: none set (then `DEFAULT_ZOOM_URL`/`DEFAULT_TEAMS_URL`
 * stand in, if the operator set them).
 */
const roomUrl = z
  .url({ protocol: /^https$/, error: lifecycleMessages.meetingUrlInvalid })
  .max(2000, lifecycleMessages.meetingUrlInvalid)
  .nullable();
export const meetingRoomsSchema = z.object({ zoom: roomUrl, teams: roomUrl });
export type MeetingRooms = z.infer<typeof meetingRoomsSchema>;

/** `GET /api/meeting-rooms` (admin): the rooms set here, and the operator's defaults beneath them. */
export const meetingRoomsResponseSchema = z.object({
  rooms: meetingRoomsSchema,
  defaults: meetingRoomsSchema,
});
export type MeetingRoomsResponse = z.infer<typeof meetingRoomsResponseSchema>;

/** `?token=` of the links in the emails: lets whoever holds it manage that one appointment. */
export const manageTokenQuerySchema = z.object({
  token: z.string().max(200).optional(),
});

/** `POST /api/appointments/{id}/cancel` */
export const cancelAppointmentSchema = z.object({
  reason: z.string().trim().max(500, lifecycleMessages.reasonTooLong).optional(),
});

/** `POST /api/appointments/{id}/reschedule`: the new start (ISO instant of a free slot). */
export const rescheduleAppointmentSchema = z.object({
  date: z.iso.datetime({ offset: true, error: 'تاريخ الموعد غير صحيح' }),
});

export const refundSchema = z.object({
  percent: z.number().int().min(0).max(100),
  /** JOD, as prices are written (three decimals at most). */
  amount: z.number().nonnegative(),
  status: z.enum(REFUND_STATUSES),
});
export type Refund = z.infer<typeof refundSchema>;
