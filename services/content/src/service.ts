import { fileURLToPath } from 'node:url';
import { SERVICE_PORTS } from '@ssc/contracts/endpoints';
import { type ChangeNotices, defineService, listenForChanges } from '@ssc/service-kit';
import { type CatalogueCache, createCatalogueCache } from './catalogue/catalogue-cache';
import {
  CATALOGUE_CHANNEL,
  catalogueRoutes,
  loadPublicCatalogue,
} from './catalogue/catalogue-routes';
import { seedServices } from './catalogue/seed-services';
import { contactRoutes } from './contact/contact-routes';
import { contactStatsRoutes } from './contact/contact-stats';
import * as schema from './db/schema';

/**
 * The content service: services catalogue and contact messages. The catalogue is answered from
 * memory, dropped by every replica when one of them adds a service (LISTEN/NOTIFY).
 */
export function createContentService() {
  let notices: ChangeNotices | undefined;
  let cache: CatalogueCache | undefined;
  return defineService({
    name: 'content',
    defaultPort: SERVICE_PORTS.content,
    schema,
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
    routes(routes, { db, config, logger }) {
      cache = createCatalogueCache(
        () => loadPublicCatalogue(db),
        () => notices?.listening() ?? false,
      );
      const catalogue = cache;
      notices = listenForChanges({
        databaseUrl: config.databaseUrl as string,
        channel: CATALOGUE_CHANNEL,
        schema: config.databaseSchema,
        onChange: () => catalogue.invalidate(),
        logger,
      });
      catalogueRoutes(routes, { db, cache });
      contactStatsRoutes(routes, db);
      contactRoutes(routes, db);
    },
    async onReady({ db, logger }) {
      const seeded = await seedServices(db);
      if (seeded > 0) logger.info({ seeded }, 'seeded the services catalogue');
      // A request during start-up may have cached the list from before the seed.
      cache?.invalidate();
    },
    async onClose() {
      await notices?.close();
      notices = undefined;
    },
  });
}

export const contentService = createContentService();
