import { type AppointmentStats, appointmentStatsSchema } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import type { AnyDatabase as Db, ServiceRoutes } from '@ssc/service-kit';
import { sql } from 'drizzle-orm';
import { appointments } from '../db/schema';
import type { BookingDeps } from '../http/deps';

const byStatus = (status: string) =>
  sql<number>`(count(*) filter (where ${appointments.status} = ${status}))::int`;

/** Counts of every appointment by status, in one aggregate query (the admin console's cards). */
export async function appointmentStats(db: Db): Promise<AppointmentStats> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: byStatus('pending'),
      confirmed: byStatus('confirmed'),
      completed: byStatus('completed'),
      cancelled: byStatus('cancelled'),
      no_show: byStatus('no_show'),
    })
    .from(appointments);
  return appointmentStatsSchema.parse(
    row ?? { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0, no_show: 0 },
  );
}

export function appointmentStatsRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  routes.serve(endpoints.appointmentStats, async (ctx) => {
    ctx.set('cache-control', 'private, no-store');
    ctx.body = await appointmentStats(deps.db);
  });
}
