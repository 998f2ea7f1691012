import type {
  AppointmentUpdateJob,
  BookingExpiredJob,
  ContactReceivedJob,
  ContactReplyJob,
  EmailJob,
  EmailTemplateName,
  InvoicePdf,
  OfficeDailySummaryJob,
  OfficeHoursChangedJob,
  OfficeNotificationJob,
  PasswordResetJob,
  PaymentReceiptJob,
  RefundIssuedJob,
} from '@ssc/contracts';
import { SAMPLE_NAME, SAMPLE_SITE as SITE, sampleConfirmationJob } from '@ssc/contracts/testing';

// One job of every template with realistic data, for the preview script and the tests, all of one
// appointment: the booking confirmation's, which is `@ssc/contracts/testing`'s (the bench sends it
// too). The name carries markup on purpose: the rendered HTML must show it escaped.
export { SAMPLE_NAME };
export const sampleConfirmation = sampleConfirmationJob;
const APPOINTMENT_ID = sampleConfirmation().appointmentId;

export function sampleExpired(overrides: Partial<BookingExpiredJob> = {}): BookingExpiredJob {
  return {
    template: 'booking-expired',
    to: 'sara@example.jo',
    name: SAMPLE_NAME,
    appointmentId: APPOINTMENT_ID,
    reference: 'SND-30-00042',
    startsAt: '2030-01-06T06:00:00.000Z',
    bookedAt: '2029-12-30T10:15:00.000Z',
    bookAgainUrl: `${SITE}/booking`,
    ...overrides,
  };
}

/** «تغيير أوقات عمل المكتب»: the appointment now outside the office's hours, with its link. */
export function sampleHoursChanged(
  overrides: Partial<OfficeHoursChangedJob> = {},
): OfficeHoursChangedJob {
  return {
    template: 'office-hours-changed',
    to: 'sara@example.jo',
    name: SAMPLE_NAME,
    appointmentId: APPOINTMENT_ID,
    reference: 'SND-30-00042',
    startsAt: '2030-01-06T06:00:00.000Z',
    bookedAt: '2029-12-30T10:15:00.000Z',
    serviceName: 'الاستشارات التقاعدية',
    manageUrl: `${SITE}/appointments/manage?id=${APPOINTMENT_ID}&token=sample`,
    ...overrides,
  };
}

export function sampleReset(overrides: Partial<PasswordResetJob> = {}): PasswordResetJob {
  return {
    template: 'password-reset',
    to: 'sara@example.jo',
    firstName: 'سارة <b>',
    resetUrl: `${SITE}/reset-password?token=sample-token_123`,
    validMinutes: 60,
    ...overrides,
  };
}

/** The acknowledgement of a contact message: the first name and the time only (issue 33.4). */
export function sampleContactReceived(
  overrides: Partial<ContactReceivedJob> = {},
): ContactReceivedJob {
  return {
    template: 'contact-received',
    to: 'sara@example.jo',
    name: SAMPLE_NAME,
    receivedAt: '2029-12-30T10:15:00.000Z',
    replyWithinHours: 24,
    ...overrides,
  };
}

/** The office's answer to that message (issue 34.10), on two lines, the message quoted. */
export function sampleContactReply(overrides: Partial<ContactReplyJob> = {}): ContactReplyJob {
  return {
    template: 'contact-reply',
    to: 'sara@example.jo',
    name: SAMPLE_NAME,
    replyTo: 'office@sanad.example.jo',
    body: 'يمكنك التقاعد المبكر بعد 252 اشتراكاً شهرياً.\nنرحب بزيارتك في المكتب لمراجعة كشفك.',
    original: {
      message: 'أرغب في معرفة شروط التقاعد المبكر <b>في حالتي</b>.\nشكراً',
      receivedAt: '2029-12-30T10:15:00.000Z',
    },
    ...overrides,
  };
}

function sampleUpdate(overrides: Partial<AppointmentUpdateJob> = {}): AppointmentUpdateJob {
  return {
    template: 'appointment-update',
    to: 'sara@example.jo',
    name: SAMPLE_NAME,
    appointmentId: APPOINTMENT_ID,
    reference: 'SND-30-00042',
    startsAt: '2030-01-06T06:00:00.000Z',
    bookedAt: '2029-12-30T10:15:00.000Z',
    change: 'confirmed',
    confirmed: true,
    consultationMode: 'zoom',
    serviceName: 'الاستشارات التقاعدية',
    sequence: 1,
    meetingUrl: 'https://zoom.us/j/123456789',
    manageUrl: `${SITE}/appointments/manage?id=${APPOINTMENT_ID}&token=sample`,
    ...overrides,
  };
}

const OFFICE = 'office@sanad.example.jo';

export function sampleOfficeNotice(
  event: OfficeNotificationJob['event'] = {
    kind: 'new-booking',
    reference: 'SND-30-00042',
    name: SAMPLE_NAME,
    email: 'sara@example.jo',
    phone: '0791234567',
    startsAt: '2030-01-06T06:00:00.000Z',
    consultationMode: 'teams',
    serviceName: 'الاستشارات التقاعدية',
    filesCount: 2,
    payment: { status: 'pending', dueAt: '2029-12-30T10:45:00.000Z' },
  },
): OfficeNotificationJob {
  return { template: 'office-notification', to: OFFICE, event, consoleUrl: `${SITE}/admin` };
}

