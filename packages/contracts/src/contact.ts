import { z } from 'zod';
import { toLatinDigits } from './constants';

/** Arabic messages of the contact form (spec §5 and §8). */
export const contactMessages = {
  firstNameMin: 'الاسم الأول يجب أن يكون حرفين على الأقل',
  lastNameMin: 'اسم العائلة يجب أن يكون حرفين على الأقل',
  emailInvalid: 'البريد الإلكتروني غير صحيح',
  phoneMin: 'رقم الهاتف يجب أن يكون 10 أرقام على الأقل',
  inquiryTypeRequired: 'يرجى اختيار نوع الاستفسار',
  messageMin: 'الرسالة يجب أن تكون 10 أحرف على الأقل',
  sendFailed: 'فشل إرسال الرسالة، يرجى المحاولة مرة أخرى',
  sent: 'تم إرسال رسالتك بنجاح',
  sentHint: 'سيتواصل معك فريقنا خلال 24 ساعة',
  messageNotFound: 'الرسالة غير موجودة',
  statusInvalid: 'حالة الرسالة غير صحيحة',
} as const;

/** The inquiry types offered by the contact form. */
export const INQUIRY_TYPES = {
  consultation: 'استشارة قانونية أو تأمينية',
  'establishment-services': 'خدمات المنشآت وأصحاب العمل',
  'work-injury': 'إصابات العمل والأمراض المهنية',
  retirement: 'التقاعد والرواتب',
  'voluntary-system': 'الاشتراك الاختياري',
  payments: 'الدفع والفواتير',
  other: 'استفسار آخر',
} as const;
export type InquiryType = keyof typeof INQUIRY_TYPES;
const inquiryKeys = Object.keys(INQUIRY_TYPES) as [InquiryType, ...InquiryType[]];

/** `POST /api/contact` and the contact form (spec §5). */
export const contactFormSchema = z.object({
  firstName: z
    .string({ error: contactMessages.firstNameMin })
    .trim()
    .min(2, contactMessages.firstNameMin)
    .max(80),
  lastName: z
    .string({ error: contactMessages.lastNameMin })
    .trim()
    .min(2, contactMessages.lastNameMin)
    .max(80),
  email: z
    .string({ error: contactMessages.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email(contactMessages.emailInvalid)),
  phone: z
    .string({ error: contactMessages.phoneMin })
    .trim()
    .transform(toLatinDigits)
    .pipe(z.string().min(10, contactMessages.phoneMin).max(30)),
  inquiryType: z.enum(inquiryKeys, { error: contactMessages.inquiryTypeRequired }),
  message: z
    .string({ error: contactMessages.messageMin })
    .trim()
    .min(10, contactMessages.messageMin)
    .max(5000),
});
export type ContactForm = z.input<typeof contactFormSchema>;

export const MESSAGE_STATUSES = ['new', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A stored contact message as the admin endpoints answer it (spec §3). */
export const contactMessageSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  inquiryType: z.string(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** `PATCH /api/contact-messages/:id`: an admin marks a message read (the only transition). */
export const markMessageReadSchema = z.object({
  status: z.literal('read', { error: contactMessages.statusInvalid }),
});
export type MarkMessageRead = z.infer<typeof markMessageReadSchema>;

/** `GET /api/contact-messages/stats` (admin): all messages, and those not read yet. */
export const contactMessageStatsSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
});
export type ContactMessageStats = z.infer<typeof contactMessageStatsSchema>;
