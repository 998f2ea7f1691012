import { fetchPage } from '@ssc/api-client/lists';
import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import type { Appointment, PublicService } from '@ssc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PAGE_SIZE } from '../../lib/pageSize';

export const APPOINTMENTS_URL = '/api/appointments';

/** The signed-in user's own appointments, newest booking first (the server's order), paged. */
export function useMyAppointments(page: number) {
  return useQuery({
    queryKey: [APPOINTMENTS_URL, 'mine', page],
    queryFn: () =>
      fetchPage<Appointment>(APPOINTMENTS_URL, { page, pageSize: DASHBOARD_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** Names and prices of the services, for the cards and the pay-now link. */
export function useServices() {
  return useQuery<PublicService[]>({ queryKey: SERVICES_QUERY_KEY });
}
