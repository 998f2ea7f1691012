import {
  createServiceSchema,
  publicServiceSchema,
  serviceIdFor,
  serviceMessages,
  serviceSchema,
  sortServicesForDisplay,
} from '@ssc/contracts';
import {
  type ApiDocs,
  conflict,
  type Database,
  requireAdmin,
  type ServiceContext,
  type ServiceRouter,
  validateBody,
} from '@ssc/service-kit';
import { z } from 'zod';
import { services } from '../db/schema';
import type { CatalogueCache } from './catalogue-cache';

/** The LISTEN/NOTIFY channel of the `services` table's trigger (migration 0002). */
export const CATALOGUE_CHANNEL = 'ssc_catalogue';

const publicServices = z.array(publicServiceSchema);

/** Admin-only routes check the caller before anything else (a guest gets 401, not a 400). */
async function adminOnly(ctx: ServiceContext, next: () => Promise<unknown>): Promise<void> {
  requireAdmin(ctx);
  await next();
}

/** The list as GET /api/services answers it: what the cache loads after a change. */
export async function loadPublicCatalogue(db: Database) {
  const rows = await db.select().from(services);
  return sortServicesForDisplay(publicServices.parse(rows));
}

export function catalogueRoutes(
  router: ServiceRouter,
  deps: { db: Database; docs: ApiDocs; cache: CatalogueCache },
): void {
  const { db, docs, cache } = deps;
  docs.add('get', '/api/services', {
    summary:
      'كتالوج الخدمات بترتيب العرض الثابت (من الذاكرة، مع ETag؛ If-None-Match المطابق يعيد 304)',
    response: publicServices,
  });
  router.get('/api/services', async (ctx) => {
    const { body, etag } = await cache.read();
    // Revalidated on every use: a new service shows at once, an unchanged list costs a 304.
    ctx.set('Cache-Control', 'no-cache');
    ctx.etag = etag;
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = body;
    if (ctx.fresh) ctx.status = 304;
  });

  const create = validateBody(createServiceSchema);
  docs.add('post', '/api/services', {
    summary:
      'إضافة خدمة إلى الكتالوج (مشرف). المعرّف svc- متبوعاً بالاسم الإنجليزي، ويجب أن يكون فريداً',
    body: createServiceSchema,
    response: serviceSchema,
    status: 201,
    errors: [400, 401, 403, 409],
    access: 'admin',
  });
  router.post('/api/services', adminOnly, create, async (ctx) => {
    const input = create.value(ctx);
    const id = serviceIdFor(input.nameEn);
    // The primary key decides: two admins adding the same name at once get one row and one 409.
    const [row] = await db
      .insert(services)
      .values({ ...input, id })
      .onConflictDoNothing({ target: services.id })
      .returning();
    if (!row) throw conflict(serviceMessages.duplicate);
    // The table's trigger tells the other replicas; this one need not wait for the notice.
    cache.invalidate();
    ctx.state.log.info({ serviceId: id }, 'service created');
    ctx.status = 201;
    ctx.body = serviceSchema.parse(row);
  });
}
