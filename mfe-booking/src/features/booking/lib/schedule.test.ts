/// <reference types="node" />
import {
  createAppointmentSchema,
  DEFAULT_BOOKING_HORIZON_DAYS,
  TIME_SLOTS,
  TIME_ZONE,
} from '@ssc/contracts';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ammanDayKey,
  calendarDayKey,
  dateOfDayKey,
  formatAppointmentDate,
  formatSlot,
  isBookableDay,
  isClosedDay,
  isSlotPast,
  toAppointmentDate,
} from './schedule';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const dayBetween = (min: string, max: string) =>
  fc
    .date({
      min: new Date(`${min}T00:00:00Z`),
      max: new Date(`${max}T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
/** Any calendar day from 1900 to 2199 as YYYY-MM-DD. */
const dayArb = dayBetween('1900-01-01', '2199-12-31');
/** Days that can still be booked: Amman has kept UTC+3 all year since late 2022. */
const futureDayArb = dayBetween('2023-01-01', '2199-12-31');
const slotArb = fc.constantFrom(...TIME_SLOTS);

const ammanClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const ammanWeekday = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'short' });

describe('toAppointmentDate', () => {
  it('is the Amman wall-clock time with the +03:00 offset', () => {
    const iso = toAppointmentDate('2026-03-15', '09:00');
    expect(iso).toBe('2026-03-15T09:00:00+03:00');
    expect(new Date(iso).toISOString()).toBe('2026-03-15T06:00:00.000Z');
    expect(toAppointmentDate('2026-12-31', '16:00')).toBe('2026-12-31T16:00:00+03:00');
  });

  it('is what createAppointmentSchema accepts as `date`', () => {
    const iso = toAppointmentDate('2027-01-04', '14:00');
    expect(createAppointmentSchema.shape.date.safeParse(iso).success).toBe(true);
  });

  it('does not depend on the visitor’s own time zone', () => {
    for (const tz of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC', 'Asia/Amman']) {
      process.env.TZ = tz;
      expect(toAppointmentDate('2026-06-01', '10:00')).toBe('2026-06-01T10:00:00+03:00');
    }
  });

  it('round-trips: the instant falls on the chosen day and slot in Amman (property)', () => {
    fc.assert(
      fc.property(futureDayArb, slotArb, (day, time) => {
        const iso = toAppointmentDate(day, time);
        expect(iso.startsWith(`${day}T${time}:00`)).toBe(true);
        const instant = new Date(iso);
        expect(ammanDayKey(instant)).toBe(day);
        expect(ammanClock.format(instant)).toBe(time);
      }),
    );
  });

  it('refuses malformed input', () => {
    expect(() => toAppointmentDate('15/03/2026', '09:00')).toThrow(RangeError);
    expect(() => toAppointmentDate('2026-03-15', '9')).toThrow(RangeError);
  });
});

describe('days', () => {
  it('takes the picker’s calendar cell as the day it shows', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(calendarDayKey(new Date(2026, 2, 15))).toBe('2026-03-15');
    expect(calendarDayKey(dateOfDayKey('2026-03-15'))).toBe('2026-03-15');
    expect(calendarDayKey(dateOfDayKey('1900-01-01'))).toBe('1900-01-01');
  });

  it('knows the Amman day around midnight', () => {
    expect(ammanDayKey(new Date('2026-03-14T21:30:00Z'))).toBe('2026-03-15');
    expect(ammanDayKey(new Date('2026-03-14T20:59:00Z'))).toBe('2026-03-14');
  });

  it('closes exactly Fridays and Saturdays (property, against the calendar in Amman)', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        // Noon UTC is the same calendar day in Amman under any offset it ever had.
        const weekday = ammanWeekday.format(new Date(`${day}T12:00:00Z`));
        expect(isClosedDay(day)).toBe(weekday === 'Fri' || weekday === 'Sat');
      }),
    );
  });
});

describe('isBookableDay', () => {
  const sundayMorning = new Date('2026-03-15T05:00:00Z'); // Sunday 08:00 in Amman

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
    const longAgo = new Date('1899-12-15T00:00:00Z');
    expect(isBookableDay('1899-12-31', longAgo)).toBe(false); // a Sunday
    expect(isBookableDay('1900-01-01', longAgo)).toBe(true); // a Monday
  });

  it('disables days beyond the booking horizon (90 days, as the server refuses them)', () => {
    const now = new Date('2030-01-01T06:00:00Z'); // a Tuesday, 09:00 in Amman
    expect(DEFAULT_BOOKING_HORIZON_DAYS).toBe(90);
    expect(isBookableDay('2030-04-01', now)).toBe(true); // a Monday, day 90
    expect(isBookableDay('2030-04-02', now)).toBe(false); // a Tuesday, day 91
    // The server's own horizon (BOOKING_HORIZON_DAYS=30 → last day 2030-01-31) wins.
    expect(isBookableDay('2030-01-31', now, '2030-01-31')).toBe(true);
    expect(isBookableDay('2030-02-03', now, '2030-01-31')).toBe(false); // a Sunday after it
  });

  it('never offers a day before today in Amman (property)', () => {
    fc.assert(
      fc.property(futureDayArb, futureDayArb, (day, todayDay) => {
        const now = new Date(toAppointmentDate(todayDay, '09:00'));
        if (isBookableDay(day, now)) {
          expect(day >= todayDay).toBe(true);
          expect(isClosedDay(day)).toBe(false);
        }
      }),
    );
  });
});

describe('isSlotPast', () => {
  it('marks a slot past from its start', () => {
    const nine = new Date('2026-03-15T06:00:00Z');
    expect(isSlotPast('2026-03-15', '09:00', nine)).toBe(true);
    expect(isSlotPast('2026-03-15', '10:00', nine)).toBe(false);
    expect(isSlotPast('2026-03-16', '09:00', nine)).toBe(false);
  });
});

describe('formatting', () => {
  it('shows the appointment in Arabic with Latin digits, in Amman time', () => {
    process.env.TZ = 'UTC';
    expect(formatAppointmentDate('2026-03-15T09:00:00+03:00')).toBe(
      'الأحد، 15 آذار 2026 في 9:00 ص',
    );
    expect(formatSlot('14:00')).toBe('2:00 م');
    expect(formatSlot('09:00')).toBe('9:00 ص');
  });
});
