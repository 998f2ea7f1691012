import { type AppointmentStats, appointmentStatsSchema, type ServiceStats } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import type { AnyDatabase as Db, ServiceRoutes } from '@ssc/service-kit';
import { sql } from 'drizzle-orm';
import { appointmentEvents, appointments, serviceRequests } from '../db/schema';
import type { BookingDeps } from '../http/deps';
import { ammanMonthRange } from '../payments/payments-export';

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
  const counts = row ?? {
    total: 0,
    pending: 0,
    confirmed: 0,
    completed: 0,
    cancelled: 0,
    no_show: 0,
  };
  return appointmentStatsSchema.parse({ ...counts, business: counts.total - counts.cancelled });
}

interface CountRow extends Record<string, unknown> {
  service_id: string;
  total: number;
  pending: number;
  confirmed: number;
  completed: number;
  cancelled: number;
  no_show: number;
}

interface MoneyRow extends Record<string, unknown> {
  service_id: string;
  paid: string | number;
  refunded: string | number;
}

/**
 * The figures of one month of Amman's calendar (issue 34.9), in two queries, each an index range:
 * the appointments starting in the month by service and status (`appointments_starts_idx`), and
 * the money of the month by service: what was paid in it (appointments and service requests, by
 * their time of payment) and the refunds completed in it (the `refunded` history line's time,
 * whenever the payment was). Cancelled appointments are counted, but never as business.
 */
export async function monthStats(db: Db, month: string): Promise<AppointmentStats> {
  const range = ammanMonthRange(month);
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const inMonth = (column: unknown) =>
    sql`${column} >= ${from}::timestamptz and ${column} < ${to}::timestamptz`;
  const count = (status: string) =>
    sql`(count(*) filter (where ${appointments.status} = ${status}))::int`;

  const { rows: counts } = await db.execute<CountRow>(sql`
    select ${appointments.serviceId} as service_id, count(*)::int as total,
           ${count('pending')} as pending, ${count('confirmed')} as confirmed,
           ${count('completed')} as completed, ${count('cancelled')} as cancelled,
           ${count('no_show')} as no_show
      from ${appointments}
     where ${inMonth(appointments.startsAt)}
     group by ${appointments.serviceId}`);

  const { rows: money } = await db.execute<MoneyRow>(sql`
    select service_id, sum(paid)::bigint as paid, sum(refunded)::bigint as refunded from (
      select ${appointments.serviceId} as service_id,
             coalesce(${appointments.paidAmountMinor}, 0) as paid, 0::bigint as refunded
        from ${appointments}
       where ${appointments.paymentStatus} = 'paid' and ${inMonth(appointments.paidAt)}
      union all
      select ${serviceRequests.serviceId}, ${serviceRequests.amountMinor}, 0
        from ${serviceRequests}
       where ${serviceRequests.paymentStatus} = 'paid' and ${inMonth(serviceRequests.paidAt)}
      union all
      select a.service_id, 0,
             coalesce((e.details ->> 'amountMinor')::bigint, a.refund_amount_minor, 0)
        from ${appointmentEvents} e
        join ${appointments} a on a.id = e.appointment_id
       where e.action = 'refunded' and ${inMonth(sql`e.at`)}
    ) m
     group by service_id`);

  const lines = new Map<string, ServiceStats>();
  const lineOf = (serviceId: string) => {
    let line = lines.get(serviceId);
    if (!line) {
      line = { serviceId, bookings: 0, completed: 0, cancelled: 0, noShows: 0, revenueMinor: 0 };
      lines.set(serviceId, line);
    }
    return line;
  };
  const totals = { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0, no_show: 0 };
  for (const row of counts) {
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
    const line = lineOf(row.service_id);
    line.bookings = row.total - row.cancelled;
    line.completed = row.completed;
    line.cancelled = row.cancelled;
    line.noShows = row.no_show;
  }
  let paidMinor = 0;
  let refundedMinor = 0;
  for (const row of money) {
    const paid = Number(row.paid);
    const refunded = Number(row.refunded);
    paidMinor += paid;
    refundedMinor += refunded;
    lineOf(row.service_id).revenueMinor = paid - refunded;
  }
  return appointmentStatsSchema.parse({
    ...totals,
    business: totals.total - totals.cancelled,
    month,
    paidMinor,
    refundedMinor,
    revenueMinor: paidMinor - refundedMinor,
    byService: [...lines.values()].sort((a, b) => a.serviceId.localeCompare(b.serviceId)),
  });
}

export function appointmentStatsRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  routes.serve(endpoints.appointmentStats, async (ctx, { query }) => {
    ctx.set('cache-control', 'private, no-store');
    ctx.body = query.month
      ? await monthStats(deps.db, query.month)
      : await appointmentStats(deps.db);
  });
}
