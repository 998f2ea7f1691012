import type { AnyDatabase as Db } from '@ssc/service-kit';
import { and, asc, desc, eq, gt, ne, or, type SQL, sql } from 'drizzle-orm';
import { appointments, GUEST_USER_ID } from '../db/schema';
import { bookingLimitMessages } from './guest-limit-messages';

const DAY_MS = 86_400_000;

/** Guest bookings in 24 hours per contact email, per phone and per client address. */
export interface GuestDailyCaps {
  email: number;
  /** Absent in older test overrides: then the email's cap. */
  phone?: number;
  address: number;
}

/** Bookings still waiting for their payment, per guest address, guest contact and account. */
export interface OpenUnpaidCaps {
  address: number;
  /** One guest's email or phone. */
  contact: number;
  account: number;
}

/** A booking refused for a cap: the Arabic message and when the cap frees up. */
export interface CapRefusal {
  message: string;
  retryAt: Date;
}

/** Who books: a signed-in account, or a guest known by contact and address. */
export type Booker =
  | { userId: string }
  | { userId?: undefined; email: string; phone: string; address: string };

// A literal, as in the partial indexes' predicate: a bound parameter would not let a generic plan
// prove `user_id = 'guest'`, and the guest indexes would not be used.
const isGuest = sql`${appointments.userId} = ${sql.raw(`'${GUEST_USER_ID}'`)}`;
const emailIs = (email: string) =>
  sql`lower(${appointments.contactEmail}) = ${email.toLowerCase()}`;

/**
 * Why a guest may not book once more today, or undefined. The email and the phone are counted
 * first: they follow the person, whatever network they are on. The address cap is only a backstop
 * against one machine inventing contacts, set high because a Jordanian mobile carrier or an office
 * puts many people behind one address (issue 33). Cancelled bookings count: each one sent an email.
 * The cap frees up 24 hours after the oldest of the last `limit` bookings.
 */
export async function guestDailyRefusal(
  db: Db,
  guest: { email: string; phone: string; address: string },
  caps: GuestDailyCaps,
  now: Date,
): Promise<CapRefusal | undefined> {
  const since = gt(appointments.createdAt, new Date(now.getTime() - DAY_MS));
  const checks: [SQL, number, (retryAt: Date) => string][] = [
    [emailIs(guest.email), caps.email, bookingLimitMessages.dailyPerContact],
    [
      eq(appointments.contactPhone, guest.phone),
      caps.phone ?? caps.email,
      bookingLimitMessages.dailyPerContact,
    ],
    [
      eq(appointments.clientAddress, guest.address),
      caps.address,
      bookingLimitMessages.dailyPerAddress,
    ],
  ];
  for (const [where, limit, message] of checks) {
    // At most `limit` rows, newest first, from the (key, created_at) guest indexes.
    const rows = await db
      .select({ createdAt: appointments.createdAt })
      .from(appointments)
      .where(and(isGuest, where, since))
      .orderBy(desc(appointments.createdAt))
      .limit(limit);
    const oldest = rows[limit - 1];
    if (oldest) {
      const retryAt = new Date(oldest.createdAt.getTime() + DAY_MS);
      return { message: message(retryAt), retryAt };
    }
  }
  return undefined;
}

/**
 * Why one more unpaid booking may not be opened, or undefined. With online payment on, a booking
 * holds its slot until paid or until its payment hold runs out; without a cap, one person (or one
 * address) could hold a whole day's slots for free, hold after hold. "Open" = still pending, not
 * paid, hold still running; a payment or the hold's end releases it at once. The cap frees up
 * when the earliest open hold ends.
 */
export async function openUnpaidRefusal(
  db: Db,
  booker: Booker,
  caps: OpenUnpaidCaps,
  now: Date,
): Promise<CapRefusal | undefined> {
  const open = and(
    eq(appointments.status, 'pending'),
    ne(appointments.paymentStatus, 'paid'),
    gt(appointments.paymentDueAt, now),
  );
  const checks: [SQL | undefined, number, (retryAt: Date) => string][] =
    booker.userId !== undefined
      ? [[eq(appointments.userId, booker.userId), caps.account, bookingLimitMessages.openUnpaid]]
      : [
          [
            and(isGuest, or(emailIs(booker.email), eq(appointments.contactPhone, booker.phone))),
            caps.contact,
            bookingLimitMessages.openUnpaid,
          ],
          [
            and(isGuest, eq(appointments.clientAddress, booker.address)),
            caps.address,
            bookingLimitMessages.openUnpaidPerAddress,
          ],
        ];
  for (const [where, limit, message] of checks) {
    // Read through the partial index of unpaid pending holds (payment-hold.ts's sweep uses it).
    const rows = await db
      .select({ dueAt: appointments.paymentDueAt })
      .from(appointments)
      .where(and(open, where))
      .orderBy(asc(appointments.paymentDueAt))
      .limit(limit);
    const first = rows[0]?.dueAt;
    if (rows.length >= limit && first) return { message: message(first), retryAt: first };
  }
  return undefined;
}
