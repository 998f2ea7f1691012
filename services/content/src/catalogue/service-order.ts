import type { Database } from '@ssc/service-kit';
import { asc, eq } from 'drizzle-orm';
import { services } from '../db/schema';

/**
 * Moves a service one place up or down in the office's order; false when there is no such
 * service. The rows are locked and numbered 0..n-1 again, so two admins moving at once are
 * applied one after the other and positions never tie.
 */
export async function moveService(
  db: Database,
  id: string,
  direction: 'up' | 'down',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: services.id, position: services.position })
      .from(services)
      .orderBy(asc(services.position), asc(services.id))
      .for('update');
    const from = rows.findIndex((row) => row.id === id);
    if (from === -1) return false;
    const to = direction === 'up' ? from - 1 : from + 1;
    const order = rows.map((row) => row.id);
    // Already first (or last): nothing moves, the answer is the order as it is.
    if (to >= 0 && to < order.length) [order[from], order[to]] = [order[to] as string, id];
    for (const [position, serviceId] of order.entries()) {
      if (rows.find((row) => row.id === serviceId)?.position === position) continue;
      await tx.update(services).set({ position }).where(eq(services.id, serviceId));
    }
    return true;
  });
}
