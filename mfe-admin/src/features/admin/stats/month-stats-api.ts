import { throwIfResNotOk } from '@ssc/api-client';
import type { AppointmentStats } from '@ssc/contracts';
import { isAdmin, useSessionStore } from '@ssc/ui';
import { useSignInAgainOn401 } from '@ssc/ui/states';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { APPOINTMENT_STATS_KEY } from '../api/queries';

/**
 * `GET /api/appointments/stats?month=YYYY-MM` (issue 34.9): the figures of one Amman month, or
 * without `month` (undefined: «كل الأوقات») the all-time counts the cards read (the same key, one
 * request). Under the cards' key, so every change of an appointment reads it again.
 */
export function appointmentStatsHref(month: string | undefined): string {
  const path = APPOINTMENT_STATS_KEY[0];
  return month ? `${path}?${new URLSearchParams({ month })}` : path;
}

export const monthStatsKey = (month: string | undefined) =>
  month ? ([...APPOINTMENT_STATS_KEY, month] as const) : APPOINTMENT_STATS_KEY;

export function useMonthStats(month: string | undefined, { enabled = true } = {}) {
  const admin = useSessionStore((s) => isAdmin(s.user));
  const query = useQuery<AppointmentStats>({
    queryKey: monthStatsKey(month),
    queryFn: async ({ signal }) => {
      const res = await fetch(appointmentStatsHref(month), { credentials: 'include', signal });
      await throwIfResNotOk(res);
      return (await res.json()) as AppointmentStats;
    },
    enabled: admin && enabled,
    placeholderData: keepPreviousData,
  });
  useSignInAgainOn401(query.error, { orUnauthorizedText: true });
  return query;
}
