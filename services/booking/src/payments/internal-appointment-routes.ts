import { bookingMessages, type InternalAppointment, isOpenAppointment } from '@ssc/contracts';
import { notFound, requireCaller, type ServiceRouter } from '@ssc/service-kit';
import { eq } from 'drizzle-orm';
import { appointments } from '../db/schema';
import type { BookingDeps } from '../http/deps';
import { isUuid } from '../http/uuid';

/**
 * `GET /internal/appointments/:id` — for the payment service only, with its service token (not
 * under /api: the gateway never routes it from outside). What pricing a checkout needs and the
 * checkout shows (reference, start, payment deadline), and the name the office's list of transfers
 * to confirm shows: no email, phone or documents.
 */
export function internalAppointmentRoutes(router: ServiceRouter, deps: BookingDeps): void {
  router.get('/internal/appointments/:id', async (ctx) => {
    requireCaller(ctx, 'payment');
    const id = ctx.params.id;
    if (!isUuid(id)) throw notFound(bookingMessages.appointmentNotFound);
    const [row] = await deps.db.select().from(appointments).where(eq(appointments.id, id));
    if (!row) throw notFound(bookingMessages.appointmentNotFound);
    // A hold that has run out is not payable, even in the seconds before the sweep releases it:
    // the payment service then refuses a new intent as for a cancelled appointment.
    const expired =
      isOpenAppointment(row) &&
      row.paymentStatus !== 'paid' &&
      row.paymentDueAt !== null &&
      row.paymentDueAt.getTime() <= deps.now().getTime();
    const body: InternalAppointment = {
      id: row.id,
      serviceId: row.serviceId,
      userId: row.userId,
      status: expired ? 'cancelled' : row.status,
      paymentStatus: row.paymentStatus,
      reference: row.reference,
      contactName: row.contactName,
      consultationMode: row.consultationMode,
      startsAt: row.startsAt.toISOString(),
      paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
      priceMinor: row.priceMinor,
      serviceName: row.serviceName,
    };
    ctx.set('cache-control', 'no-store');
    ctx.body = body;
  });
}
