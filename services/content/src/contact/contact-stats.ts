import { contactMessageStatsSchema } from '@ssc/contracts';
import { type ApiDocs, type Database, requireAdmin, type ServiceRouter } from '@ssc/service-kit';
import { sql } from 'drizzle-orm';
import { contactMessages } from '../db/schema';

/** The admin console's "new messages" card: counted by the database in one aggregate. */
export function contactStatsRoutes(router: ServiceRouter, db: Database, docs: ApiDocs): void {
  docs.add('get', '/api/contact-messages/stats', {
    summary: 'عدد رسائل التواصل الكلي وعدد الرسائل الجديدة غير المقروءة (مشرف)',
    response: contactMessageStatsSchema,
    errors: [401, 403],
    access: 'admin',
  });
  router.get('/api/contact-messages/stats', async (ctx) => {
    requireAdmin(ctx);
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        new: sql<number>`(count(*) filter (where ${contactMessages.status} = 'new'))::int`,
      })
      .from(contactMessages);
    ctx.set('cache-control', 'private, no-store');
    ctx.body = contactMessageStatsSchema.parse(row ?? { total: 0, new: 0 });
  });
}
