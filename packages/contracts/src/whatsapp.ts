import { z } from 'zod';

/**
 * WhatsApp notifications (issue 33.3): a second channel beside email, for clients who agreed.
 * The booking service queues a message next to each client email of an appointment, the worker
 * sends it through the WhatsApp Business Cloud API, and the API's webhook reports its state back.
 */

/** The BullMQ queue the booking service puts WhatsApp jobs on (sealed like emails). */
export const WHATSAPP_QUEUE = 'whatsapp';

/** The message templates the office registers with Meta (their Arabic text: `@ssc/whatsapp`). */
export const WHATSAPP_TEMPLATE_NAMES = [
  'appointment_booked',
  'appointment_reminder_24h',
  'appointment_reminder_1h',
  'payment_receipt',
  'appointment_cancelled',
  'appointment_rescheduled',
] as const;
export type WhatsAppTemplateName = (typeof WHATSAPP_TEMPLATE_NAMES)[number];

/** How the office reads each message in an appointment's history. */
export const WHATSAPP_TEMPLATE_LABELS: Record<WhatsAppTemplateName, string> = {
  appointment_booked: 'تأكيد استلام الحجز',
  appointment_reminder_24h: 'تذكير قبل يوم',
  appointment_reminder_1h: 'تذكير قبل ساعة',
  payment_receipt: 'إيصال الدفع',
  appointment_cancelled: 'إلغاء الموعد',
  appointment_rescheduled: 'تغيير الموعد',
};

/**
 * A message's life: queued by booking, then the API's webhook says sent → delivered → read, or
 * failed. States only move forward (a late "sent" never hides a "read").
 */
export const WHATSAPP_MESSAGE_STATES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppMessageState = (typeof WHATSAPP_MESSAGE_STATES)[number];
export const WHATSAPP_MESSAGE_STATE_LABELS: Record<WhatsAppMessageState, string> = {
  queued: 'بانتظار الإرسال',
  sent: 'أُرسلت',
  delivered: 'وصلت',
  read: 'قُرئت',
  failed: 'تعذّر الإرسال',
};

/** A job of the `whatsapp` queue: everything the worker needs, parameters already in order. */
export const whatsappJobSchema = z.object({
  /** The booking service's message row: sent back by the API's webhook (biz_opaque_callback_data). */
  messageId: z.uuid(),
  /** E.164 with its plus. */
  to: z.string().regex(/^\+[1-9]\d{7,14}$/),
  template: z.enum(WHATSAPP_TEMPLATE_NAMES),
  bodyParameters: z.array(z.string().min(1).max(1024)).max(20),
  /** Appended to the template's registered URL button (the manage link's path and token). */
  buttonUrlSuffix: z.string().min(1).max(2000).optional(),
});
export type WhatsAppJob = z.infer<typeof whatsappJobSchema>;

/** One WhatsApp message of an appointment, as the admin's history shows it. */
export const whatsappMessageSchema = z.object({
  id: z.string(),
  template: z.enum(WHATSAPP_TEMPLATE_NAMES),
  state: z.enum(WHATSAPP_MESSAGE_STATES),
  /** When it was queued, and when its state last changed (ISO). */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Of a failed message: the API's code and words. */
  error: z.string().nullable(),
});
export type WhatsAppMessage = z.infer<typeof whatsappMessageSchema>;

export const whatsappMessages = {
  consentLabel: 'أوافق على استلام رسائل مواعيدي عبر واتساب (التأكيد والتذكير والإيصال)',
  consentHint:
    'تصلك الرسائل على رقم الهاتف أعلاه، والبريد الإلكتروني يصلك دائماً. يمكنك إيقافها في أي وقت.',
  consentInvalid: 'قيمة الموافقة على رسائل واتساب غير صحيحة',
  withdrawn: 'تم إيقاف رسائل واتساب',
  given: 'سنرسل لك رسائل المواعيد عبر واتساب',
  disabled: 'رسائل واتساب غير مفعّلة حالياً',
  clientOnly: 'الموافقة على رسائل واتساب يعطيها العميل نفسه، ويمكن للمكتب إيقافها فقط',
  invalidSignature: 'توقيع الإشعار غير صحيح',
  unreadable: 'إشعار واتساب غير مفهوم',
} as const;

/**
 * A form's consent: a checkbox in JSON (`true`/`false`) or multipart (`'true'`, `'on'`, absent).
 * Absent is no consent: WhatsApp is opt-in.
 */
export const whatsappConsentField = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', ''])], {
    error: whatsappMessages.consentInvalid,
  })
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on');

/** `PUT …/whatsapp-consent`: give or withdraw it. */
export const whatsappConsentSchema = z.object({
  consent: z.boolean({ error: whatsappMessages.consentInvalid }),
});

/** `GET /api/whatsapp/status`: whether the office sends WhatsApp (the forms ask only then). */
export const whatsappStatusSchema = z.object({ enabled: z.boolean() });
export type WhatsAppStatus = z.infer<typeof whatsappStatusSchema>;
