import {
  type BookingWindow,
  bookingMessages,
  bookingWindowSchema,
  slotAvailabilitySchema,
  slotsQuerySchema,
} from '@ssc/contracts';
import { bookingWindow, isCalendarDay, slotsOfDay } from '@ssc/contracts/slots';
import { badRequest, type ServiceRouter, validateQuery } from '@ssc/service-kit';
import { bookingsPerStart } from '../appointments/appointment-store';
import type { BookingDeps } from '../http/deps';

export function slotRoutes(router: ServiceRouter, deps: BookingDeps): void {
  deps.docs.add('get', '/api/slots/window', {
    summary: 'الأيام التي يمكن الحجز فيها (BOOKING_HORIZON_DAYS): أول يوم وآخر يوم بتوقيت عمّان',
    response: bookingWindowSchema,
  });
  router.get('/api/slots/window', (ctx) => {
    const window: BookingWindow = bookingWindow(deps.now(), deps.settings.horizonDays);
    // The last day moves at midnight in Amman; a minute of caching is harmless.
    ctx.set('cache-control', 'public, max-age=60');
    ctx.body = window;
  });

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
    const slots = slotsOfDay(date, deps.now(), deps.settings.horizonDays);
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
