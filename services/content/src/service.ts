import { fileURLToPath } from 'node:url';
import { SERVICE_PORTS } from '@ssc/contracts/endpoints';
import { type ChangeNotices, defineService, listenForChanges, redisCheck } from '@ssc/service-kit';
import { loadServiceKey } from '@ssc/service-kit/internal-auth';
import { createOfficeNotices, type OutboxRelay, startOutboxRelay } from '@ssc/service-kit/outbox';
import { type CatalogueAnnouncer, createCatalogueAnnouncer } from './catalogue/catalogue-announcer';
import { type CatalogueCache, createCatalogueCache } from './catalogue/catalogue-cache';
import {
  CATALOGUE_CHANNEL,
  catalogueRoutes,
  loadPublicCatalogue,
} from './catalogue/catalogue-routes';
import { seedServices } from './catalogue/seed-services';
import { type ContentSettings, loadContentSettings } from './config';
import { contactRoutes } from './contact/contact-routes';
import { contactStatsRoutes } from './contact/contact-stats';
import * as schema from './db/schema';

/**
 * The content service: services catalogue and contact messages. The catalogue is answered from
 * memory, dropped by every replica when one of them adds a service (LISTEN/NOTIFY). A contact
 * message and the office's notice of it commit together; the outbox relay sends the notice.
 */
export function createContentService(overrides: Partial<ContentSettings> = {}) {
  let notices: ChangeNotices | undefined;
  let cache: CatalogueCache | undefined;
  let relay: OutboxRelay | undefined;
  let settings: ContentSettings | undefined;
  let announcer: CatalogueAnnouncer | undefined;
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
      settings = { ...loadContentSettings(), ...overrides };
      const announce = createCatalogueAnnouncer(settings.redisUrl, logger);
      announcer = announce;
      notices = listenForChanges({
        databaseUrl: config.databaseUrl as string,
        channel: CATALOGUE_CHANNEL,
        schema: config.databaseSchema,
        onChange: () => {
          catalogue.invalidate();
          // The gateways keep the list in memory too (issue 17.2).
          void announce.changed();
        },
        logger,
      });
      catalogueRoutes(routes, { db, cache });
      contactStatsRoutes(routes, db);
      contactRoutes(routes, {
        db,
        office: createOfficeNotices({
          recipients: settings.officeRecipients,
          outbox: schema.outbox,
          serviceKey: loadServiceKey(config.dataDir),
          publicUrl: settings.publicUrl,
          logger,
        }),
        emailQueued: () => relay?.nudge(),
      });
    },
    // Redis carries the office's notices; the outbox keeps them while it is away: reported, never a 503.
    readinessChecks: () => [redisCheck(settings?.redisUrl ?? 'redis://127.0.0.1:6379')],
    async onReady({ db, logger, config, metrics }) {
      const seeded = await seedServices(db);
      if (seeded > 0) logger.info({ seeded }, 'seeded the services catalogue');
      // A request during start-up may have cached the list from before the seed.
      cache?.invalidate();
      metrics.trackOutbox(db, schema.outbox);
      relay = startOutboxRelay({
        db,
        table: schema.outbox,
        logger,
        redisUrl: settings?.redisUrl,
        // Without Redis the notices go straight to the worker (single-machine mode).
        direct: { serviceKey: loadServiceKey(config.dataDir), caller: 'content' },
      });
    },
    async onClose() {
      await relay?.close();
      relay = undefined;
      await announcer?.close();
      announcer = undefined;
      await notices?.close();
      notices = undefined;
    },
  });
}

export const contentService = createContentService();
