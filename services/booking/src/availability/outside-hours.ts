import type { Appointment } from '@ssc/contracts';
import { type Availability, slotsForDay } from '@ssc/contracts/availability';
import { ammanParts } from '@ssc/contracts/slots';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { OPEN_STATUSES } from '../lifecycle/lifecycle-store';
import { readAvailability } from './availability-store';

const OPEN = new Set<string>(OPEN_STATUSES);

/**
 * Whether an appointment is open, still ahead, and at a time the availability no longer offers
 * (issue 34.2): the office cut the hours or closed the day after it was booked. Once started or
 * closed it is history, not something to move.
 */
export function isOutsideHours(
  availability: Availability,
  appointment: Pick<Appointment, 'date' | 'status'>,
  now: Date,
): boolean {
  const startsAt = new Date(appointment.date);
  if (!OPEN.has(appointment.status) || startsAt.getTime() <= now.getTime()) return false;
  const { day, hours, minutes } = ammanParts(startsAt);
  const time = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return !slotsForDay(availability, day).slots.includes(time);
}

/**
 * The admin's appointments with `outsideHours` set, from the availability as committed now: the
 * list, the calendar and the details sheet read the flag instead of working it out themselves.
 */
export async function withOutsideHours<T extends Appointment>(
  db: Db,
  items: T[],
  now: Date,
): Promise<T[]> {
  if (items.length === 0) return items;
  const availability = await readAvailability(db);
  return items.map((item) => ({ ...item, outsideHours: isOutsideHours(availability, item, now) }));
}
