import { bookingMessages, TOTAL_COUNT_HEADER, toMinorUnits } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { ammanDayKey, dayStart, slotProblem } from '@ssc/contracts/slots';
import {
  badRequest,
  clientAddress,
  conflict,
  HttpError,
  requireUser,
  type ServiceRoutes,
} from '@ssc/service-kit';
import { parseUpload } from '@ssc/service-kit/uploads';
import { SlotUnavailableError, slotProblemInTransaction } from '../availability/availability-store';
import { withOutsideHours } from '../availability/outside-hours';
import { GUEST_USER_ID } from '../db/schema';
import { lockStorage, StorageQuotaError, storageUsed } from '../documents/storage-usage';
import { confirmationEmail, confirmationJobId } from '../email/email-jobs';
import type { BookingDeps } from '../http/deps';
import { manageUrl } from '../lifecycle/manage-link';
import { slotRefusal } from '../slots/slot-messages';
import { appointmentExportRoutes } from './appointment-export';
import { appointmentStatsRoutes } from './appointment-stats';
import { insertAppointment, listAppointments, SlotTakenError } from './appointment-store';
import { retryAfterSeconds } from './guest-limit-messages';
import { type CapRefusal, guestDailyRefusal, openUnpaidRefusal } from './guest-limits';
import { officePaymentState, paymentDueAt } from './payment-hold';

/**
 * A 429 answered here, not thrown: the kit's error handler drops headers, and Retry-After is what
 * tells a client (and any proxy) when the cap frees up. The body's `retryAt` says it to the page.
 */
function tooMany(
  ctx: { status: number; body: unknown; set(name: string, value: string): void },
  refusal: CapRefusal,
  now: Date,
) {
  ctx.status = 429;
  ctx.set('Retry-After', String(retryAfterSeconds(refusal.retryAt, now)));
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { message: refusal.message, retryAt: refusal.retryAt.toISOString() };
}

export function appointmentRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  const { db, store, catalogue, settings } = deps;
  // Before `/api/appointments/:id`, so `stats` and `export` are never read as an id.
  appointmentStatsRoutes(routes, deps);
  appointmentExportRoutes(routes, deps);

  const upload = parseUpload(store, { allowJson: true });
  routes.serve(endpoints.bookAppointment, { before: [upload] }, async (ctx, { body }) => {
    const { files } = upload.value(ctx);
    const startsAt = new Date(body.date);
    const now = deps.now();
    // A first check against the availability before anything else (files, catalogue); the one that
    // counts runs again inside the booking's transaction (see `check` below).
    const problem = slotProblem(startsAt, now, settings.horizonDays, await deps.availability.get());
    if (problem) throw slotRefusal(problem);
    const userId = ctx.state.identity?.userId;
    const address = clientAddress(ctx);
    const guest = { email: body.contactEmail, phone: body.contactPhone, address };
    const refusal =
      (userId
        ? undefined
        : await guestDailyRefusal(db, guest, settings.guestBookingsPerDay, now)) ??
      (settings.paymentHoldMinutes === undefined
        ? undefined
        : await openUnpaidRefusal(
            db,
            userId ? { userId } : guest,
            settings.openUnpaidBookings,
            now,
          ));
    if (refusal) {
      ctx.state.log.warn({ retryAt: refusal.retryAt }, 'booking refused: a booking cap is reached');
      tooMany(ctx, refusal, now);
      return;
    }
    // The public catalogue lists only the services the office shows: a hidden or retired one is
    // refused here whatever id the client sends (issue 34.3).
    const service = await catalogue.find(body.serviceId);
    if (!service) {
      throw badRequest(bookingMessages.serviceUnknown, {
        serviceId: bookingMessages.serviceUnknown,
      });
    }
    try {
      const appointment = await insertAppointment(db, store, {
        values: {
          serviceId: service.id,
          // The price and name of now, from the server's catalogue: a later change leaves them.
          priceMinor: toMinorUnits(service.price),
          serviceName: service.nameAr,
          // Never from the client: the gateway's identity, or a guest.
          userId: userId ?? GUEST_USER_ID,
          startsAt,
          consultationMode: body.consultationMode,
          contactName: body.contactName,
          contactEmail: body.contactEmail,
          contactPhone: body.contactPhone,
          socialSecurityNumber: body.socialSecurityNumber,
          description: body.description,
          clientAddress: userId ? null : address,
          paymentDueAt: paymentDueAt(now, startsAt, settings.paymentHoldMinutes),
          // Asked only while the office sends WhatsApp; the time is the server's (issue 33.3).
          whatsappConsentAt: settings.whatsapp && body.whatsappConsent ? now : null,
        },
        files,
        capacity: settings.slotCapacity,
        // Under the availability lock, on a fresh read: a slot the admin closes meanwhile is refused
        // once the close has committed (availability-store's LOCK).
        check: async (tx) => {
          const late = await slotProblemInTransaction(tx, startsAt, now, settings.horizonDays);
          if (late) throw new SlotUnavailableError(late);
          // Attachments count in the account's (or the guest email's) storage quota.
          if (files.length > 0) {
            const owner = userId ? { userId } : { guestEmail: body.contactEmail };
            await lockStorage(tx, owner);
            const adding = files.reduce((sum, file) => sum + file.size, 0);
            if ((await storageUsed(tx, owner)) + adding > settings.userStorageQuotaBytes) {
              throw new StorageQuotaError();
            }
          }
        },
        serviceKey: deps.serviceKey,
        email: (row) => ({
          jobId: confirmationJobId(row.id),
          email: confirmationEmail({
            appointment: row,
            service,
            publicUrl: settings.publicUrl,
            manageUrl: manageUrl(settings.publicUrl, deps.serviceKey, row.id),
          }),
        }),
        announce: (tx, row) =>
          deps.office.notify(tx, `booking-${row.id}`, {
            kind: 'new-booking',
            reference: row.reference,
            name: row.contactName,
            email: row.contactEmail,
            phone: row.contactPhone,
            startsAt: row.startsAt.toISOString(),
            consultationMode: row.consultationMode,
            serviceName: service.nameAr,
            filesCount: files.length,
            payment: officePaymentState(row),
          }),
      });
      deps.emailQueued();
      ctx.state.log.info(
        { appointmentId: appointment.id, files: files.length },
        'appointment booked',
      );
      ctx.status = 201;
      ctx.body = appointment;
    } catch (error) {
      if (error instanceof SlotTakenError) throw conflict(bookingMessages.slotTaken);
      if (error instanceof SlotUnavailableError) throw slotRefusal(error.problem);
      if (error instanceof StorageQuotaError)
        throw new HttpError(413, bookingMessages.storageQuota);
      throw error;
    }
  });

  routes.serve(endpoints.listAppointments, async (ctx, { query }) => {
    const caller = requireUser(ctx);
    const admin = caller.role === 'admin';
    const { items, total } = await listAppointments(
      db,
      { ...query, ...(admin ? {} : { userId: caller.userId }) },
      admin ? dayStart(ammanDayKey(deps.now())) : undefined,
    );
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.set('cache-control', 'private, no-store');
    ctx.body = admin ? await withOutsideHours(db, items, deps.now()) : items;
  });
}
