import { type Database, type Logger, listenForChanges, type ServiceConfig } from '@ssc/service-kit';
import { createCatalogueAnnouncer } from './catalogue-announcer';
import { type CatalogueCache, createCatalogueCache } from './catalogue-cache';
import { CATALOGUE_CHANNEL, loadPublicCatalogue } from './catalogue-routes';

export interface CatalogueWatch {
  cache: CatalogueCache;
  close(): Promise<void>;
}

/**
 * The catalogue in memory, kept true across replicas: the database announces every change
 * (LISTEN/NOTIFY) to each replica, which drops its copy and tells the gateways, which keep the
 * list in memory too (issue 17.2), on Redis.
 */
export function watchCatalogue(
  db: Database,
  { config, redisUrl, logger }: { config: ServiceConfig; redisUrl: string; logger: Logger },
): CatalogueWatch {
  const announcer = createCatalogueAnnouncer(redisUrl, logger);
  const cache = createCatalogueCache(
    () => loadPublicCatalogue(db),
    () => notices.listening(),
  );
  const notices = listenForChanges({
    databaseUrl: config.databaseUrl as string,
    channel: CATALOGUE_CHANNEL,
    schema: config.databaseSchema,
    onChange: () => {
      cache.invalidate();
      void announcer.changed();
    },
    logger,
  });
  return {
    cache,
    async close() {
      await announcer.close();
      await notices.close();
    },
  };
}
