import {
  DEFAULT_BOOKING_HORIZON_DAYS,
  LOCALE,
  TIME_SLOTS,
  TIME_ZONE,
  type TimeSlot,
} from '@ssc/contracts';

/** A calendar day as `YYYY-MM-DD` (what the form holds and `GET /api/slots?date=` takes). */
export type DayKey = string;

/** The picker refuses days before this one (spec §5), besides past days. */
export const EARLIEST_DAY: DayKey = '1900-01-01';

const DAY_KEY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function parseDayKey(day: DayKey): [number, number, number] {
  const match = DAY_KEY_PATTERN.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The day a calendar cell shows (the picker works in the browser's own calendar). */
export function calendarDayKey(date: Date): DayKey {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar cell of a day (local midnight), e.g. for the picker's `selected`. */
export function dateOfDayKey(day: DayKey): Date {
  const [y, m, d] = parseDayKey(day);
  const date = new Date(y, m - 1, d);
  date.setFullYear(y); // years 0–99 would otherwise be read as 1900–1999
  return date;
}

const ammanDayParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day it is in Amman at this instant, whatever the visitor's own time zone. */
export function ammanDayKey(instant: Date): DayKey {
  const parts = Object.fromEntries(
    ammanDayParts.formatToParts(instant).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** 0 = Sunday … 6 = Saturday, for the day itself (no time zone involved). */
export function weekdayOf(day: DayKey): number {
  const [y, m, d] = parseDayKey(day);
  const utc = new Date(0);
  utc.setUTCFullYear(y, m - 1, d);
  return utc.getUTCDay();
}

/** The office is closed on Friday and Saturday (spec §9). */
export function isClosedDay(day: DayKey): boolean {
  const weekday = weekdayOf(day);
  return weekday === 5 || weekday === 6;
}

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** The UTC offset of Amman at an instant, in ISO form (`+03:00`). */
function ammanOffsetAt(epochMs: number): string {
  const name = offsetFormat.formatToParts(epochMs).find((p) => p.type === 'timeZoneName')?.value;
  // Historic local mean time had seconds (GMT+02:23:44); ISO offsets stop at minutes.
  const match = /^GMT([+-]\d{2}):?(\d{2})?(?::\d{2})?$/.exec(name ?? '');
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

const offsetMinutes = (offset: string) =>
  (offset.startsWith('-') ? -1 : 1) *
  (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));

/**
 * The appointment's `date` for `POST /api/appointments`: the chosen day and slot as Amman wall-clock
 * time, an ISO date-time with Amman's offset (`2026-03-15T09:00:00+03:00`).
 */
export function toAppointmentDate(day: DayKey, time: TimeSlot | string): string {
  const [y, m, d] = parseDayKey(day);
  const clock = TIME_PATTERN.exec(time);
  if (!clock) throw new RangeError(`not an HH:MM time: ${time}`);
  const asUtc = Date.UTC(y, m - 1, d, Number(clock[1]), Number(clock[2]));
  // Two passes find the offset in force at that wall-clock time, should Amman ever change it.
  const first = ammanOffsetAt(asUtc);
  const offset = ammanOffsetAt(asUtc - offsetMinutes(first) * 60_000);
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}T${time}:00${offset}`;
}

/** True once the slot has started (it can no longer be booked). */
export function isSlotPast(day: DayKey, time: TimeSlot, now: Date): boolean {
  return Date.parse(toAppointmentDate(day, time)) <= now.getTime();
}

/**
 * Whether the picker offers the day: not before 1900, not past in Amman, not a Friday or
 * Saturday, not beyond the booking horizon, and (today) with at least one slot still ahead.
 * `lastDay` is the server's (`GET /api/slots/window`, from BOOKING_HORIZON_DAYS); until it has
 * answered, the default horizon.
 */
export function isBookableDay(day: DayKey, now: Date, lastDay?: DayKey): boolean {
  const today = ammanDayKey(now);
  const last =
    lastDay ?? ammanDayKey(new Date(now.getTime() + DEFAULT_BOOKING_HORIZON_DAYS * 86_400_000));
  if (day < EARLIEST_DAY || day < today || day > last || isClosedDay(day)) return false;
  if (day === today) return TIME_SLOTS.some((time) => !isSlotPast(day, time, now));
  return true;
}

const appointmentFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

/** An appointment's date-time for people: "الأحد، 15 آذار 2026 في 9:00 ص" (Amman time). */
export function formatAppointmentDate(iso: string): string {
  return appointmentFormat.format(new Date(iso));
}

const slotFormat = new Intl.DateTimeFormat(LOCALE, {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** A slot as read aloud and shown: "9:00 ص", "2:00 م". */
export function formatSlot(time: TimeSlot): string {
  const [h, m] = time.split(':').map(Number);
  return slotFormat.format(Date.UTC(2000, 0, 1, h, m));
}
