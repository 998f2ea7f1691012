/// <reference types="node" />
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppointmentSchema } from './appointments';
import {
  ammanDayKey,
  ammanParts,
  bookingWindow,
  DEFAULT_BOOKING_HORIZON_DAYS,
  dayStart,
  EARLIEST_DAY,
  isBookableDay,
  isCalendarDay,
  isOpenDay,
  isSlotPast,
  lastBookableDay,
  nextDay,
  slotProblem,
  slotStart,
  slotsOfDay,
  TIME_SLOTS,
  TIME_ZONE,
  toAppointmentDate,
  weekdayOf,
} from './slots';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const DAY_MS = 86_400_000;
const dayBetween = (min: string, max: string) =>
  fc
    .date({
      min: new Date(`${min}T00:00:00Z`),
      max: new Date(`${max}T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
/** Any calendar day from 1900 to 2199. */
const dayArb = dayBetween('1900-01-01', '2199-12-31');
/** Days that can still be booked (Amman has kept UTC+3 all year since late 2022). */
const futureDayArb = dayBetween('2023-01-01', '2199-12-31');
const slotArb = fc.constantFrom(...TIME_SLOTS);
const instantArb = fc
  .integer({ min: Date.UTC(1899, 0, 1), max: Date.UTC(2199, 11, 31) })
  .map((ms) => new Date(ms));
/** Random instants rarely fall on a slot: mix in slot starts and instants just beside them. */
const candidateArb = fc.oneof(
  instantArb,
  fc
    .tuple(dayArb, slotArb, fc.constantFrom(0, 0, 0, 1, -1, 60_000, -60_000, 3_600_000, DAY_MS))
    .map(([d, time, shift]) => new Date(slotStart(d, time).getTime() + shift)),
);
const longAgo = new Date(Date.UTC(1800, 0, 1));

/** The independent oracle: the platform's own Intl data for Asia/Amman. */
const ammanClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const ammanWeekday = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' });
const ammanDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

describe('time-zone model (Asia/Amman)', () => {
  it('reads an instant as Intl does in Amman (property)', () => {
    fc.assert(
      fc.property(instantArb, (instant) => {
        const parts = ammanParts(instant);
        expect(parts.day).toBe(ammanDate.format(instant));
        expect(WEEKDAYS[parts.weekday]).toBe(ammanWeekday.format(instant));
        expect(
          `${String(parts.hours).padStart(2, '0')}:${String(parts.minutes).padStart(2, '0')}`,
        ).toBe(ammanClock.format(instant));
      }),
      { numRuns: 500 },
    );
  });

  it('places every slot of every day on that day and time in Amman (property)', () => {
    fc.assert(
      fc.property(dayArb, slotArb, (day, time) => {
        const start = slotStart(day, time);
        const parts = ammanParts(start);
        expect(parts.day).toBe(day);
        expect(parts.onTheMinute).toBe(true);
        expect(ammanClock.format(start)).toBe(time);
        expect(dayStart(day).getTime()).toBeLessThan(start.getTime());
        expect(ammanDayKey(dayStart(day))).toBe(day);
        expect(ammanDayKey(new Date(dayStart(day).getTime() - 1))).not.toBe(day);
      }),
    );
  });

  it('writes the appointment date as Amman wall-clock time with its offset (property)', () => {
    fc.assert(
      fc.property(futureDayArb, slotArb, (day, time) => {
        const iso = toAppointmentDate(day, time);
        expect(iso).toMatch(new RegExp(`^${day}T${time}:00[+-]\\d{2}:\\d{2}$`));
        expect(new Date(iso).getTime()).toBe(slotStart(day, time).getTime());
        expect(createAppointmentSchema.shape.date.safeParse(iso).success).toBe(true);
      }),
    );
  });

  it('does not depend on the process’s own time zone', () => {
    for (const tz of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC', 'Asia/Amman']) {
      process.env.TZ = tz;
      expect(toAppointmentDate('2026-06-01', '10:00')).toBe('2026-06-01T10:00:00+03:00');
      expect(ammanDayKey(new Date('2026-03-14T21:30:00Z'))).toBe('2026-03-15');
      expect(slotStart('2025-01-05', '09:00').toISOString()).toBe('2025-01-05T06:00:00.000Z');
    }
  });

  it('follows Amman’s historic clock changes rather than a fixed +03:00', () => {
    // Summer 2020: UTC+3; winter 2020: UTC+2 (Jordan moved to permanent UTC+3 in October 2022).
    expect(toAppointmentDate('2020-07-01', '09:00')).toBe('2020-07-01T09:00:00+03:00');
    expect(toAppointmentDate('2020-12-01', '09:00')).toBe('2020-12-01T09:00:00+02:00');
    expect(slotStart('2020-12-01', '09:00').toISOString()).toBe('2020-12-01T07:00:00.000Z');
  });

  it('starts a day at its first midnight when the clocks went back at 01:00', () => {
    // 28 October 2016: 00:59:59 +03:00 was followed by 00:00 +02:00 (found by the property above,
    // seed 66554477): the day began at the first 00:00.
    expect(dayStart('2016-10-28').toISOString()).toBe('2016-10-27T21:00:00.000Z');
    expect(ammanDayKey(new Date(Date.UTC(2016, 9, 27, 20, 59, 59, 999)))).toBe('2016-10-27');
    expect(dayStart('2016-10-29').toISOString()).toBe('2016-10-28T22:00:00.000Z');
  });

  it('refuses malformed input', () => {
    expect(() => toAppointmentDate('15/03/2026', '09:00')).toThrow(RangeError);
    expect(() => toAppointmentDate('2026-03-15', '9')).toThrow(RangeError);
  });
});

describe('calendar', () => {
  it('knows real calendar days', () => {
    expect(isCalendarDay('2025-02-28')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('25-01-01')).toBe(false);
    expect(nextDay('2024-02-28')).toBe('2024-02-29');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
  });

  it('opens exactly Sunday to Thursday (property, against the calendar in Amman)', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        // Noon UTC is the same calendar day in Amman under any offset it ever had.
        const weekday = ammanWeekday.format(new Date(`${day}T12:00:00Z`));
        expect(WEEKDAYS[weekdayOf(day)]).toBe(weekday);
        expect(isOpenDay(day)).toBe(weekday !== 'Fri' && weekday !== 'Sat');
      }),
    );
    // 2 Jan 2025 was a Thursday, 3 Jan a Friday, 5 Jan a Sunday.
    expect(isOpenDay('2025-01-02')).toBe(true);
    expect(isOpenDay('2025-01-03')).toBe(false);
    expect(isOpenDay('2025-01-04')).toBe(false);
    expect(isOpenDay('2025-01-05')).toBe(true);
    expect(isOpenDay('2025-02-30')).toBe(false);
  });
});

describe('is this instant a bookable slot', () => {
  it('accepts only future slot starts of Sunday to Thursday in Amman time (property)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(candidateArb, instantArb, (at, now) => {
        if (slotProblem(at, now) !== undefined) return;
        accepted += 1;
        const parts = ammanParts(at);
        expect(isOpenDay(parts.day)).toBe(true);
        expect(parts.onTheMinute).toBe(true);
        expect(TIME_SLOTS).toContain(ammanClock.format(at));
        expect(at.getTime()).toBeGreaterThan(now.getTime());
        expect(parts.day >= EARLIEST_DAY).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // The property above must have seen accepted slots, not only refusals.
    expect(accepted).toBeGreaterThan(50);
  });

  it('accepts every slot of an open day before it starts and refuses it from its start on (property)', () => {
    fc.assert(
      fc.property(
        dayArb,
        slotArb,
        fc.integer({ min: 1, max: 10 * 365 * DAY_MS }),
        (d, time, lead) => {
          const start = slotStart(d, time);
          const before = new Date(start.getTime() - lead);
          const after = new Date(start.getTime() + (lead % DAY_MS));
          if (isOpenDay(d)) {
            expect(slotProblem(start, before)).toBeUndefined();
            expect(slotProblem(start, start)).toBe('past');
            expect(slotProblem(start, after)).toBe('past');
            expect(isSlotPast(d, time, before)).toBe(false);
            expect(isSlotPast(d, time, start)).toBe(true);
          } else {
            expect(slotProblem(start, before)).toBe('closedDay');
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses any instant of an open day that is not exactly on a slot (property)', () => {
    fc.assert(
      fc.property(
        dayArb.filter(isOpenDay),
        slotArb,
        fc.integer({ min: 1, max: 3_600_000 - 1 }),
        (d, time, offsetMs) => {
          const shifted = new Date(slotStart(d, time).getTime() + offsetMs);
          expect(slotProblem(shifted, longAgo)).toBe('notSlot');
        },
      ),
    );
  });

  it('refuses slots beyond the horizon and accepts those within it (property)', () => {
    fc.assert(
      fc.property(
        futureDayArb.filter(isOpenDay),
        slotArb,
        fc.integer({ min: 1, max: 400 }),
        (d, time, horizon) => {
          const start = slotStart(d, time);
          const justInside = new Date(start.getTime() - horizon * DAY_MS);
          const justOutside = new Date(justInside.getTime() - 1);
          expect(slotProblem(start, justInside, horizon)).toBeUndefined();
          expect(slotProblem(start, justOutside, horizon)).toBe('beyondHorizon');
        },
      ),
    );
  });

  it('judges an instant the same whatever offset its ISO text was written in (property)', () => {
    fc.assert(
      fc.property(futureDayArb, slotArb, (d, time) => {
        const local = new Date(toAppointmentDate(d, time));
        const utc = new Date(local.toISOString());
        expect(slotProblem(utc, longAgo)).toBe(slotProblem(local, longAgo));
      }),
    );
  });

  it('refuses invalid instants, Amman Fridays and days before 1900', () => {
    expect(slotProblem(new Date('invalid'), new Date())).toBe('invalid');
    // 23:30 UTC on Thursday is already Friday in Amman.
    expect(ammanParts(new Date('2025-01-02T23:30:00Z')).weekday).toBe(5);
    expect(slotProblem(slotStart('1899-12-31', '09:00'), longAgo)).toBe('past'); // a Sunday
    expect(slotProblem(slotStart('1900-01-01', '09:00'), longAgo)).toBeUndefined(); // a Monday
    // Years 0–99 are years, not 1900–1999.
    expect(ammanParts(slotStart('0050-03-01', '09:00')).day).toBe('0050-03-01');
  });
});

describe('the slots of a day', () => {
  it('lists every slot, bookable exactly when the slot rule allows it (property)', () => {
    fc.assert(
      fc.property(
        dayArb,
        instantArb,
        fc.option(fc.integer({ min: 1, max: 3650 })),
        (d, now, horizon) => {
          const slots = slotsOfDay(d, now, horizon ?? undefined);
          expect(slots.map((s) => s.time)).toEqual([...TIME_SLOTS]);
          for (const slot of slots) {
            expect(slot.startsAt.getTime()).toBe(slotStart(d, slot.time).getTime());
            expect(slot.bookable).toBe(
              isOpenDay(d) && slotProblem(slot.startsAt, now, horizon ?? undefined) === undefined,
            );
          }
        },
      ),
    );
  });

  it('has no bookable slot on Fridays and Saturdays (property)', () => {
    fc.assert(
      fc.property(dayArb, (d) => {
        expect(slotsOfDay(d, longAgo).some((s) => s.bookable)).toBe(isOpenDay(d));
      }),
    );
  });
});

describe('the days the picker offers', () => {
  const sundayMorning = new Date('2026-03-15T05:00:00Z'); // Sunday 08:00 in Amman

  it('offers a day only when it has a bookable slot within the window (property)', () => {
    fc.assert(
      fc.property(futureDayArb, futureDayArb, slotArb, (day, todayDay, time) => {
        const now = slotStart(todayDay, time);
        const offered = isBookableDay(day, now);
        const window = bookingWindow(now, DEFAULT_BOOKING_HORIZON_DAYS);
        const anySlot = slotsOfDay(day, now).some((s) => s.bookable);
        expect(offered).toBe(
          anySlot && day >= window.firstDay && day <= window.lastDay && day >= EARLIEST_DAY,
        );
        if (offered) expect(day >= todayDay).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('disables past days, Fridays and Saturdays and offers working days ahead', () => {
    expect(isBookableDay('2026-03-12', sundayMorning)).toBe(false); // Thursday, past
    expect(isBookableDay('2026-03-15', sundayMorning)).toBe(true); // today, slots ahead
    expect(isBookableDay('2026-03-19', sundayMorning)).toBe(true); // Thursday
    expect(isBookableDay('2026-03-20', sundayMorning)).toBe(false); // Friday
    expect(isBookableDay('2026-03-21', sundayMorning)).toBe(false); // Saturday
    expect(isBookableDay('2026-03-22', sundayMorning)).toBe(true); // Sunday
  });

  it('disables today once its last slot has started', () => {
    expect(isBookableDay('2026-03-15', new Date('2026-03-15T12:59:00Z'))).toBe(true); // 15:59
    expect(isBookableDay('2026-03-15', new Date('2026-03-15T13:00:00Z'))).toBe(false); // 16:00
  });

  it('disables days before 1900 even when "now" is earlier', () => {
    const longBefore = new Date('1899-12-15T00:00:00Z');
    expect(isBookableDay('1899-12-31', longBefore)).toBe(false); // a Sunday
    expect(isBookableDay('1900-01-01', longBefore)).toBe(true); // a Monday
  });

  it('disables days beyond the booking horizon (90 days by default, or the server’s)', () => {
    const now = new Date('2030-01-01T06:00:00Z'); // a Tuesday, 09:00 in Amman
    expect(DEFAULT_BOOKING_HORIZON_DAYS).toBe(90);
    expect(lastBookableDay(now)).toBe('2030-04-01');
    expect(bookingWindow(now, 30)).toEqual({
      horizonDays: 30,
      firstDay: '2030-01-01',
      lastDay: '2030-01-31',
    });
    expect(isBookableDay('2030-04-01', now)).toBe(true); // a Monday, day 90
    expect(isBookableDay('2030-04-02', now)).toBe(false); // a Tuesday, day 91
    expect(isBookableDay('2030-01-31', now, '2030-01-31')).toBe(true);
    expect(isBookableDay('2030-02-03', now, '2030-01-31')).toBe(false); // a Sunday after it
  });
});
