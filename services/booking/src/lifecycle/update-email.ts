import type { AppointmentUpdateJob } from '@ssc/contracts';
import { fromMinorUnits, isOpenAppointment } from '@ssc/contracts';
import type { AppointmentRow } from '../appointments/appointment-store';
import { checkoutUrl } from '../email/email-jobs';
import { manageUrl } from './manage-link';

/** One job per change: its id names the appointment and the calendar SEQUENCE it carries. */
const updateJobId = (row: Pick<AppointmentRow, 'id' | 'icsSequence'>) =>
  `appointment-update-${row.id}-${row.icsSequence}`;

/** The email of a change after booking, as data for the worker's `appointment-update` template. */
export function updateEmail(input: {
  row: AppointmentRow;
  change: AppointmentUpdateJob['change'];
  serviceName: string;
  publicUrl: string;
  serviceKey: string;
  previousStartsAt?: Date;
  /** The price in fils: with it, a confirmation of an unpaid held booking links to the checkout. */
  priceMinor?: number;
}): { jobId: string; email: AppointmentUpdateJob } {
  const { row } = input;
  const open = isOpenAppointment(row);
  const manage = open ? manageUrl(input.publicUrl, input.serviceKey, row.id) : undefined;
  // Confirmed by the office but not paid (issue 34.1): the hold still runs, and the client is told
  // so. A reported CliQ transfer is the office's to check, not the client's to pay again.
  const paymentDue =
    input.change === 'confirmed' &&
    row.paymentDueAt !== null &&
    (row.paymentStatus === 'pending' || row.paymentStatus === 'failed') &&
    input.priceMinor !== undefined
      ? {
          dueAt: row.paymentDueAt.toISOString(),
          checkoutUrl: checkoutUrl({
            appointmentId: row.id,
            service: { nameAr: input.serviceName, price: fromMinorUnits(input.priceMinor) },
            publicUrl: input.publicUrl,
            manageUrl: manage,
          }),
        }
      : undefined;
  const email: AppointmentUpdateJob = {
    template: 'appointment-update',
    to: row.contactEmail,
    name: row.contactName,
    appointmentId: row.id,
    reference: row.reference,
    startsAt: row.startsAt.toISOString(),
    bookedAt: row.createdAt.toISOString(),
    change: input.change,
    confirmed: row.status === 'confirmed',
    consultationMode: row.consultationMode,
    serviceName: input.serviceName,
    sequence: row.icsSequence,
    ...(input.previousStartsAt ? { previousStartsAt: input.previousStartsAt.toISOString() } : {}),
    ...(row.meetingUrl && row.consultationMode !== 'office' ? { meetingUrl: row.meetingUrl } : {}),
    ...(input.change === 'cancelled'
      ? {
          ...(row.cancelledBy ? { cancelledBy: row.cancelledBy } : {}),
          // The office's words; a client's own reason is not repeated to an unverified address.
          ...(row.cancelledBy === 'admin' && row.cancelReason ? { reason: row.cancelReason } : {}),
          refund: {
            percent: row.refundPercent ?? 0,
            amount: fromMinorUnits(row.refundAmountMinor ?? 0),
          },
        }
      : {}),
    // The signed link while there is still something to manage.
    ...(manage ? { manageUrl: manage } : {}),
    ...(paymentDue ? { paymentDue } : {}),
  };
  return { jobId: updateJobId(row), email };
}
