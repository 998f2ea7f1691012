import {
  type AffectedDecision,
  type Availability,
  type AvailabilityException,
  availabilityMessages,
  DEFAULT_HOURS,
  type Hours,
  type HoursChange,
  type HoursPeriod,
  overlappingPeriod,
  periodsOverlapMessage,
  slotsForDay,
  slotsFromRanges,
  upcomingHolidays,
  WEEKDAYS,
  type Week,
  type WeekRanges,
  weekFromHours,
} from '@ssc/contracts/availability';
import { ammanParts, type SlotProblem, slotProblem } from '@ssc/contracts/slots';
import { conflict, type AnyDatabase as Db, notFound } from '@ssc/service-kit';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  appointments,
  availabilityExceptions,
  availabilityHolidaySeeds,
  availabilityPeriods,
  availabilityWeek,
} from '../db/schema';
import { OPEN_STATUSES } from '../lifecycle/lifecycle-store';

/** A database or an open transaction (both run queries the same way). */
type Queryable = Pick<Db, 'select' | 'insert' | 'delete' | 'update' | 'execute'>;
/** The transaction of a change (the decisions run in it too). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Bookings and availability writes meet on one PostgreSQL advisory lock: a booking's transaction
 * holds it shared from before it reads the availability until it commits, a write holds it
 * exclusive. So a change waits for the bookings already checked (they commit first, and the
 * change finds them stranded), and a booking that starts after the change commits reads the new
 * hours: none is accepted outside them once the change has committed, on any number of replicas.
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

function toPeriod(row: {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
  closed: boolean;
  hours: Hours | null;
}): HoursPeriod {
  return {
    id: row.id,
    name: row.name,
    from: row.startsOn,
    to: row.endsOn,
    closed: row.closed,
    ...(row.closed || !row.hours ? {} : { hours: row.hours }),
  };
}

/** The week as stored: a weekday without a row keeps the default hours. */
function weekOf(rows: (typeof availabilityWeek.$inferSelect)[]): { week: Week; hours: Hours } {
  const ranges: WeekRanges = { ...DEFAULT_HOURS.ranges };
  const week: Week = weekFromHours(DEFAULT_HOURS);
  for (const row of rows) {
    const key = String(row.weekday) as keyof Week;
    ranges[key] = row.ranges;
    week[key] = row.slots;
  }
  return {
    week,
    hours: { ranges, slotMinutes: rows[0]?.slotMinutes ?? DEFAULT_HOURS.slotMinutes },
  };
}

/** The availability as stored: the week's hours and slots, the periods and the exceptions. */
export async function readAvailability(db: Queryable): Promise<Availability> {
  // One after the other: `db` is often a transaction, one connection, which runs one query at a
  // time (pg 8 queues the second, pg 9 refuses it).
  const weekRows = await db.select().from(availabilityWeek);
  const periodRows = await db
    .select()
    .from(availabilityPeriods)
    .orderBy(asc(availabilityPeriods.startsOn));
  const exceptionRows = await db
    .select()
    .from(availabilityExceptions)
    .orderBy(asc(availabilityExceptions.date));
  return {
    ...weekOf(weekRows),
    periods: periodRows.map(toPeriod),
    exceptions: exceptionRows.map(toException),
  };
}

/** An open appointment ahead, as the affected-clients step names it. */
export interface StrandedAppointment {
  id: string;
  reference: string;
  startsAt: Date;
  contactName: string;
  serviceId: string;
}

