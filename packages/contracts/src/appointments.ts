import { z } from 'zod';
import type { TIME_SLOTS } from './constants';
import { lifecycleMessages, REFUND_STATUSES, type RefundStatus } from './lifecycle';
import { noteSchema } from './notes';
import { pageQuerySchema } from './pagination';
import { MONTH_PATTERN, paymentsExportMessages } from './payments-export';
import { multilineText, personName } from './person-name';
import { digitsField, phoneField } from './phone';
import { uploadMessages } from './uploads';
import { whatsappConsentField, whatsappMessageSchema } from './whatsapp';

/** Arabic messages of the booking form and service (spec §5 and §8). */
export const bookingMessages = {
  serviceRequired: 'يجب اختيار نوع الخدمة',
  dateRequired: 'يجب اختيار تاريخ الموعد',
  dateInvalid: 'تاريخ الموعد غير صحيح',
  datePast: 'لا يمكن الحجز في تاريخ أو وقت مضى',
  dateBeyondHorizon: 'هذا التاريخ أبعد من المدة المتاحة للحجز، يرجى اختيار موعد أقرب',
  guestDailyLimit:
    'تم الوصول إلى الحد اليومي للحجوزات من هذا البريد الإلكتروني أو هذا الجهاز، يرجى المحاولة غداً أو التواصل معنا',
  storageQuota: 'تجاوزت المساحة المتاحة لمستنداتك، يرجى حذف بعض الملفات أو التواصل معنا',
  dateClosedDay: 'لا نستقبل المواعيد يومي الجمعة والسبت، يرجى اختيار يوم من الأحد إلى الخميس',
  timeRequired: 'يجب اختيار وقت الموعد',
  timeInvalid: 'الوقت المختار ليس من أوقات المواعيد المتاحة',
  contactNameMin: 'الاسم يجب أن يكون حرفين على الأقل',
  contactEmailInvalid: 'البريد الإلكتروني غير صحيح',
  contactPhoneMin: 'رقم الهاتف يجب أن يكون 10 أرقام على الأقل',
  socialSecurityMin: 'رقم الضمان الاجتماعي يجب أن يكون 8 أرقام على الأقل',
  descriptionMax: 'وصف الحالة يجب ألا يزيد على 2000 حرف',
  // Unknown, hidden or retired (issue 34.3): the client is told only that it cannot be booked.
  serviceUnknown: 'الخدمة المختارة غير متاحة للحجز، يرجى اختيار خدمة أخرى',
  slotTaken: 'هذا الموعد محجوز، يرجى اختيار وقت آخر',
  /** The upload messages, built from the limits in `./uploads`. */
  fileType: uploadMessages.fileType,
  fileTooLarge: uploadMessages.fileTooLarge,
  fileMissing: 'لم يتم إرفاق أي ملف',
  tooManyFiles: uploadMessages.tooManyFiles,
  bookingFailed: 'فشل حجز الموعد',
  bookingFailedHint: 'يرجى التحقق من البيانات والمحاولة مرة أخرى',
  invalidTransition: 'لا يمكن تغيير حالة الموعد بهذا الشكل',
  completeBeforeStart: 'لا يمكن تسجيل الموعد مكتملاً قبل موعد بدايته',
  /** The reason stored on a booking the system cancelled because its payment hold ran out. */
  paymentExpired:
    'أُلغي الحجز تلقائياً لعدم إتمام الدفع خلال المهلة المحددة، وأصبح الموعد متاحاً لغيرك',
  appointmentNotFound: 'الموعد غير موجود',
  documentNotFound: 'المستند غير موجود',
} as const;

export const APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Badge labels (spec §4: waiting, confirmed, completed, cancelled). */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'بانتظار التأكيد',
  confirmed: 'مؤكد',
  completed: 'مكتمل',
  cancelled: 'ملغي',
  no_show: 'لم يحضر',
};
/** Allowed status moves (design §3); anything else is a 409. */
export const APPOINTMENT_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'no_show', 'cancelled'],
  completed: [],
  cancelled: [],
  no_show: [],
};

/**
 * The statuses of an appointment still ahead of the office (it can be cancelled or moved), from
 * the transitions: a new status that may still be cancelled is open everywhere at once.
 */
export const OPEN_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = APPOINTMENT_STATUSES.filter(
  (status) => APPOINTMENT_TRANSITIONS[status].includes('cancelled'),
);

