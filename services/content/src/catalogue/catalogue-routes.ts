import { publicServiceSchema, sortServicesForDisplay } from '@ssc/contracts';
import type { ApiDocs, Database, ServiceRouter } from '@ssc/service-kit';
import { z } from 'zod';
import { services } from '../db/schema';

const publicServices = z.array(publicServiceSchema);

export function catalogueRoutes(router: ServiceRouter, db: Database, docs: ApiDocs): void {
  docs.add('get', '/api/services', {
    summary: 'كتالوج الخدمات بترتيب العرض الثابت',
    response: publicServices,
  });
  router.get('/api/services', async (ctx) => {
    const rows = await db.select().from(services);
    ctx.body = sortServicesForDisplay(publicServices.parse(rows));
  });
}
