/**
 * The slot and calendar rules (spec §5 and §9), once, for the booking service and the booking
 * page alike: what day it is in Amman, which days are open, which instants are slots, how far
 * ahead a visitor may book. Pure functions of their arguments (the caller passes `now`).
 *
 * One time-zone model: every wall-clock question goes through the Asia/Amman rules of the IANA
 * database (`@date-fns/tz`), never a fixed offset. Jordan keeps UTC+3 all year since 2022, but
 * nothing here assumes it.
 *
 * Import it as `@ssc/contracts/slots`: it is kept out of the package's main entry (shared by
 * every page through Module Federation) so that pages without a calendar never load it.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import type { TimeSlot } from './appointments';
import { type Availability, OPEN_WEEKDAYS, slotsForDay } from './availability-rules';
import { isCalendarDay, parseDay, utcDate, weekdayOf } from './calendar-day';
import { DEFAULT_BOOKING_HORIZON_DAYS, TIME_SLOTS, TIME_ZONE } from './constants';

export {
  DEFAULT_BOOKING_HORIZON_DAYS,
  isCalendarDay,
  OPEN_WEEKDAYS,
  TIME_SLOTS,
  TIME_ZONE,
  type TimeSlot,
  weekdayOf,
};

/** A calendar day written `YYYY-MM-DD` (what the form holds and `GET /api/slots?date=` takes). */
export type DayKey = string;

/** No day before this one can be booked, whatever `now` is (spec §5: the picker refuses them). */
export const EARLIEST_DAY: DayKey = '1900-01-01';

/**
 * Why an instant cannot be booked: `closedDay` when its weekday has no slots, `closedDate` when
 * the admin closed that date (a holiday, an absence), `notSlot` for a time the day does not offer
 * (a blocked slot too).
 *
 * Every rule below takes the office's availability (`@ssc/contracts/availability`) as an optional
 * last argument; without it they follow the default week (spec §9), as before issue 19.
 */
export type SlotProblem =
  | 'invalid'
  | 'closedDay'
  | 'closedDate'
  | 'notSlot'
  | 'past'
  | 'beyondHorizon';

const DAY_MS = 86_400_000;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function parseTime(time: string): [number, number] {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`not an HH:MM time: ${time}`);
  return [Number(match[1]), Number(match[2])];
}

/** 400 Gregorian years, exactly: the calendar (and Amman's local mean time before 1931) repeats. */
const GREGORIAN_CYCLE_MS = 146_097 * DAY_MS;

/** The Amman wall clock at `y-m-d h:min` as an instant (a time skipped by a clock change moves on). */
function ammanInstant(y: number, m: number, d: number, h: number, min: number): Date {
  // Date (and TZDate) read years 0–99 as 1900–1999: build them 400 years later and step back.
  if (y < 100) {
    return new Date(ammanInstant(y + 400, m, d, h, min).getTime() - GREGORIAN_CYCLE_MS);
  }
  return new Date(new TZDate(y, m - 1, d, h, min, TIME_ZONE).getTime());
}

