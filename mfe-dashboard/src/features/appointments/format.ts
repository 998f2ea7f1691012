import {
  type Appointment,
  CONSULTATION_FEE_JOD,
  CONSULTATION_MODE_LABELS,
  formatJod,
  isOpenAppointment,
  LOCALE,
  type PublicService,
  TIME_ZONE,
} from '@ssc/contracts';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'full', timeZone: TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short', timeZone: TIME_ZONE });

/** The appointment's day and time in Amman, whatever the visitor's own time zone. */
export function formatAppointmentDateTime(iso: string): { date: string; time: string } {
  const instant = new Date(iso);
  return { date: dateFormat.format(instant), time: timeFormat.format(instant) };
}

export const modeLabel = (mode: Appointment['consultationMode']) => CONSULTATION_MODE_LABELS[mode];

/** The name shown for an appointment's service (the catalogue may not know an old id). */
export const FALLBACK_SERVICE_NAME = 'استشارة متخصصة';

export function serviceName(service: PublicService | undefined): string {
  return service?.nameAr ?? FALLBACK_SERVICE_NAME;
}

/** Consultations are paid in advance (spec §1): anything not paid and still to happen. */
export function canPay(appointment: Pick<Appointment, 'status' | 'paymentStatus'>): boolean {
  return appointment.paymentStatus !== 'paid' && isOpenAppointment(appointment);
}

/** The payment page reads appointmentId, price and service from the query (spec §2). */
export function checkoutHref(
  appointment: Pick<Appointment, 'id'>,
  service: PublicService | undefined,
): string {
  const query = new URLSearchParams({
    appointmentId: appointment.id,
    price: String(service?.price ?? CONSULTATION_FEE_JOD),
    service: serviceName(service),
  });
  return `/checkout?${query}`;
}

/**
 * The client manages (reschedules, cancels) an appointment that is still open and ahead; the page
 * it opens asks the server what exactly is allowed.
 */
export function canManage(
  appointment: Pick<Appointment, 'status' | 'date'>,
  now: Date = new Date(),
): boolean {
  return isOpenAppointment(appointment) && new Date(appointment.date).getTime() > now.getTime();
}

/** The appointment's own page (the session is the right to manage it: no token). */
export function manageHref(appointment: Pick<Appointment, 'id'>): string {
  return `/appointments/manage?${new URLSearchParams({ id: appointment.id })}`;
}

/** A cancellation's refund in words: the share the policy gave and the amount. */
export function refundText(refund: NonNullable<Appointment['refund']>): string {
  // Nothing paid, or nothing owed: the share alone would promise money that is not coming.
  if (refund.percent <= 0 || refund.amount <= 0) return 'لا يُسترد أي مبلغ';
  const share =
    refund.percent >= 100 ? 'استرداد كامل المبلغ' : `استرداد ${refund.percent}% من المبلغ`;
  return `${share}: ${formatJod(refund.amount)}`;
}

/** What a client reads when the payment provider refused their refund (issue 31.4). */
export const REFUND_FAILED_TEXT = 'تعذّر على مزوّد الدفع إرجاع المبلغ، وسيتواصل معك فريقنا لإتمامه.';

/**
 * A payment that reached us after the booking was cancelled (its payment time ran out). Since
 * issue 31.4 it is refunded in full automatically (the refund row says how far); one recorded
 * before that has no refund, and the office returns it.
 */
export function latePaymentText(appointment: Pick<Appointment, 'refund'>): string {
  const { refund } = appointment;
  if (!refund || refund.status === 'none') {
    return 'وصلنا دفعك بعد إلغاء الحجز، وسيتواصل معك فريقنا لاسترداد المبلغ.';
  }
  if (refund.status === 'refunded') {
    return 'وصلنا دفعك بعد إلغاء الحجز لانتهاء مهلة الدفع، فأُعيد إليك المبلغ كاملاً تلقائياً.';
  }
  return 'وصلنا دفعك بعد إلغاء الحجز لانتهاء مهلة الدفع، فيُعاد إليك المبلغ كاملاً تلقائياً دون أن تطلبه.';
}
