import type { PublicService } from '@ssc/contracts';
import { useQuery } from '@tanstack/react-query';

export const SERVICES_QUERY_KEY = ['/api/services'] as const;

/** The public catalogue (default query function: GET /api/services); fresh on every visit. */
export function useServices() {
  return useQuery<PublicService[]>({ queryKey: SERVICES_QUERY_KEY, refetchOnMount: 'always' });
}
