import { fileURLToPath } from 'node:url';
import { defineService } from '@ssc/service-kit';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { seedServices } from './catalogue/seed-services';
import { contactRoutes } from './contact/contact-routes';
import { contactStatsRoutes } from './contact/contact-stats';
import * as schema from './db/schema';

/** The content service: services catalogue and contact messages. */
export const contentService = defineService({
  name: 'content',
  defaultPort: 4102,
  schema,
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  routes(router, { db, docs }) {
    catalogueRoutes(router, db, docs);
    contactStatsRoutes(router, db, docs);
    contactRoutes(router, db, docs);
  },
  async onReady({ db, logger }) {
    const seeded = await seedServices(db);
    if (seeded > 0) logger.info({ seeded }, 'seeded the services catalogue');
  },
});
