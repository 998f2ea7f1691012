import { z } from 'zod';
import { PAYMENT_STATUSES } from './appointments';
import { type CountForms, countText } from './arabic-count';
import { LOCALE } from './constants';
import { pageQuerySchema } from './pagination';
import { multilineText, personName, plainText } from './person-name';
import { phoneField } from './phone';
import { SERVICE_REQUEST_STATUSES } from './service-request-work';

/**
 * Payments (spec: payment page, service-request page, §4 payment status, §7 payment calls,
 * §8 payment errors, §9 fees; design §4 payments). Amounts are JOD numbers with at most three
 * decimals (1 JOD = 1000 fils); providers receive minor units (`toMinorUnits`).
 */
export const PAYMENT_CURRENCY = 'JOD' as const;
/** Minor units per dinar (JOD has three decimals: 30 JOD = 30000). */
export const JOD_MINOR_UNITS = 1000;

/** JOD amount → minor units (fils), rounded to the nearest fils. */
export function toMinorUnits(amountJod: number): number {
  return Math.round(amountJod * JOD_MINOR_UNITS);
}
/** Minor units (fils) → JOD amount. */
export function fromMinorUnits(minor: number): number {
  return minor / JOD_MINOR_UNITS;
}

/** The dinar after a whole number (docs/glossary.md; the rule is `countText`'s). */
const DINARS: CountForms = {
  one: 'دينار أردني واحد',
  two: 'ديناران أردنيان',
  few: 'دنانير أردنية',
  many: 'ديناراً أردنياً',
  hundreds: 'دينار أردني',
};

/**
 * An amount in Jordanian dinars as grammatical Arabic text (docs/glossary.md): «دينار أردني واحد»,
 * «ديناران أردنيان», «5 دنانير أردنية», «30 ديناراً أردنياً», «100 دينار أردني», and with fils
 * «12.500 دينار أردني» (three decimals only when there are fils). Latin digits (LOCALE).
 */
export function formatJod(amount: number): string {
  const minor = Math.round(amount * JOD_MINOR_UNITS);
  const whole = minor % JOD_MINOR_UNITS === 0;
  const number = new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: whole ? 0 : 3,
    maximumFractionDigits: 3,
  }).format(amount);
  if (!whole) return `${number} دينار أردني`;
  return countText(minor / JOD_MINOR_UNITS, DINARS, number);
}