/** Whether an appointment is still open: pending or confirmed, not completed, cancelled or missed. */
export const isOpenAppointment = (appointment: { status: AppointmentStatus | string }) =>
  (OPEN_APPOINTMENT_STATUSES as readonly string[]).includes(appointment.status);

/**
 * Who cancelled an appointment: the client (signed in or by the link in an email), the office, or
 * the system when an unpaid booking's hold ran out.
 */
export const CANCELLED_BY = ['client', 'admin', 'system'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];
export const CANCELLED_BY_LABELS: Record<CancelledBy, string> = {
  client: 'العميل',
  admin: 'المكتب',
  system: 'النظام',
};

/** Minutes an unpaid booking holds its slot when online payment is on (`PAYMENT_HOLD_MINUTES`). */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 30;

/**
 * `awaiting_confirmation`: the client reported a CliQ transfer; the office checks its bank and
 * confirms (→ paid) or rejects (→ failed) it.
 */
export const PAYMENT_STATUSES = ['pending', 'awaiting_confirmation', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'بانتظار الدفع',
  awaiting_confirmation: 'بانتظار تأكيد التحويل',
  paid: 'مدفوع',
  failed: 'فشل الدفع',
};

/**
 * What an appointment's payment badge reads (issue 33.4): its payment status, except a paid one
 * whose refund went through, which reads as refunded — fully or partly, by the policy's share —
 * never «مدفوع». The payment itself stays `paid` (the money was taken, and its invoice stands).
 */
export const PAYMENT_DISPLAY_STATUSES = [
  ...PAYMENT_STATUSES,
  'refunded',
  'partially_refunded',
] as const;
export type PaymentDisplayStatus = (typeof PAYMENT_DISPLAY_STATUSES)[number];
export const PAYMENT_DISPLAY_LABELS: Record<PaymentDisplayStatus, string> = {
  ...PAYMENT_STATUS_LABELS,
  refunded: 'تم الاسترداد',
  partially_refunded: 'مسترد جزئياً',
};

export function paymentDisplayStatus(
  paymentStatus: PaymentStatus,
  refund?: { status: RefundStatus; percent: number } | null,
): PaymentDisplayStatus {
  if (paymentStatus !== 'paid' || refund?.status !== 'refunded' || refund.percent <= 0) {
    return paymentStatus;
  }
  return refund.percent >= 100 ? 'refunded' : 'partially_refunded';
}

/** Where the consultation happens: the office, or remotely on Zoom or Teams (spec §2). */
export const CONSULTATION_MODES = ['office', 'zoom', 'teams'] as const;
export type ConsultationMode = (typeof CONSULTATION_MODES)[number];
export const CONSULTATION_MODE_LABELS: Record<ConsultationMode, string> = {
  office: 'في المكتب (عمّان)',
  zoom: 'عن بُعد عبر Zoom',
  teams: 'عن بُعد عبر Microsoft Teams',
};

/**
 * A slot's start time, `HH:MM` in Amman: one of TIME_SLOTS by default, or whatever the admin's
 * availability offers (issue 19: Ramadan hours, say).
 */
export type TimeSlot = (typeof TIME_SLOTS)[number] | `${number}${number}:${number}${number}`;

/** A slot time `HH:MM` (24 h); which ones a day offers is the server's availability to say. */
function timeSlotSchema(message: string) {
  return z
    .string({ error: message })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, message) as unknown as z.ZodType<TimeSlot, TimeSlot>;
}

/**
 * The contact part of the booking form (spec §5), shared by the form and `POST /api/appointments`.
 * The form adds the date (a calendar day) and the time slot; the service receives `date` as one
 * ISO date-time. `userId`, `status` and `paymentStatus` are never read from the client.
 */
