import { z } from 'zod';
import { CONSULTATION_MODES, PAYMENT_STATUSES } from './appointments';
import { invoicePdfSchema } from './invoices';
import { PAYMENT_METHODS, PAYMENT_TARGET_KINDS } from './payments';

/** The BullMQ queue the booking and auth services put email jobs on; the worker renders and sends them. */
export const EMAIL_QUEUE = 'emails';

/**
 * What a producer (booking, auth) puts in an email job: the template's name and its typed
 * fields, never rendered text. The worker checks a job against this union and renders it with
 * its templates (`services/worker/src/templates/`); a job that does not parse fails for good.
 * Instants are ISO strings (the job is JSON); links are built by the producer from its
 * `PUBLIC_URL` (a reset link carries its token). Every field is the booking's or account's own
 * fact: the only text a visitor typed that may appear is the name (a guest's address is not
 * verified, so it must not carry a message of theirs), and a signed-in client's `description`.
 */
const instant = z.iso.datetime({ offset: true });
const link = z.url({ protocol: /^https?$/ }).max(2000);
const recipient = z.email().max(320);
const personName = z.string().trim().min(1).max(200);
/** SND-26-00042: what the client reads out on the phone. */
const bookingReference = z.string().regex(/^SND-\d{2}-\d{5,}$/);
const appointmentFacts = {
  to: recipient,
  name: personName,
  appointmentId: z.string().min(1).max(100),
  reference: bookingReference,
  startsAt: instant,
  /** When the booking was made (the calendar file's DTSTAMP). */
  bookedAt: instant,
};

/** «تم استلام طلب حجز موعدك»: the booking's facts, the checkout link and a calendar file. */
export const bookingConfirmationJobSchema = z.object({
  template: z.literal('booking-confirmation'),
  ...appointmentFacts,
  consultationMode: z.enum(CONSULTATION_MODES),
  service: z.object({ nameAr: z.string().min(1).max(200), price: z.number().nonnegative() }),
  /** With online payment on: unpaid by then, the booking is cancelled and the slot freed. */
  paymentDueAt: instant.optional(),
  /** Only for a signed-in client's booking; a guest's text never enters the job. */
  description: z.string().max(2000).optional(),
  checkoutUrl: link,
  /** Cancel or reschedule without signing in (the signed link of issue 18). */
  manageUrl: link.optional(),
  /**
   * Booked by the office for a client paying cash at the desk (issue 34.4): the email says the
   * fee is taken at the office and the receipt follows, with no payment link nor deadline.
   */
  paidAtOffice: z.literal(true).optional(),
});

/** «أُلغي حجزك … لعدم إتمام الدفع»: the slot is free again; a calendar METHOD:CANCEL. */
export const bookingExpiredJobSchema = z.object({
  template: z.literal('booking-expired'),
  ...appointmentFacts,
  bookAgainUrl: link,
  /**
   * The cancelling .ics SEQUENCE: above every one sent before (a booking the office confirmed or
   * moved has sent some). Absent on jobs queued before it existed: 1.
   */
  sequence: z.number().int().positive().optional(),
});

/**
 * A change of an appointment after booking (issue 18): confirmed by the office, cancelled (by the
 * client, the office or the system), or moved to another slot. Carries the calendar event's next
 * SEQUENCE (same UID as the booking's `.ics`), and the signed link that manages the appointment.
 */
