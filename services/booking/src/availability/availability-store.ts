import {
  type AffectedAppointment,
  type Availability,
  type AvailabilityException,
  DEFAULT_WEEK,
  type PutExceptionInput,
  slotsForDay,
  upcomingHolidays,
  WEEKDAYS,
  type Week,
} from '@ssc/contracts/availability';
import { ammanParts, dayStart, nextDay, type SlotProblem, slotProblem } from '@ssc/contracts/slots';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { and, asc, eq, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import {
  appointments,
  availabilityExceptions,
  availabilityHolidaySeeds,
  availabilityWeek,
} from '../db/schema';
import { OPEN_STATUSES } from '../lifecycle/lifecycle-store';

/** A database or an open transaction (both run queries the same way). */
type Queryable = Pick<Db, 'select' | 'insert' | 'delete' | 'execute'>;

/**
 * Bookings and availability writes meet on one PostgreSQL advisory lock: a booking's transaction
 * holds it shared from before it reads the availability until it commits, a write holds it
 * exclusive. So a close waits for the bookings already checked (they commit first, and the close
 * lists them in `affected`), and a booking that starts after the close commits reads the closed
 * day: none is accepted once the close has committed, on any number of replicas.
 */
const LOCK = sql`hashtext('booking:availability')`;

/** Taken by a booking's transaction before it reads the availability (see LOCK). */
async function lockAvailabilityShared(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${LOCK})`);
}

/** Taken by every availability write, the calendar's one-slot blocks (slot-blocks.ts) included. */
export async function lockAvailabilityExclusive(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
}

function toException(
  row: Pick<typeof availabilityExceptions.$inferSelect, 'date' | 'closed' | 'slots' | 'note'>,
): AvailabilityException {
  return {
    date: row.date,
    closed: row.closed,
    ...(row.closed ? {} : { slots: row.slots ?? [] }),
    ...(row.note ? { note: row.note } : {}),
  };
}

/** The availability as stored: a weekday without a row keeps the default week's slots. */
export async function readAvailability(db: Queryable): Promise<Availability> {
  // One after the other: `db` is often a transaction, one connection, which runs one query at a
  // time (pg 8 queues the second, pg 9 refuses it).
  const weekRows = await db.select().from(availabilityWeek);
  const exceptionRows = await db
    .select()
    .from(availabilityExceptions)
    .orderBy(asc(availabilityExceptions.date));
  const week: Week = { ...DEFAULT_WEEK };
  for (const row of weekRows) week[String(row.weekday) as keyof Week] = row.slots;
  return { week, exceptions: exceptionRows.map(toException) };
}

/**
 * The open appointments (pending or confirmed, not started at `now`) whose slot the availability
 * no longer offers, on `day` only when given. They stay as they are: the admin decides.
 */
async function strandedAppointments(
  db: Queryable,
  availability: Availability,
  now: Date,
  day?: string,
): Promise<AffectedAppointment[]> {
  const conditions: SQL[] = [
    inArray(appointments.status, OPEN_STATUSES),
    gt(appointments.startsAt, now),
  ];
  if (day) {
    conditions.push(gte(appointments.startsAt, dayStart(day)));
    conditions.push(lt(appointments.startsAt, dayStart(nextDay(day))));
  }
  const rows = await db
    .select({
      id: appointments.id,
      reference: appointments.reference,
      startsAt: appointments.startsAt,
      contactName: appointments.contactName,
    })
    .from(appointments)
    .where(and(...conditions))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows
    .filter((row) => {
      const parts = ammanParts(row.startsAt);
      const time = `${String(parts.hours).padStart(2, '0')}:${String(parts.minutes).padStart(2, '0')}`;
      return !slotsForDay(availability, parts.day).slots.includes(time);
    })
    .map((row) => ({
      id: row.id,
      reference: row.reference,
      date: row.startsAt.toISOString(),
      contactName: row.contactName,
    }));
}

export interface AvailabilityChange {
  availability: Availability;
  affected: AffectedAppointment[];
}

/** Replaces the week; answers the availability now and every open appointment it strands. */
export async function writeWeek(db: Db, week: Week, now: Date): Promise<AvailabilityChange> {
  return db.transaction(async (tx) => {
    await lockAvailabilityExclusive(tx);
    await tx.delete(availabilityWeek);
    await tx
      .insert(availabilityWeek)
      .values(WEEKDAYS.map((key) => ({ weekday: Number(key), slots: week[key] })));
    const availability = await readAvailability(tx);
    return { availability, affected: await strandedAppointments(tx, availability, now) };
  });
}

/** Sets the exception of one date; answers the availability and that date's stranded appointments. */
export async function writeException(
  db: Db,
  date: string,
  input: PutExceptionInput,
  now: Date,
): Promise<AvailabilityChange> {
  return db.transaction(async (tx) => {
    await lockAvailabilityExclusive(tx);
    const values = {
      closed: input.closed,
      slots: input.closed ? null : (input.slots ?? []),
      note: input.note ?? null,
      updatedAt: now,
    };
    await tx
      .insert(availabilityExceptions)
      .values({ date, ...values })
      .onConflictDoUpdate({ target: availabilityExceptions.date, set: values });
    const availability = await readAvailability(tx);
    return { availability, affected: await strandedAppointments(tx, availability, now, date) };
  });
}

/** Removes the exception of one date (the week applies again); undefined when there was none. */
export async function deleteException(
  db: Db,
  date: string,
  now: Date,
): Promise<AvailabilityChange | undefined> {
  return db.transaction(async (tx) => {
    await lockAvailabilityExclusive(tx);
    const deleted = await tx
      .delete(availabilityExceptions)
      .where(eq(availabilityExceptions.date, date))
      .returning({ date: availabilityExceptions.date });
    if (deleted.length === 0) return undefined;
    const availability = await readAvailability(tx);
    return { availability, affected: await strandedAppointments(tx, availability, now, date) };
  });
}

/**
 * Puts the fixed public holidays of the coming year in as closed days, once each: a holiday
 * already seeded (even if the admin since changed or deleted it) or a date the admin already set
 * is left alone, so every start may call it. Answers the dates added and the open appointments
 * already booked on them (kept as they are; the caller tells the office).
 */
export async function seedHolidays(
  db: Db,
  today: string,
  now: Date,
): Promise<{ added: string[]; affected: AffectedAppointment[] }> {
  const holidays = upcomingHolidays(today);
  return db.transaction(async (tx) => {
    await lockAvailabilityExclusive(tx);
    const fresh = await tx
      .insert(availabilityHolidaySeeds)
      .values(holidays.map(({ date }) => ({ date })))
      .onConflictDoNothing()
      .returning({ date: availabilityHolidaySeeds.date });
    const dates = new Set(fresh.map((row) => row.date));
    const toAdd = holidays.filter((h) => dates.has(h.date));
    if (toAdd.length === 0) return { added: [], affected: [] };
    const added = (
      await tx
        .insert(availabilityExceptions)
        .values(toAdd.map((h) => ({ date: h.date, closed: true, slots: null, note: h.note })))
        .onConflictDoNothing()
        .returning({ date: availabilityExceptions.date })
    ).map((row) => row.date);
    const availability = await readAvailability(tx);
    const affected: AffectedAppointment[] = [];
    for (const day of added)
      affected.push(...(await strandedAppointments(tx, availability, now, day)));
    return { added, affected };
  });
}

/**
 * What `GET /api/slots` reads: the availability, re-read at most every `ttlMs` and at once after
 * a write through this process. Another replica's write shows here within `ttlMs`; that is only
 * the list a visitor sees: booking and reschedule check a fresh read (booking under the lock).
 */
export function availabilityCache(db: Db, ttlMs: number, clock: () => number = Date.now) {
  let cached: { at: number; value: Promise<Availability> } | undefined;
  return {
    get(): Promise<Availability> {
      const at = clock();
      if (!cached || at - cached.at >= ttlMs) {
        const value = readAvailability(db);
        cached = { at, value };
        // A failed read is not kept: the next call asks again.
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },
    invalidate(): void {
      cached = undefined;
    },
  };
}
export type AvailabilityCache = ReturnType<typeof availabilityCache>;

/**
 * The slot rules against the availability as committed now, inside the caller's transaction and
 * under the shared lock the availability's writes take exclusively: a booking or a move checked
 * here either commits before a close of its day or sees it.
 */
export async function slotProblemInTransaction(
  tx: Queryable,
  startsAt: Date,
  now: Date,
  horizonDays: number,
): Promise<SlotProblem | undefined> {
  await lockAvailabilityShared(tx);
  // An invalid instant has no day to read; slotProblem refuses it before the availability.
  if (Number.isNaN(startsAt.getTime())) return slotProblem(startsAt, now, horizonDays);
  const day = ammanParts(startsAt).day;
  return slotProblem(startsAt, now, horizonDays, await readAvailabilityOfDay(tx, day));
}

/**
 * The availability as committed now, as far as `day` goes: the week and that date's exception
 * only, in one statement (the booking path's round trip; every other date's exception is
 * irrelevant to a slot of `day`). Runs after the lock, in a statement of its own, so that its
 * snapshot is taken once the lock is held.
 */
async function readAvailabilityOfDay(tx: Queryable, day: string): Promise<Availability> {
  const { rows } = await tx.execute<{
    weekday: number | null;
    slots: string[] | null;
    closed: boolean | null;
    note: string | null;
  }>(sql`select ${availabilityWeek.weekday} as weekday, ${availabilityWeek.slots} as slots,
      null::boolean as closed, null::text as note from ${availabilityWeek}
    union all
    select null, ${availabilityExceptions.slots}, ${availabilityExceptions.closed},
      ${availabilityExceptions.note} from ${availabilityExceptions}
    where ${availabilityExceptions.date} = ${day}`);
  const week: Week = { ...DEFAULT_WEEK };
  const exceptions: AvailabilityException[] = [];
  for (const row of rows) {
    if (row.weekday !== null) week[String(row.weekday) as keyof Week] = row.slots ?? [];
    else
      exceptions.push(
        toException({ date: day, closed: row.closed ?? false, slots: row.slots, note: row.note }),
      );
  }
  return { week, exceptions };
}

/** The availability refused a booking inside its transaction (it changed after the first check). */
export class SlotUnavailableError extends Error {
  constructor(readonly problem: SlotProblem) {
    super(`the availability does not offer this slot: ${problem}`);
    this.name = 'SlotUnavailableError';
  }
}
