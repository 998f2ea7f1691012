import type { Appointment, PublicService } from '@ssc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage } from '../../lib/fetchPage';

export const APPOINTMENTS_URL = '/api/appointments';
/** The same key as the services and booking pages: one cached catalogue for the whole site. */
export const SERVICES_QUERY_KEY = ['/api/services'] as const;

/** The signed-in user's own appointments, newest booking first (the server's order), paged. */
export function useMyAppointments(page: number) {
  return useQuery({
    queryKey: [APPOINTMENTS_URL, 'mine', page],
    queryFn: () => fetchPage<Appointment>(APPOINTMENTS_URL, page),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** Names and prices of the services, for the cards and the pay-now link. */
export function useServices() {
  return useQuery<PublicService[]>({ queryKey: SERVICES_QUERY_KEY });
}