export const bookingContactSchema = z.object({
  serviceId: z
    .string({ error: bookingMessages.serviceRequired })
    .trim()
    .min(1, bookingMessages.serviceRequired),
  consultationMode: z.enum(CONSULTATION_MODES).default('office'),
  // Letters, spaces, hyphens and apostrophes only (issue 37): the confirmation email repeats it.
  // The form labels it «الاسم الكامل», and so does its message.
  contactName: personName('fullName', bookingMessages.contactNameMin, 2, 120),
  contactEmail: z
    .string({ error: bookingMessages.contactEmailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email(bookingMessages.contactEmailInvalid)),
  contactPhone: phoneField(bookingMessages.contactPhoneMin),
  socialSecurityNumber: digitsField({
    min: 8,
    max: 20,
    minMessage: bookingMessages.socialSecurityMin,
  }),
  description: multilineText()
    .trim()
    .max(2000, bookingMessages.descriptionMax)
    .optional()
    .default(''),
  /** Opt-in to WhatsApp messages for this booking (issue 33.3); absent is no. */
  whatsappConsent: whatsappConsentField,
});

/** The booking form as the page holds it: a calendar day (YYYY-MM-DD) and a slot. */
export const bookingFormSchema = bookingContactSchema.extend({
  day: z
    .string({ error: bookingMessages.dateRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, bookingMessages.dateRequired),
  time: timeSlotSchema(bookingMessages.timeRequired),
});
export type BookingForm = z.input<typeof bookingFormSchema>;

/** The multipart fields of `POST /api/appointments` (files travel beside them as `files`). */
export const createAppointmentSchema = bookingContactSchema.extend({
  date: z.iso.datetime({ offset: true, error: bookingMessages.dateInvalid }),
});
export type CreateAppointmentInput = z.input<typeof createAppointmentSchema>;

export const appointmentFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  /** When the file left the disk, its booking never paid (issue 37): no download, the row stays. */
  purgedAt: z.string().nullable().optional(),
});

