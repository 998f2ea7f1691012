import { type Availability, type HoursChange, weekFromHours } from '@ssc/contracts/availability';

/**
 * The hours as they will be once `change` is saved, worked out in the page: the affected-clients
 * step offers a moved appointment the slots of the new hours (`slotsForDay` of this), as the
 * server will check them.
 */
export function afterChange(availability: Availability, change: HoursChange): Availability {
  switch (change.kind) {
    case 'week':
      return { ...availability, hours: change.hours, week: weekFromHours(change.hours) };
    case 'exception': {
      const { closed, slots, note } = change.exception;
      const exception = {
        date: change.date,
        closed,
        ...(closed ? {} : { slots: slots ?? [] }),
        ...(note ? { note } : {}),
      };
      return {
        ...availability,
        exceptions: [...availability.exceptions.filter((e) => e.date !== change.date), exception],
      };
    }
    case 'deleteException':
      return {
        ...availability,
        exceptions: availability.exceptions.filter((e) => e.date !== change.date),
      };
    case 'period': {
      const { name, from, to, closed, hours } = change.period;
      const period = {
        id: change.id ?? 'new',
        name,
        from,
        to,
        closed,
        ...(closed || !hours ? {} : { hours }),
      };
      return {
        ...availability,
        periods: [...(availability.periods ?? []).filter((p) => p.id !== change.id), period],
      };
    }
    case 'deletePeriod':
      return {
        ...availability,
        periods: (availability.periods ?? []).filter((p) => p.id !== change.id),
      };
  }
}