export const PAYMENT_PROVIDERS = ['stripe', 'hyperpay', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Who settles a payment: the card provider, or the office itself (CliQ transfers and cash). */
export const PAYMENT_SETTLERS = [...PAYMENT_PROVIDERS, 'office'] as const;
export type PaymentSettler = (typeof PAYMENT_SETTLERS)[number];

/** What a payment pays for. */
export const PAYMENT_TARGET_KINDS = ['appointment', 'service-request'] as const;
export type PaymentTargetKind = (typeof PAYMENT_TARGET_KINDS)[number];

/**
 * How a client pays (`PAYMENT_METHODS`): `card` through the configured provider, `cliq` by an
 * instant bank transfer the office confirms, `cash` at the office desk.
 */
export const PAYMENT_METHODS = ['card', 'cliq', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'بطاقة دفع',
  cliq: 'تحويل فوري عبر CliQ',
  cash: 'نقداً في المكتب',
};

/** Arabic messages of the payment calls and pages (spec §8). */
export const paymentMessages = {
  /** Default when the server gives no message (spec §8 "error setting up payment"). */
  setupFailed: 'حدث خطأ أثناء إعداد الدفع',
  /** Payment page init failure toast (spec §8 "system error"). */
  systemError: 'خطأ في النظام',
  systemErrorHint: 'تعذر تهيئة عملية الدفع، سيتم تحويلك إلى صفحة الحجز',
  notEnabled: 'نظام الدفع الإلكتروني غير مفعّل حالياً',
  notEnabledHint: 'يرجى التواصل معنا لإتمام الدفع بطريقة أخرى',
  amountMismatch: 'المبلغ المرسل لا يطابق سعر الخدمة، يرجى تحديث الصفحة والمحاولة مرة أخرى',
  alreadyPaid: 'تم دفع هذا الطلب مسبقاً، لا حاجة للدفع مرة أخرى',
  appointmentNotFound: 'الموعد غير موجود',
  appointmentCancelled: 'لا يمكن الدفع لموعد ملغي',
  serviceNotFound: 'الخدمة المطلوبة غير موجودة',
  paymentNotFound: 'عملية الدفع غير موجودة',
  amountInvalid: 'المبلغ غير صحيح',
  /** The checkout came without its appointment (the glossary's «رقم الحجز» is the SND- one, not this id). */
  appointmentRequired: 'يجب تحديد الموعد المراد دفعه',
  serviceRequired: 'يجب تحديد الخدمة المطلوبة',
  fullNameMin: 'الاسم يجب أن يكون حرفين على الأقل',
  emailInvalid: 'البريد الإلكتروني غير صحيح',
  phoneMin: 'رقم الهاتف يجب أن يكون 10 أرقام على الأقل',
  addressMin: 'العنوان يجب أن يكون 5 أحرف على الأقل',
  serviceDetailsMin: 'تفاصيل الخدمة يجب أن تكون 10 أحرف على الأقل',
  /** Each field's own message when too long (not zod's English default). */
  companyMax: 'اسم المنشأة أو الشركة يجب ألا يزيد على 200 حرف',
  addressMax: 'العنوان يجب ألا يزيد على 500 حرف',
  serviceDetailsMax: 'تفاصيل الخدمة يجب ألا تزيد على 5000 حرف',
  invalidSignature: 'توقيع إشعار الدفع غير صحيح',
  testProviderOnly: 'مزوّد الدفع التجريبي غير مفعّل',
  paymentSucceeded: 'تمت عملية الدفع بنجاح',
  paymentFailed: 'فشلت عملية الدفع، يرجى المحاولة مرة أخرى',
  paymentProcessing: 'جارٍ تأكيد عملية الدفع',
  /** The test provider is a simulation and must be labelled as such in the UI. */
  testProviderLabel: 'وضع الدفع التجريبي — لا يتم خصم أي مبلغ فعلي',
  /** Default service name on the payment page (spec: "professional consultation"). */
  defaultServiceName: 'استشارة احترافية',
  serviceRequestNotFound: 'طلب الخدمة غير موجود',
  /** The provider could not be asked how a payment ended (HyperPay's status call failed). */
  statusUnavailable: 'تعذّر التحقق من حالة الدفع الآن، يرجى المحاولة بعد قليل',
} as const;

/** A JOD amount: positive, at most three decimals, sane upper bound. */
const amountSchema = z.coerce
  .number({ error: paymentMessages.amountInvalid })
  .positive(paymentMessages.amountInvalid)
  .max(1_000_000, paymentMessages.amountInvalid)
  .refine((v) => Math.abs(v * JOD_MINOR_UNITS - Math.round(v * JOD_MINOR_UNITS)) < 1e-6, {
    error: paymentMessages.amountInvalid,
  });

/** Step 1 of the service-request wizard (spec §5 "Service request"). */
export const serviceRequestFormSchema = z.object({
  // Letters, spaces, hyphens and apostrophes only (issue 37): the emails repeat it.
  fullName: personName('fullName', paymentMessages.fullNameMin, 2, 120),
  email: z
    .string({ error: paymentMessages.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email(paymentMessages.emailInvalid)),
  phone: phoneField(paymentMessages.phoneMin),
  company: plainText().trim().max(200, paymentMessages.companyMax).optional().default(''),
  address: plainText(paymentMessages.addressMin)
    .trim()
    .min(5, paymentMessages.addressMin)
    .max(500, paymentMessages.addressMax),
  serviceDetails: multilineText(paymentMessages.serviceDetailsMin)
    .trim()
    .min(10, paymentMessages.serviceDetailsMin)
    .max(5000, paymentMessages.serviceDetailsMax),
});
export type ServiceRequestForm = z.input<typeof serviceRequestFormSchema>;

/** `POST /api/create-payment-intent` (appointment checkout). The amount is only checked, never used. */
export const createPaymentIntentSchema = z.object({
  appointmentId: z
    .string({ error: paymentMessages.appointmentRequired })
    .trim()
    .min(1, paymentMessages.appointmentRequired)
    .max(100, paymentMessages.appointmentRequired),
  amount: amountSchema.optional(),
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentSchema>;

/** `POST /api/create-service-payment-intent` (service-request wizard step 2). */
export const createServicePaymentIntentSchema = serviceRequestFormSchema.extend({
  serviceId: z
    .string({ error: paymentMessages.serviceRequired })
    .trim()
    .min(1, paymentMessages.serviceRequired)
    .max(100, paymentMessages.serviceRequired),
  amount: amountSchema,
});
export type CreateServicePaymentIntentInput = z.input<typeof createServicePaymentIntentSchema>;

/**
 * Answer of both intent calls. `provider: null` and `clientSecret: null` mean payment is not
 * enabled: the page says so and points to contact (spec). `publishableKey` is set for stripe.
 * For a service request, `serviceRequestId` is the stored request (stored even when not paid).
 */
export const paymentIntentResponseSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  clientSecret: z.string().nullable(),
  paymentId: z.string().nullable(),
  amount: z.number(),
  currency: z.literal(PAYMENT_CURRENCY),
  /** The catalogue's name of the service being paid: the page shows it, not the URL's. */
  serviceName: z.string(),
  publishableKey: z.string().optional(),
  /** HyperPay: the COPYandPAY widget script of this checkout (`…/v1/paymentWidgets.js?checkoutId=…`). */
  widgetUrl: z.string().optional(),
  /**
   * How the office takes this payment online (`PAYMENT_METHODS`): `card` through `provider`,
   * `cliq` by transfer (`POST /api/payments/cliq`). Absent from an older payment service: card.
   */
  methods: z.array(z.enum(PAYMENT_METHODS)).optional(),
  serviceRequestId: z.string().optional(),
  /** An appointment's SND- reference, start and payment deadline, as booking holds them. */
  reference: z.string().optional(),
  startsAt: z.string().optional(),
  paymentDueAt: z.string().nullable().optional(),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

/** Hours a booking stays held once its client reported a CliQ transfer (`CLIQ_HOLD_HOURS`). */
export const DEFAULT_CLIQ_HOLD_HOURS = 24;

export const cliqMessages = {
  notEnabled: 'الدفع بالتحويل عبر CliQ غير متاح حالياً',
  targetRequired: 'يجب تحديد الموعد أو طلب الخدمة المراد دفعه',
  notCliq: 'هذه العملية ليست تحويلاً عبر CliQ',
  notAwaiting: 'لا توجد حوالة بانتظار التأكيد لهذه العملية',
  alreadyReported: 'تم الإبلاغ عن هذا التحويل مسبقاً وهو بانتظار تأكيد المكتب',
  rejectReasonMin: 'يرجى كتابة سبب الرفض (3 أحرف على الأقل)',
  bankReferenceInvalid: 'مرجع الحوالة غير صحيح',
  cashOfficeOnly: 'الدفع النقدي متاح لمواعيد المكتب فقط',
  cashNotEnabled: 'الدفع النقدي غير مفعّل',
} as const;

/** `POST /api/payments/cliq`: pay an appointment or a service request by CliQ transfer. */
export const startCliqPaymentSchema = z
  .object({
    appointmentId: z.string().trim().min(1).max(100).optional(),
    serviceRequestId: z.string().trim().min(1).max(100).optional(),
  })
  .refine((v) => Boolean(v.appointmentId) !== Boolean(v.serviceRequestId), {
    error: cliqMessages.targetRequired,
  });
export type StartCliqPayment = z.infer<typeof startCliqPaymentSchema>;

/**
 * What the client needs to make the transfer from any bank app: the office's CliQ alias and
 * account name, the exact amount, and the reference to write in the transfer's note. `holdUntil`:
 * how long the booking stays held once the transfer is reported (null for a service request).
 */
export const cliqInstructionsSchema = z.object({
  paymentId: z.string(),
  alias: z.string(),
  accountName: z.string(),
  amount: z.number(),
  currency: z.literal(PAYMENT_CURRENCY),
  reference: z.string(),
  holdUntil: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
});
export type CliqInstructions = z.infer<typeof cliqInstructionsSchema>;

/** `POST /api/payments/{id}/confirm` (admin): the transfer arrived; its bank reference, if noted. */
export const confirmPaymentSchema = z.object({
  bankReference: z
    .string({ error: cliqMessages.bankReferenceInvalid })
    .trim()
    .max(100, cliqMessages.bankReferenceInvalid)
    .regex(/^[\p{L}\p{N} ._\-/#]*$/u, cliqMessages.bankReferenceInvalid)
    .optional(),
});
/** `POST /api/payments/{id}/reject` (admin): why the reported transfer is not accepted. */
export const rejectPaymentSchema = z.object({
  reason: z
    .string({ error: cliqMessages.rejectReasonMin })
    .trim()
    .min(3, cliqMessages.rejectReasonMin)
    .max(500)
    .regex(/^[^\p{Cc}]*$/u, cliqMessages.rejectReasonMin),
});
/** `POST /api/payments/cash` (admin): paid in cash at the office desk. */
export const cashPaymentSchema = z.object({
  appointmentId: z
    .string({ error: paymentMessages.appointmentRequired })
    .trim()
    .min(1, paymentMessages.appointmentRequired)
    .max(100, paymentMessages.appointmentRequired),
});

/** One payment in the office's «مدفوعات بانتظار التأكيد» list. */
export const pendingConfirmationSchema = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_TARGET_KINDS),
  targetId: z.string(),
  reference: z.string(),
  payerName: z.string(),
  serviceName: z.string(),
  amount: z.number(),
  currency: z.literal(PAYMENT_CURRENCY),
  method: z.enum(PAYMENT_METHODS),
  reportedAt: z.string(),
  /** A photo or PDF of the bank's confirmation was attached (download: transferReceipt). */
  hasTransferReceipt: z.boolean(),
});
export type PendingConfirmation = z.infer<typeof pendingConfirmationSchema>;

/** `POST /api/payments/test/confirm`: the test provider simulates the provider's outcome event. */
export const testPaymentConfirmSchema = z.object({
  paymentId: z.string().trim().min(1, paymentMessages.paymentNotFound).max(100),
  outcome: z.enum(['succeed', 'fail']),
});
export type TestPaymentConfirm = z.infer<typeof testPaymentConfirmSchema>;

/**
 * `GET /api/payments/{id}`: what the receipt shows. No contact details or provider secrets: the
 * payment id alone (held by the guest who paid) reveals only what was paid and when.
 */
export const paymentSchema = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_TARGET_KINDS),
  targetId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  currency: z.literal(PAYMENT_CURRENCY),
  provider: z.enum(PAYMENT_SETTLERS),
  /** How it is (being) paid (absent from a payment service older than the field). */
  method: z.enum(PAYMENT_METHODS).optional(),
  /** The booking's SND- reference, or the request's REQ- one, when the payment service has it. */
  reference: z.string().nullable().optional(),
  /**
   * Once paid: what the receipt prints as «مرجع الدفع» — the provider's transaction id, or the
   * office's reference of a transfer or cash payment.
   */
  paymentReference: z.string().nullable().optional(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A stored service request as `GET /api/service-requests` (admin) answers it. */
export const serviceRequestSchema = z.object({
  id: z.string(),
  /** REQ-26-00001: what the client and the office read out (absent from an older booking service). */
  reference: z.string().optional(),
  serviceId: z.string(),
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  address: z.string(),
  serviceDetails: z.string(),
  amount: z.number(),
  currency: z.literal(PAYMENT_CURRENCY),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentId: z.string().nullable(),
  createdAt: z.string(),
  /** The office's work on it (issue 34.10; absent from an older booking service). */
  status: z.enum(SERVICE_REQUEST_STATUSES).optional(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/**
 * `GET /api/service-requests` (admin): paging plus optional payment-status and work-status
 * filters, and `q`, a reference or part of one (`req-26-12` finds REQ-26-00012).
 */
export const serviceRequestsQuerySchema = pageQuerySchema.extend({
  paymentStatus: z.enum(PAYMENT_STATUSES).optional(),
  status: z.enum(SERVICE_REQUEST_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type ServiceRequestsQuery = z.infer<typeof serviceRequestsQuerySchema>;

// ---- internal contracts (service to service; never exposed through the gateway) ----

/** The BullMQ queue the payment service's outbox feeds and the booking service consumes. */
export const PAYMENT_EVENTS_QUEUE = 'payment-events';

/** One payment outcome, as carried on `payment-events` (idempotent per `eventId`). */
export const paymentEventSchema = z.object({
  eventId: z.string().min(1).max(200),
  paymentId: z.string(),
  kind: z.enum(PAYMENT_TARGET_KINDS),
  targetId: z.string(),
  /**
   * `refunded`: the refund booking asked for (`payment-refunds`) went through;
   * `refund_failed`: the provider refused it (`reason` says why);
   * `awaiting_confirmation`: a CliQ transfer was reported; the booking stays held until `holdUntil`.
   */
  status: z.enum(['paid', 'failed', 'refunded', 'refund_failed', 'awaiting_confirmation']),
  holdUntil: z.string().optional(),
  /** Of `refund_failed`: the provider's reason, in its words. */
  reason: z.string().max(500).optional(),
  occurredAt: z.string(),
  /**
   * What was charged, in fils: the base of a later refund (absent in events queued before it);
   * of a `refunded` event, what came back.
   */
  amountMinor: z.number().int().nonnegative().optional(),
  /** Of a `paid` event: how it was paid and the provider's (or office's) reference printed on the receipt. */
  method: z.enum(PAYMENT_METHODS).optional(),
  provider: z.enum(PAYMENT_SETTLERS).optional(),
  paymentReference: z.string().max(200).optional(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/**
 * The BullMQ queue on which booking asks the payment service to refund a cancelled appointment
 * (written to booking's outbox with the cancellation, signed with the service key).
 */
export const PAYMENT_REFUNDS_QUEUE = 'payment-refunds';

/**
 * One request on `payment-refunds`, from booking:
 * - a refund (no `kind`, or `refund`): the policy's amount for the appointment's payment, once
 *   per appointment; `retry: true` (the office's «إعادة محاولة الاسترداد») sends a refund the
 *   provider refused once more;
 * - `release`: the unpaid hold ran out: the provider's open intent is cancelled where the
 *   provider allows it, so it can no longer be paid.
 */
export const refundRequestSchema = z.union([
  z.object({
    kind: z.literal('refund').optional(),
    appointmentId: z.string().min(1).max(100),
    /** Fils, computed by booking from the policy; never more than was paid. */
    amountMinor: z.number().int().positive(),
    requestedAt: z.string(),
    retry: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('release'),
    appointmentId: z.string().min(1).max(100),
    requestedAt: z.string(),
  }),
]);
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** `PUT /internal/service-requests/{id}` on booking (idempotent create by the payment service). */
export const internalServiceRequestSchema = serviceRequestFormSchema.extend({
  serviceId: z.string().min(1).max(100),
  userId: z.string().min(1).max(100),
  amount: z.number().positive(),
  paymentId: z.string().nullable(),
});
export type InternalServiceRequest = z.input<typeof internalServiceRequestSchema>;

/** `GET /internal/appointments/{id}` on booking: what checkout needs to price an appointment. */
export const internalAppointmentSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  userId: z.string(),
  status: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** SND-26-00042 (absent from a booking service older than the field). */
  reference: z.string().optional(),
  /** Who booked (the office's list of transfers to confirm names them). */
  contactName: z.string().optional(),
  /** Cash is taken at the office desk: only for `office` appointments. */
  consultationMode: z.string().optional(),
  startsAt: z.string().optional(),
  paymentDueAt: z.string().nullable().optional(),
  /**
   * The service's price when it was booked (fils), what the client pays whatever the catalogue
   * says since (issue 34.3); null for a booking made before prices were kept with it.
   */
  priceMinor: z.number().int().nullable().optional(),
  /** The service's Arabic name when it was booked (null like priceMinor). */
  serviceName: z.string().nullable().optional(),
});
export type InternalAppointment = z.infer<typeof internalAppointmentSchema>;

/**
 * HyperPay's COPYandPAY hosts (`HYPERPAY_HOST`): `test` is its integration platform, `live` takes
 * real money; any other value must be an http(s) origin (a local fake in tests). Answers the
 * origin without a trailing slash, or undefined for a value that is neither.
 */
export const HYPERPAY_HOSTS = {
  test: 'https://eu-test.oppwa.com',
  live: 'https://eu-prod.oppwa.com',
} as const;

export function hyperpayOrigin(value: string | undefined): string | undefined {
  const raw = value?.trim() || 'test';
  if (raw === 'test' || raw === 'live') return HYPERPAY_HOSTS[raw];
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}
