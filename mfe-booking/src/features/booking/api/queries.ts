import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import type { PublicService } from '@ssc/contracts';
import { useQuery } from '@tanstack/react-query';

/** The catalogue for the service select (default query function: GET /api/services). */
export function useBookingServices() {
  return useQuery<PublicService[]>({ queryKey: SERVICES_QUERY_KEY, refetchOnMount: 'always' });
}
