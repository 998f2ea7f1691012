/**
 * The calendar's week as data (issue 19.2): which days it shows, which slot times are its rows,
 * and where each appointment sits. Pure functions of the office's availability, the week's
 * appointments and the day it is, so the view only draws what they return.
 *
 * Days are Amman calendar days `YYYY-MM-DD`; an appointment's `date` is an instant (ISO, UTC),
 * placed by its Amman wall clock.
 */
import type { Appointment } from '@ssc/contracts';
import {
  type Availability,
  type AvailabilityException,
  slotsForDay,
} from '@ssc/contracts/availability';
import { ammanParts, weekdayOf } from '@ssc/contracts/slots';

type Day = string;

/** Sunday to Thursday: the office's week (spec §9), always shown. */
const WORKING_WEEKDAYS = 5;

/** The day `n` days after (or before, when negative) a calendar day. */
export function addDays(day: Day, n: number): Day {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/**
 * The Sunday of the week (Sunday to Saturday) that holds `day`: «هذا الأسبوع» is the week of
 * today, a Friday or Saturday included (its column shows, see buildWeek).
 */
export function weekStartOf(day: Day): Day {
  return addDays(day, -weekdayOf(day));
}

/** Where an appointment sits: its Amman day and its slot's start `HH:MM`. */
export function placeOf(appointment: Pick<Appointment, 'date'>): { day: Day; time: string } {
  const { day, hours, minutes } = ammanParts(new Date(appointment.date));
  return {
    day,
    time: `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`,
  };
}

export interface CalendarDay {
  day: Day;
  /** The slot times the office offers that day (none when closed). */
  slots: string[];
  closed: boolean;
  /** The date's exception (a holiday, an absence, other hours, a blocked slot) with its note. */
  exception?: AvailabilityException | undefined;
  /**
   * The times its regular hours (the week, or a date-range schedule) offer that its exception
   * leaves out: the slots blocked that day, each to free in one click. None on a day the
   * exception closes whole (a holiday), which is reopened from the hours tab.
   */
  blocked: string[];
  today: boolean;
  /** The day's appointments, by time; the live ones before the cancelled ones of the same slot. */
  appointments: Appointment[];
}

export interface CalendarWeek {
  days: CalendarDay[];
  /** Every time some shown day offers or holds an appointment at, ascending. */
  times: string[];
}

const cancelledLast = (a: Appointment) => (a.status === 'cancelled' ? 1 : 0);

/**
 * The week from its Sunday: Sunday to Thursday always, Friday and Saturday only when the office
 * opens them, an appointment falls on them, or they are today or the date the admin chose (`pinned`),
 * so a chosen Saturday is a column of the week named after it. An appointment is shown even where
 * the office is closed now (a day closed after it was booked): the admin's to move or cancel.
 */
export function buildWeek(
  start: Day,
  availability: Availability,
  appointments: readonly Appointment[],
  today: Day,
  pinned?: Day,
): CalendarWeek {
  const byDay = new Map<Day, { appointment: Appointment; time: string }[]>();
  for (const appointment of appointments) {
    const { day, time } = placeOf(appointment);
    byDay.set(day, [...(byDay.get(day) ?? []), { appointment, time }]);
  }
  const days: CalendarDay[] = [];
  const times = new Set<string>();
  for (let offset = 0; offset < 7; offset += 1) {
    const day = addDays(start, offset);
    const { closed, slots, exception } = slotsForDay(availability, day);
    const placed = (byDay.get(day) ?? []).sort(
      (a, b) =>
        a.time.localeCompare(b.time) ||
        cancelledLast(a.appointment) - cancelledLast(b.appointment) ||
        a.appointment.createdAt.localeCompare(b.appointment.createdAt),
    );
    const shown = !closed || placed.length > 0 || day === today || day === pinned;
    if (offset >= WORKING_WEEKDAYS && !shown) continue;
    const regular = slotsForDay({ ...availability, exceptions: [] }, day).slots;
    const blocked = exception && !exception.closed ? regular.filter((t) => !slots.includes(t)) : [];
    for (const time of [...slots, ...blocked]) times.add(time);
    for (const { time } of placed) times.add(time);
    days.push({
      day,
      slots,
      closed,
      exception,
      blocked,
      today: day === today,
      appointments: placed.map((p) => p.appointment),
    });
  }
  return { days, times: [...times].sort() };
}

/** The first and last day the week shows, for its title: the columns and the title agree. */
export function shownSpan(week: CalendarWeek): { from: Day; to: Day } | undefined {
  const from = week.days[0]?.day;
  const to = week.days.at(-1)?.day;
  return from && to ? { from, to } : undefined;
}

/** The appointments of a day at one slot time. */
export function appointmentsAt(day: CalendarDay, time: string): Appointment[] {
  return day.appointments.filter((a) => placeOf(a).time === time);
}
