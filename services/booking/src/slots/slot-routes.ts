import { type BookingWindow, bookingMessages } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import {
  bookingWindow,
  closedDaysBetween,
  isCalendarDay,
  isOpenDay,
  slotsOfDay,
} from '@ssc/contracts/slots';
import { badRequest, type ServiceRoutes } from '@ssc/service-kit';
import { bookingsPerStart } from '../appointments/appointment-store';
import type { BookingDeps } from '../http/deps';

export function slotRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  routes.serve(endpoints.bookingWindow, async (ctx) => {
    const days = bookingWindow(deps.now(), deps.settings.horizonDays);
    const availability = await deps.availability.get();
    // The date picker disables these too (the server refuses them whatever the picker shows).
    const closedDays = closedDaysBetween(days.firstDay, days.lastDay, availability);
    const hold = deps.settings.paymentHoldMinutes;
    // The payment window the booking page states before booking (issue 33.4), while payment is on.
    const window: BookingWindow = {
      ...days,
      closedDays,
      ...(hold !== undefined ? { paymentHoldMinutes: hold } : {}),
    };
    // The last day moves at midnight in Amman; a minute of caching is harmless.
    ctx.set('cache-control', 'public, max-age=60');
    ctx.body = window;
  });

  routes.serve(endpoints.slots, async (ctx, { query: { date } }) => {
    if (!isCalendarDay(date)) {
      throw badRequest(bookingMessages.dateInvalid, { date: bookingMessages.dateInvalid });
    }
    const availability = await deps.availability.get();
    if (!isOpenDay(date, availability)) {
      // A day the office does not open (a weekday off, a holiday): design §3a.
      ctx.set('cache-control', 'no-store');
      ctx.body = { date, closed: true, slots: [] };
      return;
    }
    const slots = slotsOfDay(date, deps.now(), deps.settings.horizonDays, availability);
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
