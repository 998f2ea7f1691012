import { bookingMessages, slotAvailabilitySchema, slotsQuerySchema } from '@ssc/contracts';
import { badRequest, type ServiceRouter, validateQuery } from '@ssc/service-kit';
import { bookingsPerStart } from '../appointments/appointment-store';
import type { BookingDeps } from '../http/deps';
import { isCalendarDay, slotsOfDay } from './slot-rules';

export function slotRoutes(router: ServiceRouter, deps: BookingDeps): void {
  const query = validateQuery(slotsQuerySchema);
  deps.docs.add('get', '/api/slots', {
    summary: 'أوقات يوم معيّن (بتوقيت عمّان) وهل ما زال كل منها متاحاً للحجز',
    query: slotsQuerySchema,
    response: slotAvailabilitySchema,
    errors: [400],
  });
  router.get('/api/slots', query, async (ctx) => {
    const { date } = query.value(ctx);
    if (!isCalendarDay(date)) {
      throw badRequest(bookingMessages.dateInvalid, { date: bookingMessages.dateInvalid });
    }
    const slots = slotsOfDay(date, new Date());
    const bookable = slots.filter((slot) => slot.bookable);
    const taken =
      bookable.length > 0
        ? await bookingsPerStart(
            deps.db,
            bookable.map((slot) => slot.startsAt),
          )
        : new Map<number, number>();
    ctx.set('cache-control', 'no-store');
    ctx.body = {
      date,
      slots: slots.map((slot) => ({
        time: slot.time,
        available:
          slot.bookable && (taken.get(slot.startsAt.getTime()) ?? 0) < deps.settings.slotCapacity,
      })),
    };
  });
}