/** The open appointments (pending or confirmed) not started at `now`, by start. */
async function openAppointmentsAhead(db: Queryable, now: Date): Promise<StrandedAppointment[]> {
  return db
    .select({
      id: appointments.id,
      reference: appointments.reference,
      startsAt: appointments.startsAt,
      contactName: appointments.contactName,
      serviceId: appointments.serviceId,
    })
    .from(appointments)
    .where(and(inArray(appointments.status, OPEN_STATUSES), gt(appointments.startsAt, now)))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

/** Whether the availability offers the slot an appointment starts at. */
function offers(availability: Availability, startsAt: Date): boolean {
  const parts = ammanParts(startsAt);
  const time = `${String(parts.hours).padStart(2, '0')}:${String(parts.minutes).padStart(2, '0')}`;
  return slotsForDay(availability, parts.day).slots.includes(time);
}

/** Writes one change of the hours (in the caller's transaction, under the exclusive lock). */
async function writeChange(tx: Queryable, change: HoursChange, now: Date): Promise<void> {
  switch (change.kind) {
    case 'week': {
      const { hours } = change;
      await tx.delete(availabilityWeek);
      await tx.insert(availabilityWeek).values(
        WEEKDAYS.map((key) => ({
          weekday: Number(key),
          ranges: hours.ranges[key],
          slotMinutes: hours.slotMinutes,
          slots: slotsFromRanges(hours.ranges[key], hours.slotMinutes),
        })),
      );
      return;
    }
    case 'exception': {
      const { exception } = change;
      const values = {
        closed: exception.closed,
        slots: exception.closed ? null : (exception.slots ?? []),
        note: exception.note?.trim() || null,
        updatedAt: now,
      };
      await tx
        .insert(availabilityExceptions)
        .values({ date: change.date, ...values })
        .onConflictDoUpdate({ target: availabilityExceptions.date, set: values });
      return;
    }
    case 'deleteException': {
      const deleted = await tx
        .delete(availabilityExceptions)
        .where(eq(availabilityExceptions.date, change.date))
        .returning({ date: availabilityExceptions.date });
      if (deleted.length === 0) throw notFound(availabilityMessages.exceptionNotFound);
      return;
    }
    case 'period': {
      const { period } = change;
      const others = await tx
        .select({
          id: availabilityPeriods.id,
          name: availabilityPeriods.name,
          from: availabilityPeriods.startsOn,
          to: availabilityPeriods.endsOn,
        })
        .from(availabilityPeriods);
      if (change.id && !others.some((p) => p.id === change.id)) {
        throw notFound(availabilityMessages.periodNotFound);
      }
      const clash = overlappingPeriod(others, {
        ...(change.id ? { id: change.id } : {}),
        from: period.from,
        to: period.to,
      });
      if (clash) throw conflict(periodsOverlapMessage(clash.name));
      const values = {
        name: period.name.trim(),
        startsOn: period.from,
        endsOn: period.to,
        closed: period.closed,
        hours: period.closed ? null : (period.hours ?? null),
        updatedAt: now,
      };
      if (change.id) {
        await tx
          .update(availabilityPeriods)
          .set(values)
          .where(eq(availabilityPeriods.id, change.id));
      } else {
        await tx.insert(availabilityPeriods).values(values);
      }
      return;
    }
    case 'deletePeriod': {
      const deleted = await tx
        .delete(availabilityPeriods)
        .where(eq(availabilityPeriods.id, change.id))
        .returning({ id: availabilityPeriods.id });
      if (deleted.length === 0) throw notFound(availabilityMessages.periodNotFound);
      return;
    }
  }
}

/**
 * Writes the change in `tx` and answers the hours after it and the open appointments ahead it
 * leaves outside them (offered before, not after: one the hours had already left out is no
 * news of this change).
 */
async function changeInTransaction(
  tx: Queryable,
  change: HoursChange,
  now: Date,
): Promise<{ availability: Availability; stranded: StrandedAppointment[] }> {
  await lockAvailabilityExclusive(tx);
  const before = await readAvailability(tx);
  await writeChange(tx, change, now);
  const availability = await readAvailability(tx);
  const open = await openAppointmentsAhead(tx, now);
  const stranded = open.filter(
    (row) => offers(before, row.startsAt) && !offers(availability, row.startsAt),
  );
  return { availability, stranded };
}

/** Undoes the preview's writes while carrying its answer out of the transaction. */
class PreviewDone extends Error {
  constructor(readonly stranded: StrandedAppointment[]) {
    super('preview rolled back');
  }
}

/**
 * The appointments a change would strand, found by making it in a transaction that is then rolled
 * back: the same code as the save, and nothing saved.
 */
export async function previewChange(
  db: Db,
  change: HoursChange,
  now: Date,
): Promise<StrandedAppointment[]> {
  try {
    await db.transaction(async (tx) => {
      const { stranded } = await changeInTransaction(tx, change, now);
      throw new PreviewDone(stranded);
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.stranded;
    throw error;
  }
  throw new Error('the preview transaction did not roll back');
}

/** The stranded appointments are not the ones the admin decided on: nothing was saved. */
export class AffectedMismatchError extends Error {
  constructor(readonly stranded: StrandedAppointment[]) {
    super('the affected appointments changed since the preview');
    this.name = 'AffectedMismatchError';
  }
}

/**
 * Saves a change with the admin's decisions, all or nothing: under the exclusive lock the change
 * is written, the appointments it strands are found again, and unless they are exactly the ones
 * decided on (AffectedMismatchError, nothing saved) `carryOut` runs the decisions in the same
 * transaction.
 */
export async function applyChange(
  db: Db,
  input: {
    change: HoursChange;
    decisions: readonly AffectedDecision[];
    now: Date;
    carryOut: (tx: Tx, stranded: StrandedAppointment[]) => Promise<void>;
  },
): Promise<{ availability: Availability; stranded: StrandedAppointment[] }> {
  return db.transaction(async (tx) => {
    const result = await changeInTransaction(tx, input.change, input.now);
    const decided = new Set(input.decisions.map((d) => d.appointmentId));
    const same =
      decided.size === result.stranded.length && result.stranded.every((a) => decided.has(a.id));
    if (!same) throw new AffectedMismatchError(result.stranded);
    if (result.stranded.length > 0) await input.carryOut(tx, result.stranded);
    // A move's new slot was checked against the new hours; read them once more for the answer.
    return { availability: await readAvailability(tx), stranded: result.stranded };
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
): Promise<{ added: string[]; affected: StrandedAppointment[] }> {
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
    const days = new Set(added);
    const affected = (await openAppointmentsAhead(tx, now)).filter(
      (row) => days.has(ammanParts(row.startsAt).day) && !offers(availability, row.startsAt),
    );
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
 * The availability as committed now, as far as `day` goes: the week, that date's exception and
 * the period covering it only, in one statement (the booking path's round trip; every other
 * date is irrelevant to a slot of `day`). Runs after the lock, in a statement of its own, so that
 * its snapshot is taken once the lock is held.
 */
async function readAvailabilityOfDay(tx: Queryable, day: string): Promise<Availability> {
  const { rows } = await tx.execute<{
    kind: 'week' | 'exception' | 'period';
    weekday: number | null;
    slots: string[] | null;
    closed: boolean | null;
    note: string | null;
    id: string | null;
    hours: Hours | null;
    starts_on: string | null;
    ends_on: string | null;
  }>(sql`select 'week' as kind, ${availabilityWeek.weekday} as weekday,
      ${availabilityWeek.slots} as slots, null::boolean as closed, null::text as note,
      null::text as id, null::jsonb as hours, null::text as starts_on, null::text as ends_on
    from ${availabilityWeek}
    union all
    select 'exception', null, ${availabilityExceptions.slots}, ${availabilityExceptions.closed},
      ${availabilityExceptions.note}, null, null, null, null from ${availabilityExceptions}
    where ${availabilityExceptions.date} = ${day}
    union all
    select 'period', null, null, ${availabilityPeriods.closed}, ${availabilityPeriods.name},
      ${availabilityPeriods.id}::text, ${availabilityPeriods.hours}, ${availabilityPeriods.startsOn},
      ${availabilityPeriods.endsOn} from ${availabilityPeriods}
    where ${availabilityPeriods.startsOn} <= ${day} and ${availabilityPeriods.endsOn} >= ${day}`);
  const week: Week = weekFromHours(DEFAULT_HOURS);
  const exceptions: AvailabilityException[] = [];
  const periods: HoursPeriod[] = [];
  for (const row of rows) {
    if (row.kind === 'week') week[String(row.weekday) as keyof Week] = row.slots ?? [];
    else if (row.kind === 'exception')
      exceptions.push(
        toException({ date: day, closed: row.closed ?? false, slots: row.slots, note: row.note }),
      );
    else
      periods.push(
        toPeriod({
          id: row.id ?? '',
          name: row.note ?? '',
          startsOn: row.starts_on ?? day,
          endsOn: row.ends_on ?? day,
          closed: row.closed ?? false,
          hours: row.hours,
        }),
      );
  }
  return { week, exceptions, periods };
}

/** The availability refused a booking inside its transaction (it changed after the first check). */
export class SlotUnavailableError extends Error {
  constructor(readonly problem: SlotProblem) {
    super(`the availability does not offer this slot: ${problem}`);
    this.name = 'SlotUnavailableError';
  }
}
