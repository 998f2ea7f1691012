import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import type { PublicService } from '@ssc/contracts';
import { withQueryClient } from '@ssc/ui';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Spec §7: the landing page's own pre-load of GET /api/services, keyed "landing". */
export const LANDING_SERVICES_QUERY_KEY = ['/api/services', 'landing'] as const;

/**
 * Puts the landing pre-load into the page's query cache (under its "landing" key, and as the
 * services page's list unless that page already has one), dated when it was fetched: the services
 * page then opens with the list and refreshes it.
 */
export function seedLandingServices(
  client: QueryClient,
  services: PublicService[],
  fetchedAt: number,
): void {
  client.setQueryData(LANDING_SERVICES_QUERY_KEY, services, { updatedAt: fetchedAt });
  if (!client.getQueryData(SERVICES_QUERY_KEY)) {
    client.setQueryData(SERVICES_QUERY_KEY, services, { updatedAt: fetchedAt });
  }
}

/** GET /api/services with the API client's credentials; undefined when it fails (a pre-load only). */
export async function fetchLandingServices(
  signal?: AbortSignal,
): Promise<PublicService[] | undefined> {
  const res = await fetch('/api/services', { credentials: 'include', signal });
  if (!res.ok) {
    await res.text().catch(() => '');
    return undefined;
  }
  return (await res.json()) as PublicService[];
}

/**
 * The landing pre-load, on each visit of the page (never on window focus). A plain fetch, not a
 * query: the landing page shows without the query library (issue 17.5, its JS budget); the list
 * joins the query cache whenever the first page that uses the cache creates it.
 */
export function usePreloadServices(): void {
  useEffect(() => {
    const request = new AbortController();
    fetchLandingServices(request.signal).then(
      (services) => {
        const fetchedAt = Date.now();
        if (services) withQueryClient((client) => seedLandingServices(client, services, fetchedAt));
      },
      () => undefined,
    );
    return () => request.abort();
  }, []);
}
