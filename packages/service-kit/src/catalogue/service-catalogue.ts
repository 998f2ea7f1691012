import { type PublicService, publicServiceSchema } from '@ssc/contracts';
import { z } from 'zod';
import { serviceUnavailable } from '../errors/http-error';
import type { Logger } from '../logger';

const servicesList = z.array(publicServiceSchema);
/** An unknown id refreshes the cache at most this often (a service the admin just added). */
const MISS_REFRESH_MS = 5_000;
const REQUEST_TIMEOUT_MS = 3_000;

export interface ServiceCatalogue {
  /** The service with this id, or undefined when the catalogue has none. */
  find(serviceId: string): Promise<PublicService | undefined>;
}

/**
 * The services catalogue as the content service publishes it (`GET CONTENT_URL/api/services`),
 * cached for `ttlMs`, for services that price or check by service id (booking, payment). While the
 * content service is down a stale copy is used; without any copy the caller gets a 503.
 */
export function serviceCatalogue(options: {
  contentUrl: string;
  ttlMs: number;
  logger: Logger;
}): ServiceCatalogue {
  let cached: { at: number; byId: Map<string, PublicService> } | undefined;
  let loading: Promise<Map<string, PublicService>> | undefined;

  const load = () => {
    loading ??= (async () => {
      try {
        const res = await fetch(`${options.contentUrl}/api/services`, {
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          headers: { accept: 'application/json' },
        });
        if (!res.ok) throw new Error(`content service answered ${res.status}`);
        const list = servicesList.parse(await res.json());
        const byId = new Map(list.map((service) => [service.id, service]));
        cached = { at: Date.now(), byId };
        return byId;
      } catch (error) {
        if (cached) {
          options.logger.warn(
            { err: error },
            'services catalogue unreachable; using the cached copy',
          );
          return cached.byId;
        }
        options.logger.error({ err: error }, 'services catalogue unreachable');
        throw serviceUnavailable();
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  };

  return {
    async find(serviceId) {
      const age = cached ? Date.now() - cached.at : Number.POSITIVE_INFINITY;
      let byId = age < options.ttlMs && cached ? cached.byId : await load();
      if (!byId.has(serviceId) && cached && Date.now() - cached.at >= MISS_REFRESH_MS) {
        byId = await load();
      }
      return byId.get(serviceId);
    },
  };
}
