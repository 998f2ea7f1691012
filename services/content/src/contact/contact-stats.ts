import { contactMessageStatsSchema } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import type { Database, ServiceRoutes } from '@ssc/service-kit';
import { sql } from 'drizzle-orm';
import { contactMessages } from '../db/schema';

/** The admin console's "new messages" card: counted by the database in one aggregate. */
export function contactStatsRoutes(routes: ServiceRoutes, db: Database): void {
  routes.serve(endpoints.contactMessageStats, async (ctx) => {
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
