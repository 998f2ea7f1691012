import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Availability,
  availabilityMessages,
  DEFAULT_AVAILABILITY,
  DEFAULT_WEEK,
  putExceptionSchema,
  putWeekSchema,
  slotsForDay,
  upcomingHolidays,
  WEEKDAYS,
} from './availability';
import { isBookableDay, isOpenDay, slotProblem, slotStart, slotsOfDay, weekdayOf } from './slots';

const longAgo = new Date('2000-01-01T00:00:00Z');
const timeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const timesArb = fc.uniqueArray(timeArb, { maxLength: 8 }).map((t) => [...t].sort());
const dayArb = fc
  .date({
    min: new Date('2030-01-01T00:00:00Z'),
    max: new Date('2031-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const weekArb = fc
  .tuple(...WEEKDAYS.map(() => timesArb))
  .map((days) => Object.fromEntries(WEEKDAYS.map((k, i) => [k, days[i]])) as Availability['week']);
const exceptionArb = fc.record({
  date: dayArb,
  closed: fc.boolean(),
  slots: timesArb.filter((t) => t.length > 0),
});
const availabilityArb = fc
  .tuple(weekArb, fc.uniqueArray(exceptionArb, { selector: (e) => e.date, maxLength: 10 }))
  .map(
    ([week, exceptions]): Availability => ({
      week,
      exceptions: exceptions.map((e) => (e.closed ? { date: e.date, closed: true } : e)),
    }),
  );

describe('availability rules', () => {
  it('offers no slot on a closed day', () => {
    fc.assert(
      fc.property(availabilityArb, dayArb, (availability, day) => {
        const offered = slotsForDay(availability, day);
        if (!offered.closed) return;
        expect(isOpenDay(day, availability)).toBe(false);
        expect(isBookableDay(day, longAgo, '2099-12-31', availability)).toBe(false);
        expect(slotsOfDay(day, longAgo, undefined, availability)).toEqual([]);
        for (const time of ['09:00', '12:30', '16:00']) {
          expect(['closedDay', 'closedDate']).toContain(
            slotProblem(slotStart(day, time), longAgo, undefined, availability),
          );
        }
      }),
    );
  });

  it('lets a date exception override the week', () => {
    fc.assert(
      fc.property(availabilityArb, exceptionArb, (availability, exception) => {
        const withIt: Availability = {
          ...availability,
          exceptions: [...availability.exceptions.filter((e) => e.date !== exception.date)],
        };
        withIt.exceptions.push(exception);
        const offered = slotsForDay(withIt, exception.date);
        expect(offered.slots).toEqual(exception.closed ? [] : exception.slots);
        for (const time of exception.closed ? [] : exception.slots) {
          expect(slotProblem(slotStart(exception.date, time), longAgo, undefined, withIt)).toBe(
            undefined,
          );
        }
        const weekSlots = availability.week[String(weekdayOf(exception.date)) as '0'];
        for (const time of weekSlots) {
          if (!exception.closed && exception.slots.includes(time)) continue;
          expect(
            slotProblem(slotStart(exception.date, time), longAgo, undefined, withIt),
          ).toBeDefined();
        }
      }),
    );
  });

  it('refuses a blocked slot (an exception without it) and keeps the others', () => {
    fc.assert(
      fc.property(
        dayArb.filter((d) => DEFAULT_WEEK[String(weekdayOf(d)) as '0'].length > 1),
        fc.nat(),
        (day, pick) => {
          const week = DEFAULT_WEEK[String(weekdayOf(day)) as '0'];
          const blocked = week[pick % week.length] as string;
          const availability: Availability = {
            week: DEFAULT_WEEK,
            exceptions: [
              { date: day, closed: false, slots: week.filter((t) => t !== blocked), note: 'x' },
            ],
          };
          expect(slotProblem(slotStart(day, blocked), longAgo, undefined, availability)).toBe(
            'notSlot',
          );
          for (const time of week.filter((t) => t !== blocked)) {
            expect(slotProblem(slotStart(day, time), longAgo, undefined, availability)).toBe(
              undefined,
            );
          }
        },
      ),
    );
  });

  it('follows the default week exactly as the rules without availability do', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        expect(isOpenDay(day, DEFAULT_AVAILABILITY)).toBe(isOpenDay(day));
        const withDefault = slotsOfDay(day, longAgo, undefined, DEFAULT_AVAILABILITY);
        const without = slotsOfDay(day, longAgo).filter(() => isOpenDay(day));
        expect(withDefault).toEqual(without);
      }),
    );
  });

  it('says closedDate for an exception and closedDay for a weekday off', () => {
    const availability: Availability = {
      week: DEFAULT_WEEK,
      exceptions: [{ date: '2030-01-06', closed: true, note: 'عطلة' }], // a Sunday
    };
    expect(slotProblem(slotStart('2030-01-06', '09:00'), longAgo, undefined, availability)).toBe(
      'closedDate',
    );
    expect(slotProblem(slotStart('2030-01-04', '09:00'), longAgo, undefined, availability)).toBe(
      'closedDay',
    ); // a Friday
  });
});

