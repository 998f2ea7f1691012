import { throwIfResNotOk } from '@ssc/api-client';
import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import type { PublicService } from '@ssc/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';

/** Spec §7: the landing page's own pre-load of GET /api/services, keyed "landing". */
export const LANDING_SERVICES_QUERY_KEY = ['/api/services', 'landing'] as const;

/**
 * The landing pre-load: GET /api/services (the key's "landing" part names the variant, it is not
 * a path), refetched on each visit and never on window focus. It also seeds the services page's
 * cache, so that page opens with its list while it refreshes it.
 */
export function landingServicesQuery(queryClient: QueryClient) {
  return {
    queryKey: LANDING_SERVICES_QUERY_KEY,
    queryFn: async ({ signal }: { signal?: AbortSignal }) => {
      const res = await fetch('/api/services', { credentials: 'include', signal });
      await throwIfResNotOk(res);
      const services = (await res.json()) as PublicService[];
      if (!queryClient.getQueryData(SERVICES_QUERY_KEY)) {
        queryClient.setQueryData(SERVICES_QUERY_KEY, services);
      }
      return services;
    },
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  } as const;
}

export function usePreloadServices() {
  const queryClient = useQueryClient();
  return useQuery(landingServicesQuery(queryClient));
}
