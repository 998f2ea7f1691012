import { type Availability, slotsForDay } from '@ssc/contracts/availability';
import { endpoints } from '@ssc/contracts/endpoints';
import {
  type BlockSlotInput,
  type FreeSlotInput,
  slotBlockMessages,
} from '@ssc/contracts/slot-blocks';
import { isSlotPast, slotStart } from '@ssc/contracts/slots';
import { badRequest, conflict, type AnyDatabase as Db, type ServiceRoutes } from '@ssc/service-kit';
import { and, eq, inArray } from 'drizzle-orm';
import { appointments, availabilityExceptions } from '../db/schema';
import type { BookingDeps } from '../http/deps';
import { OPEN_STATUSES } from '../lifecycle/lifecycle-store';
import { lockAvailabilityExclusive, readAvailability } from './availability-store';

/**
 * One slot blocked or freed from the calendar (issue 34.2). The server works the date's slots out
 * from the hours as they are now (the week, a date-range schedule, the date's exception), so a
 * block is never built from a copy the browser read before another change.
 */

type Refusal = { status: 400 | 409; message: string };
type Outcome = { availability: Availability } | Refusal;

/** The date's slots if it had no exception of its own: what the week (or its period) offers. */
function regularSlots(availability: Availability, date: string): string[] {
  return slotsForDay({ ...availability, exceptions: [] }, date).slots;
}

async function writeDay(
  tx: Pick<Db, 'insert' | 'delete'>,
  date: string,
  slots: string[],
  note: string | undefined,
  now: Date,
): Promise<void> {
  const values = {
    closed: slots.length === 0,
    slots: slots.length === 0 ? null : slots,
    note: note ?? null,
    updatedAt: now,
  };
  await tx
    .insert(availabilityExceptions)
    .values({ date, ...values })
    .onConflictDoUpdate({ target: availabilityExceptions.date, set: values });
}

/**
 * Takes `time` out of the date's slots, the reason (else the date's note so far) as the note.
 * Refused for a past slot, a time not offered, or one an open appointment holds: the admin moves
 * or cancels it first, no client is stranded by a click.
 */
export async function blockSlot(db: Db, input: BlockSlotInput, now: Date): Promise<Outcome> {
  const { date, time } = input;
  if (isSlotPast(date, time, now)) return { status: 400, message: slotBlockMessages.past };
  return db.transaction(async (tx) => {
    await lockAvailabilityExclusive(tx);
    const current = slotsForDay(await readAvailability(tx), date);
    if (!current.slots.includes(time)) {
      return { status: 409, message: slotBlockMessages.notOffered } as const;
    }
    const [held] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.startsAt, slotStart(date, time)),
          inArray(appointments.status, OPEN_STATUSES),
        ),
      )
      .limit(1);
    if (held) return { status: 409, message: slotBlockMessages.hasAppointment } as const;
    const reason = input.reason?.trim() || undefined;
    await writeDay(
      tx,
      date,
      current.slots.filter((t) => t !== time),
      reason ?? current.exception?.note,
      now,
    );
    return { availability: await readAvailability(tx) };
  });
}

/**
 * Puts `time` back among the date's slots. Only a time the date's regular hours hold and its
 * exception leaves out; once the date is back to its regular hours its exception goes.
 */
export async function freeSlot(db: Db, input: FreeSlotInput, now: Date): Promise<Outcome> {
  const { date, time } = input;
  if (isSlotPast(date, time, now)) return { status: 400, message: slotBlockMessages.past };
  return db.transaction(async (tx) => {
    await lockAvailabilityExclusive(tx);
    const availability = await readAvailability(tx);
    const current = slotsForDay(availability, date);
    const regular = regularSlots(availability, date);
    if (current.slots.includes(time) || !regular.includes(time)) {
      return { status: 409, message: slotBlockMessages.notBlocked } as const;
    }
    const slots = [...current.slots, time].sort();
    if (slots.join() === regular.join()) {
      await tx.delete(availabilityExceptions).where(eq(availabilityExceptions.date, date));
    } else {
      await writeDay(tx, date, slots, current.exception?.note, now);
    }
    return { availability: await readAvailability(tx) };
  });
}

function answer(outcome: Outcome) {
  if ('status' in outcome) {
    throw outcome.status === 400
      ? badRequest(outcome.message, { time: outcome.message })
      : conflict(outcome.message);
  }
  // A block is refused where it would strand an appointment, and freeing strands none.
  return { ...outcome.availability, affected: [] };
}

/** `POST` and `DELETE /api/availability/blocks` (admin only: the endpoint table). */
export function slotBlockRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  routes.serve(endpoints.blockSlot, async (ctx, { body }) => {
    const outcome = await blockSlot(deps.db, body, deps.now());
    ctx.body = answer(outcome);
    deps.availability.invalidate();
    ctx.state.log.info({ date: body.date, time: body.time }, 'slot blocked');
  });

  routes.serve(endpoints.freeSlot, async (ctx, { query }) => {
    const outcome = await freeSlot(deps.db, query, deps.now());
    ctx.body = answer(outcome);
    deps.availability.invalidate();
    ctx.state.log.info({ date: query.date, time: query.time }, 'slot freed');
  });
}