export const appointmentUpdateJobSchema = z.object({
  template: z.literal('appointment-update'),
  ...appointmentFacts,
  change: z.enum(['confirmed', 'cancelled', 'rescheduled', 'reminder']),
  consultationMode: z.enum(CONSULTATION_MODES),
  serviceName: z.string().min(1).max(200),
  /** The .ics SEQUENCE of this change: higher than every one sent before. */
  sequence: z.number().int().positive(),
  /** Whether the office has confirmed it (a moved appointment keeps its status). */
  confirmed: z.boolean(),
  /** Rescheduled: where it was. */
  previousStartsAt: instant.optional(),
  /** Confirmed Zoom/Teams: the meeting link the office gave. */
  meetingUrl: link.optional(),
  /** Cancelled by the office: why, in its words (typed by an admin, never by a visitor). */
  reason: z.string().max(500).optional(),
  cancelledBy: z.enum(['client', 'admin', 'system']).optional(),
  /** Cancelled: the share and amount (JOD) owed back under the policy; 0 when nothing was paid. */
  refund: z
    .object({ percent: z.number().int().min(0).max(100), amount: z.number().nonnegative() })
    .optional(),
  /** Cancel or reschedule without signing in (absent once cancelled). */
  manageUrl: link.optional(),
  /**
   * Confirmed while still unpaid (issue 34.1): the payment is still due by `dueAt`, else the
   * booking is released like any unpaid one; `checkoutUrl` is where to pay.
   */
  paymentDue: z.object({ dueAt: instant, checkoutUrl: link }).optional(),
});

/**
 * «تغيير أوقات عمل المكتب» (issue 34.2): the office changed its hours and the client's appointment
 * now lies outside them; it stands until the office or the client moves it (the signed link).
 */
export const officeHoursChangedJobSchema = z.object({
  template: z.literal('office-hours-changed'),
  ...appointmentFacts,
  serviceName: z.string().min(1).max(200),
  manageUrl: link.optional(),
});

/**
 * What a payment receipt says: the email «إيصال الدفع», its PDF attachment, and the same PDF
 * downloaded from the dashboard or the admin's details sheet. Facts only, from the booking's and
 * the payment's own records.
 */
export const receiptSchema = z.object({
  kind: z.enum(PAYMENT_TARGET_KINDS),
  /** SND-26-00042 for an appointment; the request's number for a service request. */
  reference: z.string().min(1).max(100),
  /** Who paid: the booking's or the request's name. */
  name: personName,
  serviceName: z.string().min(1).max(200),
  /** An appointment's start (absent for a service request). */
  startsAt: instant.optional(),
  /** Fils (JOD × 1000). */
  amountMinor: z.number().int().positive(),
  method: z.enum(PAYMENT_METHODS),
  /** The provider's transaction id, or the office's reference of a transfer or cash payment. */
  paymentReference: z.string().min(1).max(200),
  paidAt: instant,
});
export type Receipt = z.infer<typeof receiptSchema>;

/** «تم استلام دفعتك»: sent to the payer for every successful payment, the receipt PDF attached. */
export const paymentReceiptJobSchema = z.object({
  template: z.literal('payment-receipt'),
  to: recipient,
  receipt: receiptSchema,
  /**
   * The payment's invoice (issue 32): attached as its PDF instead of the plain receipt. Absent for
   * a job queued before invoices existed (the receipt PDF is attached then).
   */
  invoice: invoicePdfSchema.optional(),
  /** Where a signed-in client finds the receipt again (PUBLIC_URL/dashboard); absent for a guest. */
  dashboardUrl: link.optional(),
});

/**
 * «تم رد المبلغ»: a refund reached the payer (through the provider, or by the office by hand); its
 * credit invoice (issue 32) is attached as a PDF.
 */
export const refundIssuedJobSchema = z.object({
  template: z.literal('refund-issued'),
  to: recipient,
  name: personName,
  /** SND-26-00042 / REQ-26-00042. */
  reference: z.string().min(1).max(100),
  serviceName: z.string().min(1).max(200),
  /** Fils refunded. */
  amountMinor: z.number().int().positive(),
  refundedAt: instant,
  /** The credit invoice (its PDF is the attachment). */
  creditInvoice: invoicePdfSchema,
  dashboardUrl: link.optional(),
});

/** The single-use password-reset link. */
export const passwordResetJobSchema = z.object({
  template: z.literal('password-reset'),
  to: recipient,
  /** Empty when the account has none: the greeting is then «مرحباً،». */
  firstName: z.string().trim().max(200),
  resetUrl: link,
  validMinutes: z.number().int().positive(),
});