/** An appointment as the API answers it (spec §3). */
export const appointmentSchema = z.object({
  id: z.string(),
  /** What people say and search: `SND-26-00042` (the id stays the API's key). */
  reference: z.string(),
  serviceId: z.string(),
  userId: z.string(),
  date: z.string(),
  consultationMode: z.enum(CONSULTATION_MODES),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  /** The client agreed to WhatsApp messages of this booking (issue 33.3). */
  whatsappConsent: z.boolean().optional(),
  socialSecurityNumber: z.string(),
  description: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  files: z.array(appointmentFileSchema),
  createdAt: z.string(),
  /**
   * With online payment on: when an unpaid booking is cancelled by the system and its slot freed
   * (ISO); null when nothing expires (no payment provider, or booked before it was on).
   */
  paymentDueAt: z.string().nullable().optional(),
  /** Set once cancelled: by the office or by the system (payment hold ran out), and why. */
  cancelledBy: z.enum(CANCELLED_BY).nullable().optional(),
  cancelReason: z.string().nullable().optional(),
  /** Paid after it was cancelled (a late payment): the office owes a refund. */
  needsRefund: z.boolean().optional(),
  /** Free reschedules used (the policy allows one). */
  rescheduleCount: z.number().int().nonnegative().optional(),
  /** The Zoom or Teams link the office gave when confirming. */
  meetingUrl: z.string().nullable().optional(),
  /**
   * For admins only (issue 34.2): an open appointment whose time the office's hours no longer
   * offer (hours cut, a day closed after it was booked), «خارج أوقات العمل» on its rows.
   */
  outsideHours: z.boolean().optional(),
  /** Of a cancellation: the share and amount (JOD) owed back and where that stands. */
  refund: z
    .object({
      percent: z.number().int(),
      amount: z.number().nonnegative(),
      status: z.enum(REFUND_STATUSES),
      /** Of a refused refund: the provider's reason, in its words. */
      failureReason: z.string().max(500).nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const APPOINTMENT_EVENT_ACTIONS = [
  'booked',
  'confirmed',
  'completed',
  'cancelled',
  'rescheduled',
  'no_show',
  'refunded',
  'refund_failed',
  'refund_requested',
  'paid',
] as const;
export type AppointmentEventAction = (typeof APPOINTMENT_EVENT_ACTIONS)[number];
/** The appointment history's lines, as the admin reads them. */
export const APPOINTMENT_EVENT_LABELS: Record<AppointmentEventAction, string> = {
  booked: 'تم الحجز',
  confirmed: 'تم التأكيد',
  completed: 'اكتمل الموعد',
  cancelled: 'تم الإلغاء',
  rescheduled: 'تم تغيير الموعد',
  no_show: 'لم يحضر العميل',
  refunded: 'تم الاسترداد',
  refund_failed: 'تعذّر الاسترداد',
  refund_requested: 'طلب استرداد المبلغ',
  paid: 'تم الدفع',
};

/** One line of an appointment's history: who did what, when (issue 18.4). */
export const appointmentEventSchema = z.object({
  at: z.string(),
  actor: z.enum(CANCELLED_BY),
  /** The account that acted; null for a guest's emailed link and for the system. */
  actorId: z.string().nullable(),
  /** The acting account's name as the auth service gives it now (absent when it is away). */
  actorName: z.string().optional(),
  action: z.enum(APPOINTMENT_EVENT_ACTIONS),
  /** E.g. `from`/`to` of a reschedule (ISO), `reason`, `refundPercent`, `meetingUrl`. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type AppointmentEvent = z.infer<typeof appointmentEventSchema>;

/**
 * `GET /api/appointments/{id}` (owner, admin, or the emailed link's `?token=`): the appointment
 * and what its holder may do now, computed on the server, so a page shows the refund before the
 * client confirms a cancellation.
 */
export const appointmentDetailSchema = z.object({
  appointment: appointmentSchema,
  /** The service's Arabic name (the consultation, generically, while the catalogue is away). */
  serviceName: z.string(),
  cancel: z.object({
    allowed: z.boolean(),
    /** What cancelling now gives back (JOD): the policy applied to the time left and the payment. */
    refund: z.object({ percent: z.number().int(), amount: z.number().nonnegative() }),
  }),
  reschedule: z.object({
    allowed: z.boolean(),
    /** Free reschedules left to the client; null for the office, which is not limited. */
    remaining: z.number().int().nonnegative().nullable(),
  }),
  /** The history, oldest first: for admins only. */
  history: z.array(appointmentEventSchema).optional(),
  /** Its WhatsApp messages and their states, oldest first: for admins only (issue 33.3). */
  whatsappMessages: z.array(whatsappMessageSchema).optional(),
  /**
   * For admins only (issue 34.6): the office's notes on this appointment and on its client
   * (`scope`), newest first.
   */
  notes: z.array(noteSchema).optional(),
});
export type AppointmentDetail = z.infer<typeof appointmentDetailSchema>;

/** Arabic messages of the appointment list's filters (admin console, issue 19.5). */
export const appointmentFilterMessages = {
  statusInvalid: 'حالة الموعد المختارة غير صحيحة',
  paymentStatusInvalid: 'حالة الدفع المختارة غير صحيحة',
  serviceInvalid: 'الخدمة المختارة غير صحيحة',
} as const;

/**
 * The filters of the appointment list and of its CSV export: status, payment status, service,
 * the first and last calendar day (Amman, YYYY-MM-DD, both included) of the appointment date, and
 * the search. `serviceId` is checked for its shape only: an id the catalogue does not (or no
 * longer) know simply matches nothing, so the office still finds the bookings of a service it
 * removed, and filtering never waits on the content service.
 */
export const appointmentFiltersSchema = z.object({
  status: z
    .enum(APPOINTMENT_STATUSES, { error: appointmentFilterMessages.statusInvalid })
    .optional(),
  paymentStatus: z
    .enum(PAYMENT_STATUSES, { error: appointmentFilterMessages.paymentStatusInvalid })
    .optional(),
  serviceId: z
    .string({ error: appointmentFilterMessages.serviceInvalid })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, appointmentFilterMessages.serviceInvalid)
    .optional(),
  from: z.iso.date(bookingMessages.dateInvalid).optional(),
  to: z.iso.date(bookingMessages.dateInvalid).optional(),
  /**
   * Admin search: part of the reference (or `snd-26-3`), the client's name or email (Arabic
   * spellings folded), phone, payment reference or invoice number (issue 34.1).
   */
  q: z.string().trim().min(1).max(100).optional(),
});
export type AppointmentFiltersQuery = z.infer<typeof appointmentFiltersSchema>;

/** `GET /api/appointments`: paging, plus the admin console's filters. */
export const appointmentsQuerySchema = pageQuerySchema.extend(appointmentFiltersSchema.shape);
export type AppointmentsQuery = z.infer<typeof appointmentsQuerySchema>;

/** `GET /api/appointments/export` (admin): the list's filters, no page (it is the whole list). */
export const appointmentsExportQuerySchema = appointmentFiltersSchema;

/**
 * `PATCH /api/appointments/{id}` (admin, design §3a): confirming a Zoom or Teams appointment
 * takes its meeting link (or the configured default room), cancelling takes a reason.
 */
export const updateAppointmentSchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES, { error: bookingMessages.invalidTransition }),
  meetingUrl: z
    .url({ protocol: /^https$/, error: lifecycleMessages.meetingUrlInvalid })
    .max(2000)
    .optional(),
  reason: z.string().trim().max(500, lifecycleMessages.reasonTooLong).optional(),
});

/** `GET /api/slots?date=YYYY-MM-DD`: each slot of that day and whether it can still be booked. */
export const slotsQuerySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, bookingMessages.dateInvalid),
});
/**
 * `GET /api/slots`: the times the office offers that day (its availability, issue 19) and whether
 * each can still be booked; a closed day has `closed: true` and no slots (design §3a).
 */
