import { fileURLToPath } from 'node:url';
import { defineService } from '@ssc/service-kit';
import { loadServiceKey } from '@ssc/service-kit/internal-auth';
import { createOfficeNotices } from '@ssc/service-kit/outbox';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { type CatalogueWatch, watchCatalogue } from './catalogue/catalogue-watch';
import { seedServices } from './catalogue/seed-services';
import { type ContentSettings, loadContentSettings } from './config';
import { contactRoutes } from './contact/contact-routes';
import { contactStatsRoutes } from './contact/contact-stats';
import * as schema from './db/schema';

/**
 * The content service: services catalogue and contact messages. The catalogue is answered from
 * memory, dropped by every replica when one of them adds a service (LISTEN/NOTIFY). A contact
 * message, the office's notice of it and the visitor's «استلمنا رسالتك» commit together; the outbox
 * relay sends both.
 */
export function createContentService(overrides: Partial<ContentSettings> = {}) {
  let catalogue: CatalogueWatch | undefined;
  return defineService({
    name: 'content',
    schema,
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
    settings: () => ({ ...loadContentSettings(), ...overrides }),
    routes(routes, { db, config, logger, settings, nudgeOutbox }) {
      catalogue = watchCatalogue(db, { config, redisUrl: settings.redisUrl, logger });
      catalogueRoutes(routes, { db, cache: catalogue.cache });
      contactStatsRoutes(routes, db);
      const serviceKey = loadServiceKey(config.dataDir);
      contactRoutes(routes, {
        db,
        office: createOfficeNotices({
          recipients: settings.officeRecipients,
          outbox: schema.outbox,
          serviceKey,
          publicUrl: settings.publicUrl,
          logger,
        }),
        acknowledgements: { outbox: schema.outbox, serviceKey },
        emailQueued: nudgeOutbox,
        officeReplyTo: settings.officeReplyTo,
      });
    },
    // The office's notices and the visitors' acknowledgements (contact messages) go out through it.
    outbox: ({ settings }) => ({
      table: schema.outbox,
      redisUrl: settings.redisUrl,
      directEmails: true,
    }),
    async onReady({ db, logger }) {
      const seeded = await seedServices(db);
      if (seeded > 0) logger.info({ seeded }, 'seeded the services catalogue');
      // A request during start-up may have cached the list from before the seed.
      catalogue?.cache.invalidate();
    },
    async onClose() {
      await catalogue?.close();
      catalogue = undefined;
    },
  });
}

export const contentService = createContentService();