/**
 * «استلمنا رسالتك» (issue 33.4): the acknowledgement of a contact-form message, sent to the
 * address the visitor typed. That address is not verified, so the job carries their first name
 * and when the message came, never the message, its topic or anything else they wrote.
 */
export const contactReceivedJobSchema = z.object({
  template: z.literal('contact-received'),
  to: recipient,
  /** The first name typed in the form (letters only, `personName` of the contact schema). */
  name: personName,
  receivedAt: instant,
  /** Within how many hours the office answers (`REPLY_WITHIN_HOURS`). */
  replyWithinHours: z.number().int().positive().max(168),
});

/**
 * «رد على رسالتك» (issue 34.10): the office's answer to a contact-form message, typed by an admin
 * in the console and sent to the address the message came from, quoting it. The visitor's words
 * go back only to where they came from, and only because an admin read them and chose to answer.
 * The client's answer goes to the office (`replyTo`), not to the sending address.
 */
export const contactReplyJobSchema = z.object({
  template: z.literal('contact-reply'),
  to: recipient,
  /** The first name typed in the form. */
  name: personName,
  /** The office's address: the email's Reply-To. */
  replyTo: recipient,
  /** The office's answer as the admin typed it (lines kept). */
  body: z.string().trim().min(1).max(5000),
  /** The message answered, quoted under the reply. */
  original: z.object({ message: z.string().min(1).max(5000), receivedAt: instant }),
});

/**
 * Where a booking's payment stands in the office's emails (issue 34.1): «مدفوع», «بانتظار الدفع
 * حتى …» (`dueAt`: released unless paid by then), or a CliQ transfer the office still has to
 * confirm.
 */
export const officePaymentStateSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  dueAt: instant.optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
});
export type OfficePaymentState = z.infer<typeof officePaymentStateSchema>;

/**
 * What the office is told at once (issue 19.3): a new booking, a paid service request or a
 * contact message, sent to `OFFICE_EMAIL`. The office's own inbox, so the visitor's words may
 * appear (the message they wrote); the worker escapes them like any text.
 */
const officeEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('new-booking'),
    reference: bookingReference,
    name: personName,
    email: recipient,
    phone: z.string().max(40),
    startsAt: instant,
    consultationMode: z.enum(CONSULTATION_MODES),
    serviceName: z.string().min(1).max(200),
    /** Documents uploaded with the booking (read in the console). */
    filesCount: z.number().int().nonnegative(),
    /** Where its payment stands (issue 34.1); absent on jobs queued before it existed. */
    payment: officePaymentStateSchema.optional(),
  }),
  z.object({
    kind: z.literal('appointment-paid'),
    reference: bookingReference,
    name: personName,
    email: recipient,
    phone: z.string().max(40),
    serviceName: z.string().min(1).max(200),
    startsAt: instant,
    /** JOD. */
    amount: z.number().nonnegative(),
    method: z.enum(PAYMENT_METHODS),
    /** The provider's transaction id, or the office's reference of a transfer or cash payment. */
    paymentReference: z.string().min(1).max(200).optional(),
    paidAt: instant,
    /** Paid after its hold ran out (the booking is already cancelled): refunded automatically. */
    late: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('service-request-paid'),
    name: personName,
    email: recipient,
    phone: z.string().max(40),
    serviceName: z.string().min(1).max(200),
    /** JOD. */
    amount: z.number().nonnegative(),
    paidAt: instant,
  }),
  z.object({
    kind: z.literal('contact-message'),
    name: personName,
    email: recipient,
    phone: z.string().max(40),
    /** The inquiry type's Arabic label. */
    topic: z.string().min(1).max(100),
    message: z.string().min(1).max(5000),
    receivedAt: instant,
  }),
]);
export type OfficeEvent = z.infer<typeof officeEventSchema>;

export const officeNotificationJobSchema = z.object({
  template: z.literal('office-notification'),
  to: recipient,
  event: officeEventSchema,
  /** Where the admin console opens (PUBLIC_URL/admin). */
  consoleUrl: link,
});

