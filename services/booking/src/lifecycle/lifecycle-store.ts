import {
  APPOINTMENT_TRANSITIONS,
  type AppointmentEvent,
  type AppointmentStatus,
  type EmailJob,
  isOpenAppointment,
  OPEN_APPOINTMENT_STATUSES,
} from '@ssc/contracts';
import {
  LIFECYCLE_POLICY,
  mayReschedule,
  refundAmountMinor,
  refundPercent,
} from '@ssc/contracts/lifecycle';
import type { SlotProblem } from '@ssc/contracts/slots';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppointmentRow } from '../appointments/appointment-store';
import { appointmentEvents, appointments, GUEST_USER_ID } from '../db/schema';
import { queueRefundRequest } from '../payments/refund-requests';
import { addClientEmail } from '../whatsapp/client-notices';

/** Who changes an appointment: its client (signed in, or holding the emailed link) or the office. */
export interface Actor {
  kind: 'client' | 'admin';
  /** The account; null for a guest's link. */
  userId: string | null;
}

type Email = (row: AppointmentRow) => { jobId: string; email: EmailJob };

/** The statuses of an appointment still ahead of the office (contracts' one list, for SQL). */
export const OPEN_STATUSES = [...OPEN_APPOINTMENT_STATUSES];

/** Whether the appointment can still be cancelled or moved (not cancelled, completed or missed). */
export const isOpen = (row: Pick<AppointmentRow, 'status'>) => isOpenAppointment(row);

/**
 * What cancelling `row` at `now` gives back: the policy's share of what was paid (the office's
 * own cancellations refund everything). `priceMinor` stands for a payment older than the stored
 * amount.
 */
export function refundFor(
  row: Pick<AppointmentRow, 'startsAt' | 'paymentStatus' | 'paidAmountMinor'>,
  actor: Actor,
  now: Date,
  priceMinor: number,
): { percent: number; amountMinor: number } {
  const percent = actor.kind === 'admin' ? 100 : refundPercent(row.startsAt, now);
  const paid = row.paymentStatus === 'paid' ? (row.paidAmountMinor ?? priceMinor) : 0;
  return { percent, amountMinor: refundAmountMinor(paid, percent) };
}

