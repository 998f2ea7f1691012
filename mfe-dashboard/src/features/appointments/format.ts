import {
  type Appointment,
  CONSULTATION_FEE_JOD,
  CONSULTATION_MODE_LABELS,
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
  return (
    appointment.paymentStatus !== 'paid' &&
    (appointment.status === 'pending' || appointment.status === 'confirmed')
  );
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
