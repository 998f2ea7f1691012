/**
 * The office's hours as rules, without schemas (issue 34.2): the types, the slots derived from
 * from–to ranges, `slotsForDay` (the one place that decides a date's slots) and the fixed
 * holidays. Apart from `availability.ts`'s zod schemas so a page that only checks days and slots
 * (the booking form, through `slots.ts`) does not ship the console's forms. `availability.ts`
 * re-exports all of it.
 */
import { weekdayOf } from './calendar-day';

/** A calendar day `YYYY-MM-DD`. */
type Day = string;

export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number];
export type Week = Record<WeekdayKey, string[]>;

/** Sunday (0) to Thursday (4) are working days by default; Friday and Saturday are closed (spec §9). */
export const OPEN_WEEKDAYS: readonly number[] = [0, 1, 2, 3, 4];

/** One opening range of a day, `HH:MM` to `HH:MM` (Amman); a slot fits wholly inside it. */
export interface TimeRange {
  from: string;
  to: string;
}
export type WeekRanges = Record<WeekdayKey, TimeRange[]>;

/** A week's opening hours: the ranges of each weekday (none: a day off) and the slot length. */
export interface Hours {
  ranges: WeekRanges;
  /** «مدة الموعد»: minutes from one slot's start to the next. */
  slotMinutes: number;
}

/** The slot lengths the admin chooses from, in minutes. */
export const SLOT_MINUTES = [15, 20, 30, 45, 60, 90, 120] as const;

/** Minutes since midnight of `HH:MM` (`24:00` is 1440). */
export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The slot start times of one day's ranges: from each range's start, one every `slotMinutes`,
 * as long as the slot ends by the range's end (a slot never runs past closing). Ascending.
 */
export function slotsFromRanges(ranges: readonly TimeRange[], slotMinutes: number): string[] {
  const starts = new Set<number>();
  if (!(slotMinutes > 0)) return [];
  for (const { from, to } of ranges) {
    const end = toMinutes(to);
    for (let t = toMinutes(from); t + slotMinutes <= end; t += slotMinutes) starts.add(t);
  }
  return [...starts].sort((a, b) => a - b).map(toTime);
}

/**
 * The hours that offer exactly the slot lists of `week` (design §3a's `PUT …/week {week}`): the
 * slot length is the longest the admin can choose that fits between the closest two starts, and
 * each start opens a range of one slot, touching ranges merged. `undefined` when no length fits
 * (starts under 15 minutes apart, or a start under 15 minutes before midnight).
 */
export function hoursFromWeek(week: Week): Hours | undefined {
  // The gaps between starts, and from each day's last start to midnight.
  const gaps = WEEKDAYS.flatMap((key) => {
    const starts = [...week[key], '24:00'].map(toMinutes);
    return starts.slice(1).map((next, i) => next - (starts[i] as number));
  });
  const closest = Math.min(60, ...gaps);
  const slotMinutes = [...SLOT_MINUTES].reverse().find((length) => length <= closest);
  if (slotMinutes === undefined) return undefined;
  const ranges = {} as WeekRanges;
  for (const key of WEEKDAYS) {
    const day: { from: number; to: number }[] = [];
    for (const start of week[key].map(toMinutes)) {
      const last = day.at(-1);
      if (last && last.to === start) last.to = start + slotMinutes;
      else day.push({ from: start, to: start + slotMinutes });
    }
    ranges[key] = day.map((range) => ({ from: toTime(range.from), to: toTime(range.to) }));
  }
  return { ranges, slotMinutes };
}

/** The slot start times of every weekday of `hours`. */
export function weekFromHours(hours: Hours): Week {
  return Object.fromEntries(
    WEEKDAYS.map((key) => [key, slotsFromRanges(hours.ranges[key], hours.slotMinutes)]),
  ) as Week;
}

/** Today's hours (spec §9): 09:00–12:00 and 14:00–17:00 in hour slots, Sunday to Thursday. */
export const DEFAULT_HOURS: Hours = {
  ranges: Object.fromEntries(
    WEEKDAYS.map((key) => [
      key,
      OPEN_WEEKDAYS.includes(Number(key))
        ? [
            { from: '09:00', to: '12:00' },
            { from: '14:00', to: '17:00' },
          ]
        : [],
    ]),
  ) as WeekRanges,
  slotMinutes: 60,
};