export function sampleDailySummary(
  overrides: Partial<OfficeDailySummaryJob> = {},
): OfficeDailySummaryJob {
  return {
    template: 'office-daily-summary',
    to: OFFICE,
    day: '2030-01-06',
    appointments: [
      {
        reference: 'SND-30-00042',
        startsAt: '2030-01-06T06:00:00.000Z',
        name: SAMPLE_NAME,
        phone: '0791234567',
        serviceName: 'الاستشارات التقاعدية',
        consultationMode: 'office',
        status: 'confirmed',
        paymentStatus: 'paid',
      },
      {
        reference: 'SND-30-00043',
        startsAt: '2030-01-06T06:00:00.000Z',
        name: 'محمد العلي',
        phone: '+442071234567',
        serviceName: 'إصابات العمل',
        consultationMode: 'zoom',
        status: 'pending',
        paymentStatus: 'pending',
      },
    ],
    more: 0,
    consoleUrl: `${SITE}/admin`,
    ...overrides,
  };
}

/** The receipt of the sample appointment, paid by card, for a client with an account. */
export function sampleReceipt(
  receipt: Partial<PaymentReceiptJob['receipt']> = {},
  overrides: Partial<PaymentReceiptJob> = {},
): PaymentReceiptJob {
  return {
    template: 'payment-receipt',
    to: 'sara@example.jo',
    receipt: {
      kind: 'appointment',
      reference: 'SND-30-00042',
      name: SAMPLE_NAME,
      serviceName: 'الاستشارات التقاعدية',
      startsAt: '2030-01-06T06:00:00.000Z',
      amountMinor: 30_000,
      method: 'card',
      paymentReference: 'pi_3QxY7Z2eZvKYlo2C1aB9cD4e',
      paidAt: '2029-12-30T10:20:00.000Z',
      ...receipt,
    },
    dashboardUrl: `${SITE}/dashboard`,
    ...overrides,
  };
}

/**
 * The invoice of that payment (issue 32): general sales, 16 % included, accepted by JoFotara (its
 * QR text, made up here, and UUID).
 */
export function sampleInvoice(overrides: Partial<InvoicePdf> = {}): InvoicePdf {
  return {
    number: 'INV-2029-000123',
    type: 'invoice',
    taxType: 'general_sales',
    issuedAt: '2029-12-30T10:20:00.000Z',
    seller: { name: 'سند للاستشارات', tin: '12345678' },
    buyer: { name: SAMPLE_NAME, nationalId: '9861012345' },
    reference: 'SND-30-00042',
    serviceName: 'الاستشارات التقاعدية',
    startsAt: '2030-01-06T06:00:00.000Z',
    netMinor: 25_862,
    taxMinor: 4_138,
    taxPercent: 16,
    totalMinor: 30_000,
    method: 'card',
    paymentReference: 'pi_3QxY7Z2eZvKYlo2C1aB9cD4e',
    paidAt: '2029-12-30T10:20:00.000Z',
    qr: 'AQ7Ys9mG2YTZhNin2LPYqtiq2LTYp9ix2KfYqgIIMTIzNDU2NzgDFDIwMjktMTItMzBUMTM6MjA6MDBaBAYzMC4wMDAFBTQuMTM4',
    jofotaraUuid: '3f2b8c1e-7d4a-4e9b-a6c5-1f0e2d3c4b5a',
    ...overrides,
  };
}

/** The refund of that payment in full, by card, with its credit invoice (not yet at JoFotara). */
export function sampleRefund(overrides: Partial<RefundIssuedJob> = {}): RefundIssuedJob {
  return {
    template: 'refund-issued',
    to: 'sara@example.jo',
    name: SAMPLE_NAME,
    reference: 'SND-30-00042',
    serviceName: 'الاستشارات التقاعدية',
    amountMinor: 30_000,
    refundedAt: '2030-01-03T08:45:00.000Z',
    creditInvoice: sampleInvoice({
      number: 'INV-2030-000007',
      type: 'credit',
      issuedAt: '2030-01-03T08:45:00.000Z',
      original: { number: 'INV-2029-000123' },
      reason: 'إلغاء الموعد قبل 24 ساعة',
      qr: undefined,
      jofotaraUuid: undefined,
    }),
    dashboardUrl: `${SITE}/dashboard`,
    ...overrides,
  };
}