export const slotAvailabilitySchema = z.object({
  date: z.string(),
  closed: z.literal(true).optional(),
  slots: z.array(
    z.object({
      time: timeSlotSchema(bookingMessages.timeInvalid),
      available: z.boolean(),
    }),
  ),
});
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

/** `GET /api/slots/window`: the days the booking page may offer (Amman calendar days, inclusive). */
export const bookingWindowSchema = z.object({
  /** `BOOKING_HORIZON_DAYS`: how far ahead a slot can be booked. */
  horizonDays: z.number().int().positive(),
  firstDay: z.string(),
  lastDay: z.string(),
  /** The days from firstDay to lastDay the office's availability closes (weekdays off, holidays). */
  closedDays: z.array(z.string()).optional(),
  /**
   * With online payment on: the minutes an unpaid booking keeps its slot (`PAYMENT_HOLD_MINUTES`),
   * so the booking page states the payment window before booking (issue 33.4). Absent when off.
   */
  paymentHoldMinutes: z.number().int().positive().optional(),
});
export type BookingWindow = z.infer<typeof bookingWindowSchema>;

/** A document stored in the user's account (spec §3 "User document"). */
export const userDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  createdAt: z.string(),
  /** A file the client attached to a booking: that booking (null for an upload to the account). */
  appointment: z.object({ id: z.string(), reference: z.string() }).nullable().optional(),
  /** A booking's file deleted after its booking went unpaid (issue 37): no download. */
  purgedAt: z.string().nullable().optional(),
});
export type UserDocument = z.infer<typeof userDocumentSchema>;

/**
 * `GET /api/appointments/stats?month=YYYY-MM` (admin, issue 34.9): without `month`, every
 * appointment; with it, the appointments whose start falls in that month of Amman's calendar
 * (and the money of that month). A wrong month is a 400 with the payments export's message.
 */
export const appointmentStatsQuerySchema = z.object({
  month: z
    .string({ error: paymentsExportMessages.monthInvalid })
    .regex(MONTH_PATTERN, paymentsExportMessages.monthInvalid)
    .optional()
    .describe('الشهر بتوقيت عمّان، YYYY-MM؛ دونه: كل المواعيد'),
});
export type AppointmentStatsQuery = z.infer<typeof appointmentStatsQuerySchema>;

/** One service's line of a month's figures: appointments starting that month and its money. */
export const serviceStatsSchema = z.object({
  serviceId: z.string(),
  /** Booked and not cancelled (business): pending, confirmed, completed and no-shows. */
  bookings: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  noShows: z.number().int(),
  /** Fils paid that month (appointments and service requests) minus refunds completed that month. */
  revenueMinor: z.number().int(),
});
export type ServiceStats = z.infer<typeof serviceStatsSchema>;

/**
 * `GET /api/appointments/stats` (admin): counts by status. `total` is every booking, cancelled
 * ones included (as it always was); `business` leaves the cancelled out. With `?month=` the
 * counts are of the appointments starting in that Amman month, and the money fields are set.
 */
export const appointmentStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  no_show: z.number().int(),
  /** total − cancelled: the bookings that are business. */
  business: z.number().int().optional(),
  /** The month asked for (YYYY-MM); absent for all-time figures. */
  month: z.string().optional(),
  /** With `month`: fils paid in the month (appointments by `paidAt`, and service requests). */
  paidMinor: z.number().int().optional(),
  /** With `month`: fils of refunds completed in the month (whatever month was paid). */
  refundedMinor: z.number().int().optional(),
  /** With `month`: paidMinor − refundedMinor (may be negative). */
  revenueMinor: z.number().int().optional(),
  /** With `month`: one line per service with a booking or money that month, by serviceId. */
  byService: z.array(serviceStatsSchema).optional(),
});
export type AppointmentStats = z.infer<typeof appointmentStatsSchema>;