/** The day after a calendar day. */
export function nextDay(day: DayKey): DayKey {
  const [y, m, d] = parseDay(day);
  const date = utcDate(y, m, d + 1);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A real calendar day the office opens (by default Sunday to Thursday). */
export function isOpenDay(day: string, availability?: Availability): boolean {
  if (!isCalendarDay(day)) return false;
  if (availability) return !slotsForDay(availability, day).closed;
  return OPEN_WEEKDAYS.includes(weekdayOf(day));
}

/** The slot start times a calendar day offers (none when closed; the default: TIME_SLOTS). */
function timesOfDay(day: DayKey, availability?: Availability): readonly string[] {
  if (availability) return slotsForDay(availability, day).slots;
  return isOpenDay(day) ? TIME_SLOTS : [];
}

/** The calendar day, weekday and wall-clock time of an instant in Amman. */
export function ammanParts(instant: Date): {
  day: DayKey;
  weekday: number;
  hours: number;
  minutes: number;
  /** Seconds and milliseconds are zero. */
  onTheMinute: boolean;
} {
  const local = new TZDate(instant.getTime(), TIME_ZONE);
  return {
    day: `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    weekday: local.getDay(),
    hours: local.getHours(),
    minutes: local.getMinutes(),
    onTheMinute: local.getSeconds() === 0 && local.getMilliseconds() === 0,
  };
}

/** The day it is in Amman at this instant, whatever the visitor's own time zone. */
export function ammanDayKey(instant: Date): DayKey {
  return ammanParts(instant).day;
}

/** The instant a slot of an Amman calendar day starts. */
export function slotStart(day: DayKey, time: TimeSlot | string): Date {
  const [y, m, d] = parseDay(day);
  const [h, min] = parseTime(time);
  return ammanInstant(y, m, d, h, min);
}

/** The instant an Amman calendar day begins (its first minute, midnight unless a clock change skips it). */
export function dayStart(day: DayKey): Date {
  const [y, m, d] = parseDay(day);
  const midnight = ammanInstant(y, m, d, 0, 0);
  // When the clocks went back at 01:00 (Amman, 2016 and other years), 00:00 came twice and TZDate
  // gives the second: the day began one step of the offset earlier.
  const before = new Date(midnight.getTime() - 1);
  if (ammanDayKey(before) !== day) return midnight;
  const step = tzOffset(TIME_ZONE, before) - tzOffset(TIME_ZONE, midnight);
  return new Date(midnight.getTime() - step * 60_000);
}

/** Amman's UTC offset at an instant as ISO text (`+03:00`; historic seconds are dropped). */
function ammanOffsetText(instant: Date): string {
  const minutes = Math.trunc(tzOffset(TIME_ZONE, instant));
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The appointment's `date` for `POST /api/appointments`: the chosen day and slot as Amman
 * wall-clock time, an ISO date-time with the offset Amman has then (`2026-03-15T09:00:00+03:00`).
 */
export function toAppointmentDate(day: DayKey, time: TimeSlot | string): string {
  const [y, m, d] = parseDay(day);
  parseTime(time);
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}T${time}:00${ammanOffsetText(slotStart(day, time))}`;
}

/**
 * Why `instant` cannot be booked at `now`, or undefined when it is a future slot of a working
 * day: 09:00, 10:00, 11:00, 14:00, 15:00 or 16:00 sharp, Amman time, Sunday to Thursday, not
 * before EARLIEST_DAY and (given a horizon) at most `horizonDays` ahead: nobody fills next year's
 * calendar.
 */
export function slotProblem(
  instant: Date,
  now: Date,
  horizonDays?: number,
  availability?: Availability,
): SlotProblem | undefined {
  if (Number.isNaN(instant.getTime())) return 'invalid';
  const parts = ammanParts(instant);
  let times: readonly string[] = TIME_SLOTS;
  if (availability) {
    if (!isCalendarDay(parts.day)) return 'invalid';
    const offered = slotsForDay(availability, parts.day);
    // A date the admin closed (an exception, or a closed period) says so, not «Friday and Saturday».
    if (offered.closed) return offered.exception || offered.period ? 'closedDate' : 'closedDay';
    times = offered.slots;
  } else if (!OPEN_WEEKDAYS.includes(parts.weekday)) {
    return 'closedDay';
  }
  const time = `${pad(parts.hours)}:${pad(parts.minutes)}`;
  if (!parts.onTheMinute || !times.includes(time)) return 'notSlot';
  if (instant.getTime() <= now.getTime() || parts.day < EARLIEST_DAY) return 'past';
  if (horizonDays !== undefined && instant.getTime() > now.getTime() + horizonDays * DAY_MS) {
    return 'beyondHorizon';
  }
  return undefined;
}

/** Whether `instant` is a slot a visitor can book at `now`. */
export function isBookableSlot(
  instant: Date,
  now: Date,
  horizonDays?: number,
  availability?: Availability,
): boolean {
  return slotProblem(instant, now, horizonDays, availability) === undefined;
}

/** True once the slot has started (it can no longer be booked). */
export function isSlotPast(day: DayKey, time: TimeSlot | string, now: Date): boolean {
  return slotStart(day, time).getTime() <= now.getTime();
}

/** The last Amman calendar day the horizon reaches at `now` (a slot on it may still be past the horizon). */
export function lastBookableDay(now: Date, horizonDays = DEFAULT_BOOKING_HORIZON_DAYS): DayKey {
  return ammanDayKey(new Date(now.getTime() + horizonDays * DAY_MS));
}

/**
 * The Amman calendar days a booking can fall on at `now`: today up to the day of the last
 * instant the horizon reaches (a slot on that day may still start after it: the slot rule decides).
 */
export function bookingWindow(
  now: Date,
  horizonDays: number,
): { horizonDays: number; firstDay: DayKey; lastDay: DayKey } {
  return { horizonDays, firstDay: ammanDayKey(now), lastDay: lastBookableDay(now, horizonDays) };
}

/**
 * Each slot of a calendar day with its start and whether the rules allow booking it at `now`.
 * Without an availability: the six default slots, none bookable on a closed day (as before);
 * with one: only the slots it offers that day (none on a closed day).
 */
export function slotsOfDay(
  day: DayKey,
  now: Date,
  horizonDays?: number,
  availability?: Availability,
): { time: TimeSlot; startsAt: Date; bookable: boolean }[] {
  if (!availability) {
    const open = isOpenDay(day);
    return TIME_SLOTS.map((time) => {
      const startsAt = slotStart(day, time);
      return { time, startsAt, bookable: open && isBookableSlot(startsAt, now, horizonDays) };
    });
  }
  return timesOfDay(day, availability).map((time) => {
    const startsAt = slotStart(day, time);
    return {
      // HH:MM by the availability schema.
      time: time as TimeSlot,
      startsAt,
      bookable: isBookableSlot(startsAt, now, horizonDays, availability),
    };
  });
}

/** The calendar days from `firstDay` to `lastDay` (inclusive) the availability closes. */
export function closedDaysBetween(
  firstDay: DayKey,
  lastDay: DayKey,
  availability: Availability,
): DayKey[] {
  const days: DayKey[] = [];
  for (let day = firstDay; day <= lastDay; day = nextDay(day)) {
    if (slotsForDay(availability, day).closed) days.push(day);
  }
  return days;
}

/**
 * Whether the date picker offers the day at `now`: a working day, not before EARLIEST_DAY, not
 * past in Amman, not after `lastDay` (the server's, from `GET /api/slots/window`; until it has
 * answered, the default horizon's) and, today, with at least one slot still ahead.
 */
export function isBookableDay(
  day: DayKey,
  now: Date,
  lastDay?: DayKey,
  availability?: Availability,
): boolean {
  if (!isOpenDay(day, availability)) return false;
  const today = ammanDayKey(now);
  const last = lastDay ?? lastBookableDay(now);
  if (day < EARLIEST_DAY || day < today || day > last) return false;
  if (day === today) return timesOfDay(day, availability).some((t) => !isSlotPast(day, t, now));
  return true;
}
