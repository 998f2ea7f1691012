import { bookingMessages, type InternalAppointment } from '@ssc/contracts';
import { notFound, type ServiceRouter } from '@ssc/service-kit';
import { eq } from 'drizzle-orm';
import { appointments } from '../db/schema';
import { isUuid } from '../http/access';
import type { BookingDeps } from '../http/deps';

/**
 * `GET /internal/appointments/:id` — for the payment service only (not under /api: the gateway
 * never routes it from outside, and services are not published in compose). Only what pricing a
 * checkout needs: no contact details.
 */
export function internalAppointmentRoutes(router: ServiceRouter, deps: BookingDeps): void {
  router.get('/internal/appointments/:id', async (ctx) => {
    const id = ctx.params.id;
    if (!isUuid(id)) throw notFound(bookingMessages.appointmentNotFound);
    const [row] = await deps.db.select().from(appointments).where(eq(appointments.id, id));
    if (!row) throw notFound(bookingMessages.appointmentNotFound);
    const body: InternalAppointment = {
      id: row.id,
      serviceId: row.serviceId,
      userId: row.userId,
      status: row.status,
      paymentStatus: row.paymentStatus,
    };
    ctx.set('cache-control', 'no-store');
    ctx.body = body;
  });
}
