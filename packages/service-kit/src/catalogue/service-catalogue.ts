import { type PublicService, publicServiceSchema } from '@ssc/contracts';
import { z } from 'zod';
import { serviceUnavailable } from '../errors/http-error';
import type { Logger } from '../logger';
import { connectSubscriber } from '../redis/subscriber';
import { listenForCatalogueChanges } from './catalogue-changes';

const servicesList = z.array(publicServiceSchema);
/**
 * An unknown id refreshes the cache at most this often: a service the admin just added, when its
 * announcement did not arrive (Redis down); never more, or unknown ids would each cost a request.
 */
const MISS_REFRESH_MS = 5_000;
const REQUEST_TIMEOUT_MS = 3_000;

export interface ServiceCatalogue {
  /** The service with this id, or undefined when the catalogue has none. */
  find(serviceId: string): Promise<PublicService | undefined>;
  /** Stops listening for the catalogue's changes. */
  close(): Promise<void>;
}

interface CachedCatalogue {
  at: number;
  /** The announcements heard when its load started: one heard since makes it stale. */
  generation: number;
  byId: Map<string, PublicService>;
}

/**
 * The services catalogue as the content service publishes it (`GET CONTENT_URL/api/services`),
 * cached for `ttlMs`, for services that price or check by service id (booking, payment). With
 * `redisUrl` the copy is dropped as soon as content announces a change (a service the admin adds
 * can be booked and paid at once, on every replica). While the content service is down a stale
 * copy is used; without any copy the caller gets a 503.
 */
export function serviceCatalogue(options: {
  contentUrl: string;
  ttlMs: number;
  logger: Logger;
  redisUrl?: string;
}): ServiceCatalogue {
  let cached: CachedCatalogue | undefined;
  let loading: Promise<Map<string, PublicService>> | undefined;
  let generation = 0;

  const subscriber = options.redisUrl && connectSubscriber(options.redisUrl, options.logger);
  if (subscriber) {
    listenForCatalogueChanges(subscriber).onChange(() => {
      generation += 1;
      // A load already on its way may have been answered before the change.
      loading = undefined;
    });
  }

  const fetchCatalogue = async (startedAt: number) => {
    try {
      const res = await fetch(`${options.contentUrl}/api/services`, {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`content service answered ${res.status}`);
      const list = servicesList.parse(await res.json());
      const byId = new Map(list.map((service) => [service.id, service]));
      cached = { at: Date.now(), generation: startedAt, byId };
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
    }
  };

  const load = () => {
    if (loading) return loading;
    const current = fetchCatalogue(generation).finally(() => {
      if (loading === current) loading = undefined;
    });
    loading = current;
    return current;
  };

  const isFresh = (copy: CachedCatalogue) =>
    copy.generation === generation && Date.now() - copy.at < options.ttlMs;

  return {
    async find(serviceId) {
      let byId = cached && isFresh(cached) ? cached.byId : await load();
      if (!byId.has(serviceId) && cached && Date.now() - cached.at >= MISS_REFRESH_MS) {
        byId = await load();
      }
      return byId.get(serviceId);
    },
    async close() {
      if (subscriber) await subscriber.close();
    },
  };
}
