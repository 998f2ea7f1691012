import type { Database } from '@ssc/service-kit';
import { and, eq, gt, sql } from 'drizzle-orm';
import { appointments, GUEST_USER_ID } from '../db/schema';

// biome-ignore lint/suspicious/noExplicitAny: the service's typed schema is not needed here
type Db = Database<any>;

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
  const [counts] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where lower(${appointments.contactEmail}) = ${guest.email.toLowerCase()})`,
      byAddress: sql<number>`count(*) filter (where ${appointments.clientAddress} = ${guest.address})`,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, GUEST_USER_ID),
        gt(appointments.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return (
    Number(counts?.byEmail ?? 0) < limits.email && Number(counts?.byAddress ?? 0) < limits.address
  );
}