/** The six slots of spec §9, Sunday to Thursday: the default hours' slots. */
export const DEFAULT_WEEK: Week = weekFromHours(DEFAULT_HOURS);

/**
 * «فترة»: a date range (both ends included) with a schedule of its own: its own hours, or closed
 * all along (a summer break). Overrides the week; a date's exception overrides it.
 */
export interface HoursPeriod {
  id: string;
  name: string;
  from: Day;
  to: Day;
  closed: boolean;
  /** Absent when closed. */
  hours?: Hours;
}

export interface AvailabilityException {
  date: Day;
  closed: boolean;
  /** The slots of that date instead of the week's (absent or empty when closed). */
  slots?: string[];
  note?: string;
}

export interface Availability {
  /** The week's slot start times per weekday, derived from `hours`. */
  week: Week;
  exceptions: AvailabilityException[];
  /** The date-range schedules, by start date (absent: none). */
  periods?: HoursPeriod[];
  /** The week's ranges and slot length that `week` derives from (what the admin edits). */
  hours?: Hours;
}

/** The office's hours when the admin has changed nothing: the default week, no exception. */
export const DEFAULT_AVAILABILITY: Availability = {
  week: DEFAULT_WEEK,
  hours: DEFAULT_HOURS,
  periods: [],
  exceptions: [],
};

/** The week's key (0 = Sunday) of a calendar day. */
const weekdayKey = (day: Day) => String(weekdayOf(day)) as WeekdayKey;

/** The period covering a calendar day, if any (periods never overlap). */
export function periodOfDay(availability: Availability, day: Day): HoursPeriod | undefined {
  return availability.periods?.find((p) => p.from <= day && day <= p.to);
}

/**
 * The slots the office offers on a calendar day, the one place that decides: the date's
 * exception when there is one, else the period covering it, else the week's slots of its
 * weekday. `closed` when nothing is offered; `exception` or `period` says why.
 */
export function slotsForDay(
  availability: Availability,
  day: Day,
): { closed: boolean; slots: string[]; exception?: AvailabilityException; period?: HoursPeriod } {
  const exception = availability.exceptions.find((e) => e.date === day);
  if (exception) {
    const slots = exception.closed ? [] : [...(exception.slots ?? [])];
    return { closed: slots.length === 0, slots, exception };
  }
  const period = periodOfDay(availability, day);
  if (period) {
    const slots =
      period.closed || !period.hours
        ? []
        : slotsFromRanges(period.hours.ranges[weekdayKey(day)], period.hours.slotMinutes);
    return { closed: slots.length === 0, slots, period };
  }
  const slots = [...availability.week[weekdayKey(day)]];
  return { closed: slots.length === 0, slots };
}

/** Jordan's public holidays on fixed Gregorian dates (MM-DD); the religious ones move. */
export const FIXED_HOLIDAYS = [
  { monthDay: '01-01', name: 'رأس السنة الميلادية' },
  { monthDay: '05-01', name: 'عيد العمال' },
  { monthDay: '05-25', name: 'عيد الاستقلال' },
  { monthDay: '12-25', name: 'عيد الميلاد المجيد' },
] as const;

/** Whether a calendar day is one of the fixed public holidays, whatever its year. */
export function isFixedHoliday(day: Day): boolean {
  return FIXED_HOLIDAYS.some((h) => day.slice(5) === h.monthDay);
}

/**
 * The fixed holidays of the coming year: each one's next occurrence from `today` on (today
 * included, the same date next year not), as a closed day with its name as the note (what the
 * booking service seeds once).
 */
export function upcomingHolidays(today: Day): AvailabilityException[] {
  const year = Number(today.slice(0, 4));
  const nextYearSameDay = `${String(year + 1).padStart(4, '0')}${today.slice(4)}`;
  const days: AvailabilityException[] = [];
  for (const y of [year, year + 1]) {
    for (const holiday of FIXED_HOLIDAYS) {
      const date = `${String(y).padStart(4, '0')}-${holiday.monthDay}`;
      if (date >= today && date < nextYearSameDay) {
        days.push({ date, closed: true, note: holiday.name });
      }
    }
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}
