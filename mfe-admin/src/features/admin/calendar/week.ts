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
 * The Sunday that starts the week the admin means by «هذا الأسبوع» on `today`: the week holding
 * it, but on a Friday or Saturday (the weekend) the coming one, the next working days.
 */
export function currentWeekStart(today: Day): Day {
  const weekday = weekdayOf(today);
  return weekday >= WORKING_WEEKDAYS ? addDays(today, 7 - weekday) : addDays(today, -weekday);
}

/** The Sunday of the week (Sunday to Saturday) that holds `day`. */
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
 * opens them or an appointment falls on them. An appointment is shown even where the office is
 * closed now (a day closed after it was booked): it is the admin's to move or cancel, never lost.
 */
export function buildWeek(
  start: Day,
  availability: Availability,
  appointments: readonly Appointment[],
  today: Day,
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
    if (offset >= WORKING_WEEKDAYS && closed && placed.length === 0) continue;
    for (const time of slots) times.add(time);
    for (const { time } of placed) times.add(time);
    days.push({
      day,
      slots,
      closed,
      exception,
      today: day === today,
      appointments: placed.map((p) => p.appointment),
    });
  }
  return { days, times: [...times].sort() };
}

/** The appointments of a day at one slot time. */
export function appointmentsAt(day: CalendarDay, time: string): Appointment[] {
  return day.appointments.filter((a) => placeOf(a).time === time);
}
