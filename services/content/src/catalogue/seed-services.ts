import { defaultServices } from '@ssc/contracts/catalogue';
import type { Database } from '@ssc/service-kit';
import { sql } from 'drizzle-orm';
import { services } from '../db/schema';

/**
 * Fills an empty catalogue with the default services. Safe when several instances start at
 * once: they may all see an empty table, and `on conflict do nothing` keeps one copy of each.
 * A catalogue an admin has edited (non-empty) is left alone.
 */
export async function seedServices(db: Database): Promise<number> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(services);
  if ((existing?.count ?? 0) > 0) return 0;
  const inserted = await db
    .insert(services)
    // Shipped in display order: that order is the office's first one.
    .values(defaultServices.map((service, position) => ({ ...service, position })))
    .onConflictDoNothing({ target: services.id })
    .returning({ id: services.id });
  return inserted.length;
}
