import { bookingMessages, normalizePhone, toMinorUnits } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import {
  type OfficeBooking,
  type OfficePaymentChoice,
  officeBookingMessages,
} from '@ssc/contracts/office-bookings';
import { slotProblem } from '@ssc/contracts/slots';
import {
  badRequest,
  conflict,
  HttpError,
  notFound,
  requireAdmin,
  type ServiceRoutes,
} from '@ssc/service-kit';
import { insertAppointment, SlotTakenError } from '../appointments/appointment-store';
import { paymentDueAt } from '../appointments/payment-hold';
import { SlotUnavailableError, slotProblemInTransaction } from '../availability/availability-store';
import { appointmentEvents, GUEST_USER_ID } from '../db/schema';
import { confirmationEmail, confirmationJobId } from '../email/email-jobs';
import type { BookingDeps } from '../http/deps';
import { manageUrl } from '../lifecycle/manage-link';
import { slotRefusal } from '../slots/slot-messages';
import { type AccountContact, AccountLookupError } from './account-contact';

/** Who the booking is for, as the server settles it. */
interface Client {
  userId: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

/**
 * The client of an office booking: a registered account is read from the auth service by its id
 * (its name and email, never the request's), a typed-in client is a guest booking.
 */
async function clientOf(
  input: OfficeBooking['client'],
  account: (userId: string) => Promise<AccountContact | undefined>,
): Promise<Client> {
  if (input.kind === 'new') {
    return {
      userId: GUEST_USER_ID,
      contactName: input.contactName,
      contactEmail: input.contactEmail,
      contactPhone: input.contactPhone,
    };
  }
  let found: AccountContact | undefined;
  try {
    found = await account(input.userId);
  } catch (error) {
    if (error instanceof AccountLookupError) {
      throw new HttpError(502, officeBookingMessages.accountUnavailable);
    }
    throw error;
  }
  if (!found) throw notFound(officeBookingMessages.accountNotFound);
  if (found.disabled) throw conflict(officeBookingMessages.accountDisabled);
  const phone = input.contactPhone ?? normalizePhone(found.mobileNumber ?? '');
  if (!phone) {
    throw badRequest(officeBookingMessages.phoneMissing, {
      'client.contactPhone': officeBookingMessages.phoneMissing,
    });
  }
  return {
    userId: input.userId,
    contactName: found.fullName,
    contactEmail: found.email.toLowerCase(),
    contactPhone: phone,
  };
}

/**
 * Whether the office takes payment this way now: cash and CliQ when the office offers them
 * (`PAYMENT_METHODS`), the payment link while online payment is on (the booking then holds).
 */
function offered(choice: OfficePaymentChoice, deps: BookingDeps): boolean {
  const { settings } = deps;
  if (choice === 'link') return settings.paymentHoldMinutes !== undefined;
  return settings.paymentMethods.includes(choice);
}

/**
 * `POST /api/admin/appointments` (issue 34.4): the office books for a client on the phone or at
 * the desk. The slot rules and the slot's capacity are the public booking's (same checks, same
 * messages), but none of the caps that protect the public form from a stranger: the daily guest
 * cap, the per-address caps and the open-unpaid cap do not apply to an admin. The client gets the
 * usual confirmation email (with the payment link and the manage link); the booking's history
 * says the office made it, who and how the client pays. Cash is recorded right after by the
 * console through `POST /api/payments/cash`, the cash button's own path (receipt and invoice as
 * usual), so a cash booking has no payment hold; CliQ and the link hold the slot as usual.
 */
export function officeBookingRoutes(
  routes: ServiceRoutes,
  deps: BookingDeps,
  account: (userId: string) => Promise<AccountContact | undefined>,
): void {
  const { db, store, catalogue, settings } = deps;

  routes.serve(endpoints.createOfficeAppointment, async (ctx, { body }) => {
    const admin = requireAdmin(ctx);
    const startsAt = new Date(body.date);
    const now = deps.now();
    const problem = slotProblem(startsAt, now, settings.horizonDays, await deps.availability.get());
    if (problem) throw slotRefusal(problem);
    if (!offered(body.paymentMethod, deps)) {
      throw badRequest(officeBookingMessages.methodNotOffered, {
        paymentMethod: officeBookingMessages.methodNotOffered,
      });
    }
    const service = await catalogue.find(body.serviceId);
    if (!service) {
      throw badRequest(bookingMessages.serviceUnknown, {
        serviceId: bookingMessages.serviceUnknown,
      });
    }
    const client = await clientOf(body.client, account);
    // As a client's booking: the price and name of now stay with it (issue 34.3). A spread, so
    // this compiles before and after the columns land.
    const snapshot = { priceMinor: toMinorUnits(service.price), serviceName: service.nameAr };
    try {
      const appointment = await insertAppointment(db, store, {
        values: {
          ...snapshot,
          serviceId: service.id,
          ...client,
          startsAt,
          consultationMode: body.consultationMode,
          socialSecurityNumber: body.socialSecurityNumber ?? '',
          description: body.description,
          // Not the office computer's address: the office's bookings must not fill the public
          // form's per-address cap for the people who share it.
          clientAddress: null,
          paymentDueAt:
            body.paymentMethod === 'cash'
              ? null
              : paymentDueAt(now, startsAt, settings.paymentHoldMinutes),
        },
        files: [],
        capacity: settings.slotCapacity,
        check: async (tx) => {
          const late = await slotProblemInTransaction(tx, startsAt, now, settings.horizonDays);
          if (late) throw new SlotUnavailableError(late);
        },
        serviceKey: deps.serviceKey,
        email: (row) => ({
          jobId: confirmationJobId(row.id),
          email: {
            ...confirmationEmail({
              appointment: row,
              service,
              publicUrl: settings.publicUrl,
              manageUrl: manageUrl(settings.publicUrl, deps.serviceKey, row.id),
            }),
            // Paid at the desk: the email gives no payment link, the receipt follows.
            ...(body.paymentMethod === 'cash' ? { paidAtOffice: true as const } : {}),
          },
        }),
        // The office made it: no new-booking notice to itself; the history keeps who and how.
        announce: async (tx, row) => {
          await tx.insert(appointmentEvents).values({
            appointmentId: row.id,
            at: row.createdAt,
            actor: 'admin',
            actorId: admin.userId,
            action: 'booked',
            details: {
              date: row.startsAt.toISOString(),
              by: 'office',
              paymentMethod: body.paymentMethod,
            },
          });
        },
      });
      deps.emailQueued();
      ctx.state.log.info(
        { appointmentId: appointment.id, by: admin.userId, paymentMethod: body.paymentMethod },
        'appointment booked by the office',
      );
      ctx.status = 201;
      ctx.body = appointment;
    } catch (error) {
      if (error instanceof SlotTakenError) throw conflict(bookingMessages.slotTaken);
      if (error instanceof SlotUnavailableError) throw slotRefusal(error.problem);
      throw error;
    }
  });
}
