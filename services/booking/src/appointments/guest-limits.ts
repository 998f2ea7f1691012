import type { AnyDatabase as Db } from '@ssc/service-kit';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { appointments, GUEST_USER_ID } from '../db/schema';

const DAY_MS = 86_400_000;

/**
 * Whether a guest may book once more: at most `limits.email` bookings in 24 hours to one contact
 * email and `limits.address` from one client address, cancelled ones included, so that a guest
 * form cannot be turned into a mail cannon (each booking sends a confirmation) or fill the
 * calendar. Signed-in clients are known and not capped here.
 */
export async function guestMayBook(
  db: Db,
  guest: { email: string; address: string },
  limits: { email: number; address: number },
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - DAY_MS);
  // A literal, as in the partial indexes' predicate: a bound parameter would not let a generic
  // plan prove `user_id = 'guest'`, and the indexes would not be used.
  const guestSince = and(
    sql`${appointments.userId} = ${sql.raw(`'${GUEST_USER_ID}'`)}`,
    gt(appointments.createdAt, since),
  );
  // Each count reads at most its limit of rows from its own index (lower(email), created_at) and
  // (client_address, created_at), both partial on guests: the cost does not grow with the number
  // of other guests' bookings that day.
  const capped = (where: SQL | undefined, limit: number) =>
    sql<number>`(select count(*) from (${db
      .select({ one: sql`1` })
      .from(appointments)
      .where(where)
      .limit(limit)}) as capped)`;
  const [counts] = await db
    .execute<{ by_email: number; by_address: number }>(
      sql`select ${capped(
        and(guestSince, sql`lower(${appointments.contactEmail}) = ${guest.email.toLowerCase()}`),
        limits.email,
      )} as by_email, ${capped(
        and(guestSince, eq(appointments.clientAddress, guest.address)),
        limits.address,
      )} as by_address`,
    )
    .then((result) => result.rows);
  return (
    Number(counts?.by_email ?? 0) < limits.email && Number(counts?.by_address ?? 0) < limits.address
  );
}