/** What the preview script writes: a name for the file and the job, every template at least once. */
export const previewSamples: { file: string; job: EmailJob }[] = [
  { file: 'booking-confirmation', job: sampleConfirmation() },
  {
    file: 'booking-confirmation-guest-zoom-no-payment-hold',
    job: sampleConfirmation({
      consultationMode: 'zoom',
      paymentDueAt: undefined,
      description: undefined,
    }),
  },
  { file: 'booking-expired', job: sampleExpired() },
  { file: 'office-hours-changed', job: sampleHoursChanged() },
  { file: 'password-reset', job: sampleReset() },
  { file: 'contact-received', job: sampleContactReceived() },
  { file: 'contact-reply', job: sampleContactReply() },
  { file: 'appointment-confirmed-zoom', job: sampleUpdate() },
  {
    file: 'appointment-rescheduled-office',
    job: sampleUpdate({
      change: 'rescheduled',
      consultationMode: 'office',
      meetingUrl: undefined,
      previousStartsAt: '2030-01-05T07:00:00.000Z',
      sequence: 2,
    }),
  },
  {
    file: 'appointment-confirmed-unpaid',
    job: sampleUpdate({
      paymentDue: {
        dueAt: '2029-12-30T10:45:00.000Z',
        checkoutUrl: `${SITE}/checkout?appointmentId=${APPOINTMENT_ID}&price=30`,
      },
    }),
  },
  { file: 'appointment-reminder', job: sampleUpdate({ change: 'reminder' }) },
  {
    file: 'appointment-cancelled-by-office',
    job: sampleUpdate({
      change: 'cancelled',
      cancelledBy: 'admin',
      reason: 'إغلاق المكتب لظرف طارئ <b>',
      refund: { percent: 100, amount: 30 },
      manageUrl: undefined,
      sequence: 3,
    }),
  },
  { file: 'office-new-booking', job: sampleOfficeNotice() },
  {
    file: 'office-new-booking-cliq-awaiting',
    job: sampleOfficeNotice({
      kind: 'new-booking',
      reference: 'SND-30-00044',
      name: SAMPLE_NAME,
      email: 'sara@example.jo',
      phone: '0791234567',
      startsAt: '2030-01-06T07:00:00.000Z',
      consultationMode: 'office',
      serviceName: 'الاستشارات التقاعدية',
      filesCount: 0,
      payment: {
        status: 'awaiting_confirmation',
        method: 'cliq',
        dueAt: '2029-12-31T10:45:00.000Z',
      },
    }),
  },
  {
    file: 'office-appointment-paid',
    job: sampleOfficeNotice({
      kind: 'appointment-paid',
      reference: 'SND-30-00042',
      name: SAMPLE_NAME,
      email: 'sara@example.jo',
      phone: '0791234567',
      serviceName: 'الاستشارات التقاعدية',
      startsAt: '2030-01-06T06:00:00.000Z',
      amount: 30,
      method: 'card',
      paymentReference: 'pi_3QxY7Z2eZvKYlo2C1aB9cD4e',
      paidAt: '2029-12-30T10:20:00.000Z',
    }),
  },
  {
    file: 'office-service-request-paid',
    job: sampleOfficeNotice({
      kind: 'service-request-paid',
      name: SAMPLE_NAME,
      email: 'sara@example.jo',
      phone: '0791234567',
      serviceName: 'خدمات المنشآت',
      amount: 45.5,
      paidAt: '2030-01-04T09:30:00.000Z',
    }),
  },
  {
    file: 'office-contact-message',
    job: sampleOfficeNotice({
      kind: 'contact-message',
      name: SAMPLE_NAME,
      email: 'sara@example.jo',
      phone: '0791234567',
      topic: 'التقاعد والرواتب',
      message:
        'السلام عليكم،\nأريد الاستفسار عن <script>alert(1)</script> التقاعد المبكر & الشروط.',
      receivedAt: '2030-01-04T09:30:00.000Z',
    }),
  },
  { file: 'office-daily-summary', job: sampleDailySummary() },
  {
    file: 'office-daily-summary-empty',
    job: sampleDailySummary({ appointments: [], more: 0 }),
  },
  { file: 'payment-receipt', job: sampleReceipt() },
  { file: 'payment-receipt-invoice', job: sampleReceipt({}, { invoice: sampleInvoice() }) },
  {
    file: 'payment-receipt-service-request-cliq-guest',
    job: sampleReceipt(
      {
        kind: 'service-request',
        reference: 'SND-30-00043',
        serviceName: 'خدمات المنشآت',
        startsAt: undefined,
        amountMinor: 45_500,
        method: 'cliq',
        paymentReference: 'CLIQ-20291230-7781',
      },
      { dashboardUrl: undefined },
    ),
  },
  { file: 'refund-issued', job: sampleRefund() },
  {
    file: 'refund-issued-cash-guest',
    job: sampleRefund({
      dashboardUrl: undefined,
      amountMinor: 15_000,
      creditInvoice: {
        ...sampleRefund().creditInvoice,
        taxType: 'income',
        netMinor: 15_000,
        taxMinor: 0,
        taxPercent: 0,
        totalMinor: 15_000,
        method: 'cash',
        paymentReference: 'CASH-20291230-0004',
        reason: 'إلغاء الموعد قبل 12 ساعة (استرداد 50%)',
      },
    }),
  },
];

export const TEMPLATE_NAMES: EmailTemplateName[] = [
  'booking-confirmation',
  'booking-expired',
  'password-reset',
  'appointment-update',
  'office-notification',
  'office-daily-summary',
  'payment-receipt',
  'refund-issued',
  'contact-received',
  'contact-reply',
  'office-hours-changed',
];