/** The most appointments one summary lists; a busier day says how many more there are. */
export const OFFICE_SUMMARY_MAX_ITEMS = 200;

/** «مواعيد اليوم»: the day's appointments, sent at 07:00 Amman time. */
export const officeDailySummaryJobSchema = z.object({
  template: z.literal('office-daily-summary'),
  to: recipient,
  /** The Amman calendar day, YYYY-MM-DD. */
  day: z.iso.date(),
  appointments: z
    .array(
      z.object({
        reference: bookingReference,
        startsAt: instant,
        name: personName,
        phone: z.string().max(40),
        serviceName: z.string().min(1).max(200),
        consultationMode: z.enum(CONSULTATION_MODES),
        status: z.enum(['pending', 'confirmed']),
        /** Issue 34.1: who still owes the fee (absent in a job queued before it). */
        paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
      }),
    )
    .max(OFFICE_SUMMARY_MAX_ITEMS),
  /** Appointments beyond the listed ones. */
  more: z.number().int().nonnegative(),
  consoleUrl: link,
});

export const emailJobSchema = z.discriminatedUnion('template', [
  bookingConfirmationJobSchema,
  bookingExpiredJobSchema,
  passwordResetJobSchema,
  appointmentUpdateJobSchema,
  officeNotificationJobSchema,
  officeDailySummaryJobSchema,
  paymentReceiptJobSchema,
  refundIssuedJobSchema,
  contactReceivedJobSchema,
  contactReplyJobSchema,
  officeHoursChangedJobSchema,
]);
export type EmailJob = z.infer<typeof emailJobSchema>;
export type EmailTemplateName = EmailJob['template'];
export type EmailJobOf<T extends EmailTemplateName> = Extract<EmailJob, { template: T }>;
export type BookingConfirmationJob = EmailJobOf<'booking-confirmation'>;
export type BookingExpiredJob = EmailJobOf<'booking-expired'>;
export type PasswordResetJob = EmailJobOf<'password-reset'>;
export type AppointmentUpdateJob = EmailJobOf<'appointment-update'>;
export type OfficeNotificationJob = EmailJobOf<'office-notification'>;
export type OfficeDailySummaryJob = EmailJobOf<'office-daily-summary'>;
export type PaymentReceiptJob = EmailJobOf<'payment-receipt'>;
export type RefundIssuedJob = EmailJobOf<'refund-issued'>;
export type ContactReceivedJob = EmailJobOf<'contact-received'>;
export type ContactReplyJob = EmailJobOf<'contact-reply'>;
export type OfficeHoursChangedJob = EmailJobOf<'office-hours-changed'>;

export const DEFAULT_EMAIL_ATTEMPTS = 5;

/**
 * Options a producer adds each email job with. The producer's job id (e.g. the outbox row id)
 * makes enqueueing idempotent; attempts and backoff are how the worker's retries are set in BullMQ.
 */
export function emailJobOptions(jobId: string, attempts = DEFAULT_EMAIL_ATTEMPTS, delayMs = 5_000) {
  return {
    jobId,
    attempts,
    backoff: { type: 'exponential' as const, delay: delayMs },
    // A sent email leaves Redis at once (the worker's sent-marker keeps it once-only).
    removeOnComplete: true,
    // Jobs that exhausted their attempts stay in the failed set, the dead-letter list, for 30
    // days; their data is sealed (see addToOutbox).
    removeOnFail: { age: 30 * 24 * 3600 },
  };
}

/** Where the services hand an email to the worker while Redis is unreachable (single-machine mode). */
export const DIRECT_EMAIL_PATH = '/internal/emails';

/**
 * `POST /internal/emails` on the worker: one outbox row, still sealed. The job id is the
 * BullMQ job id the row would have had, so a message delivered one way is not sent again the other.
 */
export const directEmailSchema = z.object({
  jobId: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^:]+$/),
  payload: z.unknown(),
});

/** The worker's answer: `sent` now, or `duplicate` (this job id went out before). */
export const directEmailResultSchema = z.object({ status: z.enum(['sent', 'duplicate']) });