/** Whether `actor` may move `row` now, and the client's free moves left (null: the office). */
export function rescheduleRight(
  row: Pick<AppointmentRow, 'status' | 'startsAt' | 'rescheduleCount'>,
  actor: Actor,
  now: Date,
): { allowed: boolean; remaining: number | null } {
  const ahead = isOpen(row) && row.startsAt.getTime() > now.getTime();
  if (actor.kind === 'admin') return { allowed: ahead, remaining: null };
  const remaining = Math.max(0, LIFECYCLE_POLICY.freeReschedules - row.rescheduleCount);
  return { allowed: ahead && mayReschedule(row.rescheduleCount), remaining };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type EventOf = typeof appointmentEvents.$inferInsert;

/** The appointment, locked for the rest of the transaction (changes of one row never interleave). */
async function lockAppointment(tx: Tx, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
  return row;
}

/** One line of the appointment's history, in the transaction of the change it records. */
async function recordEvent(
  tx: Tx,
  appointmentId: string,
  actor: Actor,
  action: EventOf['action'],
  details: NonNullable<EventOf['details']>,
): Promise<void> {
  await tx
    .insert(appointmentEvents)
    .values({ appointmentId, actor: actor.kind, actorId: actor.userId, action, details });
}

export type CancelOutcome =
  | { kind: 'cancelled'; row: AppointmentRow }
  | { kind: 'notFound' }
  | { kind: 'closed' };

/**
 * Cancels an open appointment in one transaction: the refund the policy gives (computed here from
 * the start and what was paid; the office's own cancellations refund everything) and its request
 * to the payment service, the history entry and the client's email. The freed slot is bookable at once (the unique index ignores
 * cancelled rows).
 */
export async function cancelAppointment(
  db: Db,
  input: {
    id: string;
    actor: Actor;
    reason: string | undefined;
    now: Date;
    /** What was paid when the payment predates the stored amount: the service's price, in fils. */
    priceMinor: number;
    serviceKey: string;
    email: Email;
    /** Where the refund request goes (`payment-refunds`; tests use their own queue). */
    refundsQueue: string;
  },
): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockAppointment(tx, input.id);
    if (!row) return { kind: 'notFound' };
    if (!isOpen(row)) return { kind: 'closed' };
    const { percent, amountMinor } = refundFor(row, input.actor, input.now, input.priceMinor);
    const [updated] = await tx
      .update(appointments)
      .set({
        status: 'cancelled',
        cancelledBy: input.actor.kind,
        cancelReason: input.reason ?? null,
        cancelledAt: input.now,
        refundPercent: percent,
        refundAmountMinor: amountMinor,
        refundStatus: amountMinor > 0 ? 'pending' : 'none',
        icsSequence: row.icsSequence + 1,
      })
      .where(eq(appointments.id, row.id))
      .returning();
    if (!updated) throw new Error('cancel updated no row');
    await recordEvent(tx, row.id, input.actor, 'cancelled', {
      reason: input.reason ?? null,
      refundPercent: percent,
      refundAmountMinor: amountMinor,
    });
    await addClientEmail(tx, input.email(updated), input.serviceKey, updated);
    if (amountMinor > 0) {
      // The payment service refunds through the provider and reports back on `payment-events`;
      // one request per appointment (the job id), as an appointment is cancelled once.
      await queueRefundRequest(
        tx,
        `refund-${row.id}`,
        { appointmentId: row.id, amountMinor, requestedAt: input.now.toISOString() },
        { queue: input.refundsQueue, serviceKey: input.serviceKey },
      );
    }
    return { kind: 'cancelled', row: updated };
  });
}

export type RescheduleOutcome =
  | { kind: 'rescheduled'; row: AppointmentRow; previous: Date }
  | { kind: 'notFound' }
  | { kind: 'closed' }
  | { kind: 'used' }
  | { kind: 'same' }
  | { kind: 'taken' }
  | { kind: 'unavailable'; problem: SlotProblem };

/** Postgres's unique_violation, through drizzle's error wrapper. */
function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
}

/**
 * Moves an open, future appointment to `startsAt` (a slot the caller checked against the slot
 * rules): into a free place of that slot, or nothing changes ('taken', the old slot kept). A
 * client's move spends the free reschedule; the office's does not.
 */
export async function rescheduleAppointment(
  db: Db,
  input: {
    id: string;
    actor: Actor;
    startsAt: Date;
    now: Date;
    capacity: number;
    serviceKey: string;
    email: (row: AppointmentRow, previous: Date) => { jobId: string; email: EmailJob };
    /**
     * The new slot checked against the office's availability inside the transaction, under the
     * lock its changes take, so a move never lands on a day the office closed meanwhile.
     */
    check: (tx: Tx) => Promise<SlotProblem | undefined>;
  },
): Promise<RescheduleOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const problem = await input.check(tx);
      if (problem) return { kind: 'unavailable', problem };
      const row = await lockAppointment(tx, input.id);
      if (!row) return { kind: 'notFound' };
      if (!isOpen(row) || row.startsAt.getTime() <= input.now.getTime()) {
        return { kind: 'closed' };
      }
      const byClient = input.actor.kind === 'client';
      if (!rescheduleRight(row, input.actor, input.now).allowed) return { kind: 'used' };
      if (row.startsAt.getTime() === input.startsAt.getTime()) return { kind: 'same' };
      const taken = await tx
        .select({ slotIndex: appointments.slotIndex })
        .from(appointments)
        .where(
          and(eq(appointments.startsAt, input.startsAt), ne(appointments.status, 'cancelled')),
        );
      const used = new Set(taken.map((t) => t.slotIndex));
      let slotIndex = 0;
      while (used.has(slotIndex)) slotIndex++;
      if (slotIndex >= input.capacity) return { kind: 'taken' };
      // A booking racing into the same place makes this UPDATE break the unique index: 'taken'.
      const [updated] = await tx
        .update(appointments)
        .set({
          startsAt: input.startsAt,
          slotIndex,
          rescheduleCount: row.rescheduleCount + (byClient ? 1 : 0),
          icsSequence: row.icsSequence + 1,
          // The reminders follow the new start.
          lastReminderMinutes: null,
        })
        .where(eq(appointments.id, row.id))
        .returning();
      if (!updated) throw new Error('reschedule updated no row');
      await recordEvent(tx, row.id, input.actor, 'rescheduled', {
        from: row.startsAt.toISOString(),
        to: input.startsAt.toISOString(),
      });
      await addClientEmail(tx, input.email(updated, row.startsAt), input.serviceKey, updated);
      return { kind: 'rescheduled', row: updated, previous: row.startsAt };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'taken' };
    throw error;
  }
}

