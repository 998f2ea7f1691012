import {
  publicServiceSchema,
  serviceIdFor,
  serviceMessages,
  serviceSchema,
  sortServicesForDisplay,
} from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { conflict, type Database, type ServiceRoutes } from '@ssc/service-kit';
import { z } from 'zod';
import { services } from '../db/schema';
import type { CatalogueCache } from './catalogue-cache';

/** The LISTEN/NOTIFY channel of the `services` table's trigger (migration 0002). */
export const CATALOGUE_CHANNEL = 'ssc_catalogue';

const publicServices = z.array(publicServiceSchema);

/** The list as GET /api/services answers it: what the cache loads after a change. */
export async function loadPublicCatalogue(db: Database) {
  const rows = await db.select().from(services);
  return sortServicesForDisplay(publicServices.parse(rows));
}

export function catalogueRoutes(
  routes: ServiceRoutes,
  deps: { db: Database; cache: CatalogueCache },
): void {
  const { db, cache } = deps;
  routes.serve(endpoints.listServices, async (ctx) => {
    const { body, etag } = await cache.read();
    ctx.set('Cache-Control', 'no-cache');
    ctx.etag = etag;
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = body;
    if (ctx.fresh) ctx.status = 304;
  });

  routes.serve(endpoints.createService, async (ctx, { body }) => {
    const id = serviceIdFor(body.nameEn);
    const [row] = await db
      .insert(services)
      .values({ ...body, id })
      .onConflictDoNothing({ target: services.id })
      .returning();
    if (!row) throw conflict(serviceMessages.duplicate);
    cache.invalidate();
    ctx.state.log.info({ serviceId: id }, 'service created');
    ctx.status = 201;
    ctx.body = serviceSchema.parse(row);
  });
}
