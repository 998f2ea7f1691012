import { CATALOGUE_CHANGED_CHANNEL } from '@ssc/contracts';
import type { Logger } from '@ssc/service-kit';
import { Redis } from 'ioredis';

/** Tells the gateways that the catalogue changed (see CATALOGUE_CHANGED_CHANNEL). */
export interface CatalogueAnnouncer {
  /** Never throws: without Redis the gateways read the catalogue from here anyway. */
  changed(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Called by every content replica when the database announces a change (LISTEN/NOTIFY), so a
 * gateway hears it even when the replica that wrote it is gone. A gateway that could not hear it
 * asks again within 30 s (gateway/src/api/catalogue-cache.ts); the warning says so.
 */
export function createCatalogueAnnouncer(redisUrl: string, logger: Logger): CatalogueAnnouncer {
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Connection errors are reported by changed(), when they matter.
  redis.on('error', () => {});
  return {
    async changed() {
      try {
        await redis.publish(CATALOGUE_CHANGED_CHANNEL, String(Date.now()));
      } catch (error) {
        logger.warn(
          { err: { message: (error as Error).message } },
          'could not announce a catalogue change: gateways may show the old list for up to 30 s',
        );
      }
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
