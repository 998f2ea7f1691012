import { fetchPage, type Page } from '@ssc/api-client/lists';
import { type Appointment, MAX_PAGE_SIZE } from '@ssc/contracts';
import { isAdmin, useSessionStore } from '@ssc/ui';
import { useSignInAgainOn401 } from '@ssc/ui/states';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { APPOINTMENTS_KEY } from '../api/optimistic';

/**
 * The key sits under the appointments list's: a confirm, cancel or reschedule made from the
 * details sheet shows at once here too (the optimistic status) and reads the week again.
 */
export const weekAppointmentsKey = (from: string, to: string) =>
  [APPOINTMENTS_KEY, 'calendar', { from, to }] as const;

/**
 * At most this many pages of a week (2000 appointments): a real week holds far fewer, but
 * cancelled bookings have no bound, and the calendar must not fire requests without one. The
 * view says when the week holds more than it shows.
 */
export const MAX_WEEK_PAGES = 20;

/**
 * Every appointment from `from` to `to` (Amman days, both included). The list is paged at
 * MAX_PAGE_SIZE and a week can hold more (a slot freed by a cancellation is booked again), so the
 * other pages are asked for once the first one tells the total. The list is in the office's order
 * (appointment times): a booking made between two pages shifts it, so an appointment may come
 * twice (kept once) or be missed until the next read, which every change of an appointment
 * triggers.
 */
export async function fetchWeekAppointments(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<Page<Appointment>> {
  const page = (n: number) =>
    fetchPage<Appointment>(
      APPOINTMENTS_KEY,
      { from, to, page: n, pageSize: MAX_PAGE_SIZE },
      signal,
    );
  const first = await page(1);
  const pages = Math.min(MAX_WEEK_PAGES, Math.ceil(first.total / MAX_PAGE_SIZE));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)),
  );
  const byId = new Map<string, Appointment>();
  for (const item of [first, ...rest].flatMap((p) => p.items)) byId.set(item.id, item);
  return { items: [...byId.values()], total: first.total };
}

/** The week's appointments, for an admin only; the previous week stays on screen while it loads. */
export function useWeekAppointments(from: string, to: string) {
  const enabled = useSessionStore((s) => isAdmin(s.user));
  const query = useQuery<Page<Appointment>>({
    queryKey: weekAppointmentsKey(from, to),
    queryFn: ({ signal }) => fetchWeekAppointments(from, to, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
  useSignInAgainOn401(query.error, { orUnauthorizedText: true });
  return query;
}
