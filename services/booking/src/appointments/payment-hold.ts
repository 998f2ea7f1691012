import { bookingMessages, type OfficePaymentState } from '@ssc/contracts';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { addToOutbox } from '@ssc/service-kit/outbox';
import { and, inArray, lte, ne, sql } from 'drizzle-orm';
import { appointments, outbox } from '../db/schema';
import { expiryEmail, expiryJobId } from '../email/email-jobs';
import { OPEN_STATUSES } from '../lifecycle/lifecycle-store';
import { queueRefundRequest, type RefundsTarget } from '../payments/refund-requests';
import type { AppointmentRow } from './appointment-store';

const MINUTE_MS = 60_000;

/**
 * When an unpaid booking made at `now` is released: `holdMinutes` later, but never after the
 * consultation starts (a slot booked 10 minutes ahead is not held past its own start). Undefined
 * hold (online payment off) → null: the booking never expires.
 */
export function paymentDueAt(
  now: Date,
  startsAt: Date,
  holdMinutes: number | undefined,
): Date | null {
  if (holdMinutes === undefined) return null;
  return new Date(Math.min(now.getTime() + holdMinutes * MINUTE_MS, startsAt.getTime()));
}

/** Where a booking's payment stands, as the office's emails say it (issue 34.1). */
export function officePaymentState(
  row: Pick<AppointmentRow, 'paymentStatus' | 'paymentDueAt' | 'paymentMethod'>,
): OfficePaymentState {
  return {
    status: row.paymentStatus,
    ...(row.paymentDueAt && row.paymentStatus !== 'paid'
      ? { dueAt: row.paymentDueAt.toISOString() }
      : {}),
    ...(row.paymentMethod ? { method: row.paymentMethod } : {}),
  };
}

/** Bookings released per transaction, so one sweep never holds a long lock on many rows. */
const BATCH = 100;

/**
 * Cancels every booking still open (pending, or confirmed by the office while unpaid: a
 * confirmation does not waive the payment, issue 34.1) and unpaid whose payment deadline has
 * passed at `now`, as the system with a reason the client and the office read, and queues the
 * client's email in the same transaction (its calendar CANCEL one SEQUENCE above the last sent).
 * The slot is free as soon as this commits (the slot's unique index ignores cancelled rows).
 * Several instances may sweep at once: rows another one is releasing are skipped (SKIP LOCKED),
 * and the UPDATE re-checks "open and unpaid", so a payment that lands first wins and a booking is
 * never released twice. With `refunds`, the payment service is asked
 * in the same transaction to cancel the released booking's open intent. Returns the released rows.
 */
export async function expireUnpaidBookings(
  db: Db,
  options: {
    now: Date;
    /** Seals the emails in the outbox. */
    serviceKey: string;
    /** For the "book again" link. */
    publicUrl: string;
    /** Where the payment service is asked to cancel the released booking's open intent. */
    refunds?: RefundsTarget;
  },
): Promise<AppointmentRow[]> {
  const released: AppointmentRow[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const stillHeld = and(
        inArray(appointments.status, [...OPEN_STATUSES]),
        ne(appointments.paymentStatus, 'paid'),
      );
      const due = tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(stillHeld, lte(appointments.paymentDueAt, options.now)))
        .orderBy(appointments.paymentDueAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const rows: AppointmentRow[] = await tx
        .update(appointments)
        .set({
          status: 'cancelled',
          cancelledBy: 'system',
          cancelReason: bookingMessages.paymentExpired,
          cancelledAt: options.now,
          icsSequence: sql`${appointments.icsSequence} + 1`,
        })
        .where(and(inArray(appointments.id, due), stillHeld))
        .returning();
      for (const row of rows) {
        const email = expiryEmail({ appointment: row, publicUrl: options.publicUrl });
        await addToOutbox(tx, outbox, { jobId: expiryJobId(row.id), email }, options.serviceKey);
        // The intent must not be payable any more where the provider can cancel it; a payment
        // that still lands is refunded automatically (payment-events).
        if (options.refunds) {
          await queueRefundRequest(
            tx,
            `release-${row.id}`,
            { kind: 'release', appointmentId: row.id, requestedAt: options.now.toISOString() },
            options.refunds,
          );
        }
      }
      return rows;
    });
    released.push(...batch);
    if (batch.length < BATCH) return released;
  }
}
