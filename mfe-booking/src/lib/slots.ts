import type { BookingWindow, SlotAvailability } from '@ssc/contracts';
import type { DayKey } from '@ssc/contracts/slots';
import { type QueryClient, useQuery } from '@tanstack/react-query';

// The free slots and the bookable days, as the booking page and the reschedule form ask for them
// (default query function: the key joined by "/" is the URL).

const SLOTS_URL = '/api/slots';
export const slotsQueryKey = (day: DayKey) => [`${SLOTS_URL}?date=${encodeURIComponent(day)}`];

/** Which slots of a day can still be booked; always asked afresh (others book too). */
export function useSlots(day: DayKey | undefined) {
  return useQuery<SlotAvailability>({
    queryKey: slotsQueryKey(day ?? ''),
    enabled: Boolean(day),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export const BOOKING_WINDOW_QUERY_KEY = [`${SLOTS_URL}/window`];

/** The days a slot can be booked on (the server's BOOKING_HORIZON_DAYS), for the date picker. */
export function useBookingWindow() {
  return useQuery<BookingWindow>({ queryKey: BOOKING_WINDOW_QUERY_KEY, staleTime: 60_000 });
}

/** After a booking or a reschedule (or a 409), every cached day of slots is out of date. */
export function invalidateSlots(client: QueryClient) {
  return client.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(`${SLOTS_URL}?`),
  });
}
