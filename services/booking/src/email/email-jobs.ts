import type { BookingConfirmationJob, BookingExpiredJob } from '@ssc/contracts';
import { GUEST_USER_ID } from '../db/schema';

/**
 * The booking's emails as data: the worker renders them (services/worker/src/templates/).
 * Only the booking's own facts and the links built from `PUBLIC_URL` go in the job.
 */
export interface EmailAppointment {
  id: string;
  /** SND-26-00042: what the client reads out on the phone. */
  reference: string;
  startsAt: Date;
  createdAt: Date;
  contactName: string;
  contactEmail: string;
}

/** The job id of an appointment's confirmation (BullMQ refuses ':' in custom ids). */
export const confirmationJobId = (appointmentId: string) => `booking-confirmation-${appointmentId}`;

/** The job id of the "your unpaid booking was released" email (one per appointment). */
export const expiryJobId = (appointmentId: string) => `booking-expired-${appointmentId}`;

function appointmentFacts(appointment: EmailAppointment) {
  return {
    to: appointment.contactEmail,
    name: appointment.contactName,
    appointmentId: appointment.id,
    reference: appointment.reference,
    startsAt: appointment.startsAt.toISOString(),
    bookedAt: appointment.createdAt.toISOString(),
  };
}

/** Where an appointment is paid: the checkout page, for the booking's email and a later one. */
export function checkoutUrl(input: {
  appointmentId: string;
  service: { nameAr: string; price: number };
  publicUrl: string;
  /** The signed manage link: its token lets a guest who pays from an email download the receipt. */
  manageUrl?: string | undefined;
}): string {
  const checkout = new URL('/checkout', input.publicUrl);
  checkout.searchParams.set('appointmentId', input.appointmentId);
  checkout.searchParams.set('price', String(input.service.price));
  checkout.searchParams.set('service', input.service.nameAr);
  const token = input.manageUrl ? new URL(input.manageUrl).searchParams.get('token') : null;
  if (token) checkout.searchParams.set('token', token);
  return checkout.toString();
}

/**
 * The confirmation of a new booking. A guest's address is not verified (anyone could book with a
 * stranger's email), so a guest's job carries no free text they typed beyond the name: their
 * description stays out of it.
 */
export function confirmationEmail(input: {
  appointment: EmailAppointment & {
    consultationMode: BookingConfirmationJob['consultationMode'];
    description: string;
    /** `guest` for a booking without an account. */
    userId: string;
    /** With online payment on: unpaid by then, the booking is cancelled and the slot freed. */
    paymentDueAt?: Date | null;
  };
  service: { nameAr: string; price: number };
  publicUrl: string;
  /** The signed link to cancel or reschedule it (`manageUrl` of lifecycle/manage-link). */
  manageUrl?: string;
}): BookingConfirmationJob {
  const { appointment, service } = input;
  const signedIn = appointment.userId !== GUEST_USER_ID;
  return {
    template: 'booking-confirmation',
    ...appointmentFacts(appointment),
    consultationMode: appointment.consultationMode,
    service: { nameAr: service.nameAr, price: service.price },
    ...(appointment.paymentDueAt ? { paymentDueAt: appointment.paymentDueAt.toISOString() } : {}),
    ...(signedIn && appointment.description ? { description: appointment.description } : {}),
    checkoutUrl: checkoutUrl({
      appointmentId: appointment.id,
      service,
      publicUrl: input.publicUrl,
      manageUrl: input.manageUrl,
    }),
    ...(input.manageUrl ? { manageUrl: input.manageUrl } : {}),
  };
}

/** The unpaid booking was cancelled by the sweep: the slot is free, book again at /booking. */
export function expiryEmail(input: {
  appointment: EmailAppointment & { icsSequence?: number };
  publicUrl: string;
}): BookingExpiredJob {
  const sequence = input.appointment.icsSequence;
  return {
    template: 'booking-expired',
    ...appointmentFacts(input.appointment),
    bookAgainUrl: new URL('/booking', input.publicUrl).toString(),
    // The calendar's CANCEL must outrank a confirmation or a move sent before it.
    ...(sequence && sequence > 0 ? { sequence } : {}),
  };
}