describe('availability schemas', () => {
  const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message) ?? [];

  it('accepts the default week and refuses bad or unsorted times and a missing day', () => {
    expect(putWeekSchema.safeParse({ week: DEFAULT_WEEK }).success).toBe(true);
    expect(issues(putWeekSchema.safeParse({ week: { ...DEFAULT_WEEK, '1': ['9:00'] } }))).toContain(
      availabilityMessages.timeInvalid,
    );
    expect(
      issues(putWeekSchema.safeParse({ week: { ...DEFAULT_WEEK, '1': ['10:00', '09:00'] } })),
    ).toContain(availabilityMessages.timesUnsorted);
    expect(
      issues(putWeekSchema.safeParse({ week: { ...DEFAULT_WEEK, '1': ['10:00', '10:00'] } })),
    ).toContain(availabilityMessages.timesUnsorted);
    const { '6': _saturday, ...sixDays } = DEFAULT_WEEK;
    expect(issues(putWeekSchema.safeParse({ week: sixDays }))).toContain(
      availabilityMessages.weekDayMissing,
    );
  });

  it('checks an exception: closed without slots, open with some, a note of at most 200', () => {
    expect(putExceptionSchema.safeParse({ closed: true, note: 'عطلة' }).success).toBe(true);
    expect(putExceptionSchema.safeParse({ closed: false, slots: ['10:00'] }).success).toBe(true);
    expect(issues(putExceptionSchema.safeParse({ closed: true, slots: ['10:00'] }))).toContain(
      availabilityMessages.closedWithSlots,
    );
    expect(issues(putExceptionSchema.safeParse({ closed: false }))).toContain(
      availabilityMessages.slotsRequired,
    );
    expect(issues(putExceptionSchema.safeParse({ closed: true, note: 'ن'.repeat(201) }))).toContain(
      availabilityMessages.noteTooLong,
    );
    expect(issues(putExceptionSchema.safeParse({}))).toContain(availabilityMessages.closedRequired);
  });
});

describe('fixed holidays', () => {
  it('lists each fixed holiday once within the coming year, as closed days', () => {
    expect(upcomingHolidays('2026-11-26')).toEqual([
      { date: '2026-12-25', closed: true, note: 'عيد الميلاد المجيد' },
      { date: '2027-01-01', closed: true, note: 'رأس السنة الميلادية' },
      { date: '2027-05-01', closed: true, note: 'عيد العمال' },
      { date: '2027-05-25', closed: true, note: 'عيد الاستقلال' },
    ]);
    fc.assert(
      fc.property(dayArb, (today) => {
        const days = upcomingHolidays(today);
        expect(days).toHaveLength(4);
        expect(new Set(days.map((d) => d.note)).size).toBe(4);
        for (const d of days) expect(d.date >= today).toBe(true);
      }),
    );
  });
});
