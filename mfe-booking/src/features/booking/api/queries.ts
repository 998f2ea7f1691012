import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import type { BookingWindow, PublicService, SlotAvailability } from '@ssc/contracts';
import type { DayKey } from '@ssc/contracts/slots';
import { type QueryClient, useQuery } from '@tanstack/react-query';

/** The catalogue for the service select (default query function: GET /api/services). */
export function useBookingServices() {
  return useQuery<PublicService[]>({ queryKey: SERVICES_QUERY_KEY, refetchOnMount: 'always' });
}

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

/** The days a slot can be booked on (the server's BOOKING_HORIZON_DAYS), for the date picker. */
export function useBookingWindow() {
  return useQuery<BookingWindow>({ queryKey: [`${SLOTS_URL}/window`], staleTime: 60_000 });
}

/** After a booking (or a 409), every cached day of slots is out of date. */
export function invalidateSlots(client: QueryClient) {
  return client.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(`${SLOTS_URL}?`),
  });
}
