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

const publicServices = z.array(publicServiceSchema);

/** Admin-only routes check the caller before anything else (a guest gets 401, not a 400). */
async function adminOnly(ctx: ServiceContext, next: () => Promise<unknown>): Promise<void> {
  requireAdmin(ctx);
  await next();
}

export function catalogueRoutes(router: ServiceRouter, db: Database, docs: ApiDocs): void {
  docs.add('get', '/api/services', {
    summary: 'كتالوج الخدمات بترتيب العرض الثابت',
    response: publicServices,
  });
  router.get('/api/services', async (ctx) => {
    const rows = await db.select().from(services);
    ctx.body = sortServicesForDisplay(publicServices.parse(rows));
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
    ctx.state.log.info({ serviceId: id }, 'service created');
    ctx.status = 201;
    ctx.body = serviceSchema.parse(row);
  });
}
