import type { Appointment } from '@ssc/contracts';
import { DEFAULT_AVAILABILITY, DEFAULT_WEEK } from '@ssc/contracts/availability';
import { describe, expect, it } from 'vitest';
import { addDays, buildWeek, placeOf, shownSpan, weekStartOf } from './week';

const appointment = (id: string, date: string, status: Appointment['status'] = 'pending') =>
  ({ id, date, status, createdAt: '2029-12-01T07:00:00.000Z' }) as Appointment;

describe('the calendar week', () => {
  it('counts days across months and years, both ways', () => {
    expect(addDays('2029-12-30', 7)).toBe('2030-01-06');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('starts a week, «this week» included, on the Sunday before, a Friday or Saturday too', () => {
    expect(weekStartOf('2030-01-06')).toBe('2030-01-06'); // Sunday
    expect(weekStartOf('2030-01-10')).toBe('2030-01-06'); // Thursday
    expect(weekStartOf('2030-01-11')).toBe('2030-01-06'); // Friday
    expect(weekStartOf('2030-01-12')).toBe('2030-01-06'); // Saturday
  });

  it('shows today and the chosen date as columns on a weekend, and names the week by its columns', () => {
    // Saturday 12 January is today: its column shows (closed), and the title runs to it.
    const saturday = buildWeek('2030-01-06', DEFAULT_AVAILABILITY, [], '2030-01-12');
    expect(saturday.days.at(-1)).toMatchObject({ day: '2030-01-12', closed: true, today: true });
    expect(shownSpan(saturday)).toEqual({ from: '2030-01-06', to: '2030-01-12' });
    // Chosen, not today: the same; Friday, neither chosen nor open, stays out.
    const chosen = buildWeek('2030-01-06', DEFAULT_AVAILABILITY, [], '2030-01-08', '2030-01-12');
    expect(chosen.days.map((d) => d.day)).not.toContain('2030-01-11');
    expect(shownSpan(chosen)).toEqual({ from: '2030-01-06', to: '2030-01-12' });
    expect(shownSpan(buildWeek('2030-01-06', DEFAULT_AVAILABILITY, [], '2030-01-08'))).toEqual({
      from: '2030-01-06',
      to: '2030-01-10',
    });
  });

  it('lists the slots an exception blocks, to free, but none of a day closed whole', () => {
    const availability = {
      week: DEFAULT_WEEK,
      exceptions: [
        { date: '2030-01-07', closed: false, slots: ['09:00', '10:00', '14:00', '16:00'] },
        { date: '2030-01-08', closed: true, note: 'عطلة' },
      ],
    };
    const week = buildWeek('2030-01-06', availability, [], '2030-01-06');
    expect(week.days[1]?.blocked).toEqual(['11:00', '15:00']);
    expect(week.days[2]?.blocked).toEqual([]);
    expect(week.days[0]?.blocked).toEqual([]);
    // A blocked time stays a row of the table, to free from there.
    expect(week.times).toEqual(['09:00', '10:00', '11:00', '14:00', '15:00', '16:00']);
  });

  it('places an appointment by its Amman day and time, whatever the UTC date', () => {
    // 23:30 UTC on the 7th is 02:30 on the 8th in Amman.
    expect(placeOf({ date: '2030-01-07T23:30:00.000Z' })).toEqual({
      day: '2030-01-08',
      time: '02:30',
    });
  });

  it('shows Friday and Saturday only when open or holding an appointment, and adds its time as a row', () => {
    const plain = buildWeek('2030-01-06', DEFAULT_AVAILABILITY, [], '2030-01-08');
    expect(plain.days.map((d) => d.day)).toEqual([
      '2030-01-06',
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
    ]);
    expect(plain.times).toEqual(['09:00', '10:00', '11:00', '14:00', '15:00', '16:00']);
    expect(plain.days.map((d) => d.today)).toEqual([false, false, true, false, false]);

    const saturdayOpen = { week: { ...DEFAULT_WEEK, '6': ['10:00'] }, exceptions: [] };
    expect(buildWeek('2030-01-06', saturdayOpen, [], '2030-01-08').days).toHaveLength(6);

    // Friday 11 January 12:30 in Amman (booked before the hours changed): shown, its time a row.
    const friday = appointment('f', '2030-01-11T09:30:00.000Z');
    const week = buildWeek('2030-01-06', DEFAULT_AVAILABILITY, [friday], '2030-01-08');
    expect(week.days.at(-1)).toMatchObject({ day: '2030-01-11', closed: true });
    expect(week.days.at(-1)?.appointments).toEqual([friday]);
    expect(week.times).toContain('12:30');
  });

  it('lists a slot’s live appointment before a cancelled one', () => {
    const cancelled = appointment('c', '2030-01-08T06:00:00.000Z', 'cancelled');
    const live = {
      ...appointment('l', '2030-01-08T06:00:00.000Z'),
      createdAt: '2029-12-20T00:00:00Z',
    };
    const week = buildWeek('2030-01-06', DEFAULT_AVAILABILITY, [cancelled, live], '2030-01-08');
    expect(week.days[2]?.appointments.map((a) => a.id)).toEqual(['l', 'c']);
  });
});
