import {
  managedServiceSchema,
  publicServiceSchema,
  serviceIdFor,
  serviceMessages,
  serviceSchema,
  serviceSlug,
} from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import {
  conflict,
  type Database,
  notFound,
  type ServiceRoutes,
  sayForAudit,
} from '@ssc/service-kit';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { services } from '../db/schema';
import type { CatalogueCache } from './catalogue-cache';
import { serviceAuditWords } from './service-audit-words';
import { moveService } from './service-order';

/** The LISTEN/NOTIFY channel of the `services` table's trigger (migration 0002). */
export const CATALOGUE_CHANNEL = 'ssc_catalogue';

const publicServices = z.array(publicServiceSchema);
const managedServices = z.array(managedServiceSchema);

/** Every service with its state, in the office's order (the console's list). */
export async function loadAllServices(db: Database) {
  const rows = await db.select().from(services).orderBy(asc(services.position), asc(services.id));
  return managedServices.parse(rows);
}

/** The list as GET /api/services answers it: the visible services, in the office's order. */
export async function loadPublicCatalogue(db: Database) {
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.state, 'visible'))
    .orderBy(asc(services.position), asc(services.id));
  return publicServices.parse(rows);
}

/**
 * Every write drops this replica's list at once (`cache.invalidate`); the table's trigger tells
 * the other replicas, which tell the gateways (catalogue-watch.ts).
 */
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
      .values({
        ...body,
        id,
        // Last in the office's order.
        position: sql`(select coalesce(max(${services.position}), -1) + 1 from ${services})`,
      })
      .onConflictDoNothing({ target: services.id })
      .returning();
    if (!row) throw conflict(serviceMessages.duplicate);
    cache.invalidate();
    ctx.state.log.info({ serviceId: id }, 'service created');
    sayForAudit(ctx, serviceAuditWords.created(row));
    ctx.status = 201;
    ctx.body = serviceSchema.parse(row);
  });

  routes.serve(endpoints.listAllServices, async (ctx) => {
    ctx.set('cache-control', 'private, no-store');
    ctx.body = await loadAllServices(db);
  });

  routes.serve(endpoints.updateService, async (ctx, { body }) => {
    const id = ctx.params.id ?? '';
    const all = await db.select().from(services);
    const before = all.find((s) => s.id === id);
    if (!before) throw notFound(serviceMessages.notFound);
    // The id stays (bookings name it); the new English name must not be, or make, another's.
    const slug = serviceSlug(body.nameEn);
    const clash = all.some(
      (s) => s.id !== id && (s.id === serviceIdFor(body.nameEn) || serviceSlug(s.nameEn) === slug),
    );
    if (clash) throw conflict(serviceMessages.duplicate);
    const [row] = await db.update(services).set(body).where(eq(services.id, id)).returning();
    if (!row) throw notFound(serviceMessages.notFound);
    cache.invalidate();
    ctx.state.log.info({ serviceId: id }, 'service updated');
    sayForAudit(ctx, serviceAuditWords.updated(before, row));
    ctx.body = managedServiceSchema.parse(row);
  });

  routes.serve(endpoints.setServiceState, async (ctx, { body }) => {
    const id = ctx.params.id ?? '';
    const [row] = await db
      .update(services)
      .set({ state: body.state })
      .where(eq(services.id, id))
      .returning();
    if (!row) throw notFound(serviceMessages.notFound);
    cache.invalidate();
    ctx.state.log.info({ serviceId: id, state: body.state }, 'service state set');
    sayForAudit(ctx, serviceAuditWords.state(row));
    ctx.body = managedServiceSchema.parse(row);
  });

  routes.serve(endpoints.moveService, async (ctx, { body }) => {
    const id = ctx.params.id ?? '';
    if (!(await moveService(db, id, body.direction))) throw notFound(serviceMessages.notFound);
    cache.invalidate();
    ctx.state.log.info({ serviceId: id, direction: body.direction }, 'service moved');
    const all = await loadAllServices(db);
    const moved = all.find((s) => s.id === id);
    if (moved) sayForAudit(ctx, serviceAuditWords.moved(moved, body.direction));
    ctx.body = all;
  });
}
