import { bookingMessages, TIME_SLOTS, type TimeSlot } from '@ssc/contracts';

/** Jordan keeps UTC+3 all year since 2022 (design §3): slot arithmetic uses this fixed offset. */
export const AMMAN_UTC_OFFSET_MINUTES = 180;
const OFFSET_MS = AMMAN_UTC_OFFSET_MINUTES * 60_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Sunday (0) to Thursday (4) are working days; Friday (5) and Saturday (6) are closed (spec §9). */
export const OPEN_WEEKDAYS: readonly number[] = [0, 1, 2, 3, 4];

export type SlotProblem = 'invalid' | 'closedDay' | 'notSlot' | 'past' | 'beyondHorizon';

/** The Arabic message of each reason a date-time cannot be booked. */
export const slotProblemMessages: Record<SlotProblem, string> = {
  invalid: bookingMessages.dateInvalid,
  closedDay: bookingMessages.dateClosedDay,
  notSlot: bookingMessages.timeInvalid,
  past: bookingMessages.datePast,
  beyondHorizon: bookingMessages.dateBeyondHorizon,
};

const DAY_MS = 86_400_000;

/** The calendar day, weekday and wall-clock time of an instant in Amman. */
export function ammanParts(instant: Date): {
  day: string;
  weekday: number;
  hours: number;
  minutes: number;
  /** Seconds and milliseconds are zero. */
  onTheMinute: boolean;
} {
  const local = new Date(instant.getTime() + OFFSET_MS);
  const day = local.toISOString().slice(0, 10);
  return {
    day,
    weekday: local.getUTCDay(),
    hours: local.getUTCHours(),
    minutes: local.getUTCMinutes(),
    onTheMinute: local.getUTCSeconds() === 0 && local.getUTCMilliseconds() === 0,
  };
}

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The instant a slot of an Amman calendar day starts. */
export function slotStart(day: string, time: TimeSlot): Date {
  return new Date(`${day}T${time}:00+03:00`);
}

/** The instant an Amman calendar day begins (midnight, UTC+3). */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00+03:00`);
}

/** Weekday (0 = Sunday) of a YYYY-MM-DD calendar day. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function isOpenDay(day: string): boolean {
  return isCalendarDay(day) && OPEN_WEEKDAYS.includes(weekdayOf(day));
}

/**
 * Why `instant` cannot be booked at `now`, or undefined when it is a future slot of a working
 * day: 09:00, 10:00, 11:00, 14:00, 15:00 or 16:00 sharp, Amman time, Sunday to Thursday, and
 * (given a horizon) at most `horizonDays` ahead: nobody fills next year's calendar.
 */
export function slotProblem(
  instant: Date,
  now: Date,
  horizonDays?: number,
): SlotProblem | undefined {
  if (Number.isNaN(instant.getTime())) return 'invalid';
  const parts = ammanParts(instant);
  if (!OPEN_WEEKDAYS.includes(parts.weekday)) return 'closedDay';
  const time = `${String(parts.hours).padStart(2, '0')}:${String(parts.minutes).padStart(2, '0')}`;
  if (!parts.onTheMinute || !(TIME_SLOTS as readonly string[]).includes(time)) return 'notSlot';
  if (instant.getTime() <= now.getTime()) return 'past';
  if (horizonDays !== undefined && instant.getTime() > now.getTime() + horizonDays * DAY_MS) {
    return 'beyondHorizon';
  }
  return undefined;
}

/**
 * The Amman calendar days a booking can fall on at `now`: today up to the day of the last
 * instant the horizon reaches (a slot on that day may still start after it: the slot rule decides).
 */
export function bookingWindow(
  now: Date,
  horizonDays: number,
): { horizonDays: number; firstDay: string; lastDay: string } {
  return {
    horizonDays,
    firstDay: ammanParts(now).day,
    lastDay: ammanParts(new Date(now.getTime() + horizonDays * DAY_MS)).day,
  };
}

/** Each slot of a calendar day with its start and whether the rules allow booking it at `now`. */
export function slotsOfDay(
  day: string,
  now: Date,
  horizonDays?: number,
): { time: TimeSlot; startsAt: Date; bookable: boolean }[] {
  const open = isOpenDay(day);
  return TIME_SLOTS.map((time) => {
    const startsAt = slotStart(day, time);
    const bookable = open && slotProblem(startsAt, now, horizonDays) === undefined;
    return { time, startsAt, bookable };
  });
}
