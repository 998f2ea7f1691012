import { z } from 'zod';
import { bookingContactSchema, bookingMessages } from './appointments';
import { digitsField, phoneField } from './phone';

/**
 * «حجز من المكتب» (issue 34.4): the office books for a client on the phone or at the desk. How the
 * client pays is the admin's choice: cash taken at the desk now, a CliQ transfer, or the payment
 * link of the usual confirmation email (the booking waits with the usual hold).
 */
export const OFFICE_PAYMENT_CHOICES = ['cash', 'cliq', 'link'] as const;
export type OfficePaymentChoice = (typeof OFFICE_PAYMENT_CHOICES)[number];
export const OFFICE_PAYMENT_LABELS: Record<OfficePaymentChoice, string> = {
  cash: 'نقداً في المكتب',
  cliq: 'تحويل فوري عبر CliQ',
  link: 'رابط دفع',
};

export const officeBookingMessages = {
  clientRequired: 'يجب اختيار عميل مسجّل أو إدخال بيانات العميل',
  accountInvalid: 'الحساب المختار غير صحيح',
  accountNotFound: 'الحساب المختار غير موجود',
  accountDisabled: 'الحساب المختار معطّل، لا يمكن الحجز له',
  accountUnavailable: 'تعذّر الوصول إلى بيانات الحساب، يرجى المحاولة بعد قليل',
  phoneMissing: 'لا يوجد رقم هاتف في حساب العميل، يرجى إدخاله',
  paymentRequired: 'يجب اختيار طريقة الدفع',
  cashOfficeOnly: 'الدفع نقداً للمواعيد في المكتب فقط',
  methodNotOffered: 'طريقة الدفع المختارة غير مفعّلة لدى المكتب',
} as const;

const { contactName, contactEmail, contactPhone } = bookingContactSchema.shape;

/**
 * A registered client, known by the account's id only: the server reads the name and the email
 * from the account (never from the request). The phone the client gives now, when the account
 * has none or another one.
 */
const accountClientSchema = z.object({
  kind: z.literal('account'),
  userId: z.uuid(officeBookingMessages.accountInvalid),
  contactPhone: phoneField(bookingMessages.contactPhoneMin).optional(),
});

/**
 * A client typed in by the office. The email is required: every path sends the client something
 * by email (the confirmation with its calendar file and manage link, the payment link or CliQ
 * page, the receipt), and a booking without one would leave the client nothing to pay or cancel by.
 */
const typedClientSchema = z.object({
  kind: z.literal('new'),
  contactName,
  contactEmail,
  contactPhone,
});

/**
 * `POST /api/admin/appointments` (admin). The price, status, payment status and owner are the
 * server's: the schema has no field for them (anything else sent is dropped). The social security
 * number is optional here: a caller may not have it at hand, and the office adds it later.
 */
export const officeBookingSchema = z
  .object({
    client: z.discriminatedUnion('kind', [accountClientSchema, typedClientSchema], {
      error: officeBookingMessages.clientRequired,
    }),
    serviceId: bookingContactSchema.shape.serviceId,
    consultationMode: bookingContactSchema.shape.consultationMode,
    date: z.iso.datetime({ offset: true, error: bookingMessages.dateInvalid }),
    socialSecurityNumber: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      digitsField({ min: 8, max: 20, minMessage: bookingMessages.socialSecurityMin }).optional(),
    ),
    description: bookingContactSchema.shape.description,
    paymentMethod: z.enum(OFFICE_PAYMENT_CHOICES, { error: officeBookingMessages.paymentRequired }),
  })
  .refine((v) => v.paymentMethod !== 'cash' || v.consultationMode === 'office', {
    path: ['paymentMethod'],
    message: officeBookingMessages.cashOfficeOnly,
  });
export type OfficeBookingInput = z.input<typeof officeBookingSchema>;
export type OfficeBooking = z.output<typeof officeBookingSchema>;