export type TransitionOutcome =
  | { kind: 'updated'; row: AppointmentRow }
  | { kind: 'notFound' }
  | { kind: 'invalid' }
  | { kind: 'notStarted' };

/**
 * The office moves an appointment on (confirmed, completed, no-show): one transaction with the history
 * entry and, when it tells the client (a confirmation), the email with the next .ics SEQUENCE.
 * The row is locked, so two admins racing cannot both apply a move from the same state.
 */
export async function transitionAppointment(
  db: Db,
  input: {
    id: string;
    to: Extract<AppointmentStatus, 'confirmed' | 'completed' | 'no_show'>;
    actor: Actor;
    now: Date;
    meetingUrl?: string;
    serviceKey: string;
    email?: Email;
  },
): Promise<TransitionOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockAppointment(tx, input.id);
    if (!row) return { kind: 'notFound' };
    if (!APPOINTMENT_TRANSITIONS[row.status].includes(input.to)) return { kind: 'invalid' };
    // A consultation that has not begun cannot be over, nor missed.
    if (input.to !== 'confirmed' && row.startsAt.getTime() > input.now.getTime()) {
      return { kind: 'notStarted' };
    }
    const [updated] = await tx
      .update(appointments)
      .set({
        status: input.to,
        ...(input.meetingUrl ? { meetingUrl: input.meetingUrl } : {}),
        ...(input.email ? { icsSequence: row.icsSequence + 1 } : {}),
      })
      .where(eq(appointments.id, row.id))
      .returning();
    if (!updated) throw new Error('transition updated no row');
    await recordEvent(tx, row.id, input.actor, input.to, {
      from: row.status,
      ...(input.meetingUrl ? { meetingUrl: input.meetingUrl } : {}),
    });
    if (input.email) await addClientEmail(tx, input.email(updated), input.serviceKey, updated);
    return { kind: 'updated', row: updated };
  });
}

/** The appointment's history as the admin reads it, oldest first: its booking, then each change. */
export async function historyOf(db: Db, row: AppointmentRow): Promise<AppointmentEvent[]> {
  const events = await db
    .select()
    .from(appointmentEvents)
    .where(eq(appointmentEvents.appointmentId, row.id))
    .orderBy(asc(appointmentEvents.at));
  const booked: AppointmentEvent = {
    at: row.createdAt.toISOString(),
    actor: 'client',
    actorId: row.userId === GUEST_USER_ID ? null : row.userId,
    action: 'booked',
    details: { date: row.startsAt.toISOString() },
  };
  // A booking the office made has its own line (who, and how the client pays: issue 34.4).
  const bookedByOffice = events.some((e) => e.action === 'booked');
  return [
    ...(bookedByOffice ? [] : [booked]),
    ...events.map((e) => ({
      at: e.at.toISOString(),
      actor: e.actor,
      actorId: e.actorId,
      action: e.action,
      details: e.details,
    })),
  ];
}
