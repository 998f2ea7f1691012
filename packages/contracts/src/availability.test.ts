import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Availability,
  availabilityMessages,
  DEFAULT_AVAILABILITY,
  DEFAULT_HOURS,
  DEFAULT_WEEK,
  type Hours,
  type HoursPeriod,
  hoursSchema,
  overlappingPeriod,
  periodInputSchema,
  putExceptionSchema,
  putWeekSchema,
  SLOT_MINUTES,
  slotsForDay,
  slotsFromRanges,
  type TimeRange,
  upcomingHolidays,
  WEEKDAYS,
  weekFromHours,
  weekSchema,
} from './availability';
import { TIME_SLOTS } from './constants';
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
    expect(weekSchema.safeParse(DEFAULT_WEEK).success).toBe(true);
    expect(issues(weekSchema.safeParse({ ...DEFAULT_WEEK, '1': ['9:00'] }))).toContain(
      availabilityMessages.timeInvalid,
    );
    expect(issues(weekSchema.safeParse({ ...DEFAULT_WEEK, '1': ['10:00', '09:00'] }))).toContain(
      availabilityMessages.timesUnsorted,
    );
    expect(issues(weekSchema.safeParse({ ...DEFAULT_WEEK, '1': ['10:00', '10:00'] }))).toContain(
      availabilityMessages.timesUnsorted,
    );
    const { '6': _saturday, ...sixDays } = DEFAULT_WEEK;
    expect(issues(weekSchema.safeParse(sixDays))).toContain(availabilityMessages.weekDayMissing);
  });

  it('checks the week’s hours: from before to, no overlap, a sensible slot length that fits', () => {
    const withMonday = (ranges: TimeRange[], slotMinutes = 60) => ({
      hours: { ranges: { ...DEFAULT_HOURS.ranges, '1': ranges }, slotMinutes },
    });
    expect(putWeekSchema.safeParse({ hours: DEFAULT_HOURS }).success).toBe(true);
    expect(
      putWeekSchema.safeParse(
        withMonday([
          { from: '09:00', to: '13:00' },
          { from: '16:00', to: '18:00' },
        ]),
      ).success,
    ).toBe(true);
    // Touching ranges do not overlap; a range may end at midnight.
    expect(
      putWeekSchema.safeParse(
        withMonday([
          { from: '09:00', to: '12:00' },
          { from: '12:00', to: '24:00' },
        ]),
      ).success,
    ).toBe(true);
    expect(issues(putWeekSchema.safeParse(withMonday([{ from: '13:00', to: '09:00' }])))).toContain(
      availabilityMessages.rangeOrder,
    );
    expect(issues(putWeekSchema.safeParse(withMonday([{ from: '9:00', to: '13:00' }])))).toContain(
      availabilityMessages.rangeTimeInvalid,
    );
    expect(
      issues(
        putWeekSchema.safeParse(
          withMonday([
            { from: '09:00', to: '13:00' },
            { from: '12:00', to: '15:00' },
          ]),
        ),
      ),
    ).toContain(availabilityMessages.rangesOverlap);
    expect(issues(putWeekSchema.safeParse(withMonday([{ from: '09:00', to: '09:45' }])))).toContain(
      availabilityMessages.rangeTooShort,
    );
    for (const bad of [0, 25, 61, -30]) {
      expect(
        issues(putWeekSchema.safeParse(withMonday([{ from: '09:00', to: '13:00' }], bad))),
      ).toContain(availabilityMessages.slotMinutesInvalid);
    }
  });

  it('checks a period: a name, from not after to, hours unless closed, at most a year', () => {
    const ramadan = {
      name: 'رمضان',
      from: '2031-01-20',
      to: '2031-02-18',
      closed: false,
      hours: DEFAULT_HOURS,
    };
    expect(periodInputSchema.safeParse(ramadan).success).toBe(true);
    expect(
      periodInputSchema.safeParse({ ...ramadan, closed: true, hours: undefined }).success,
    ).toBe(true);
    expect(issues(periodInputSchema.safeParse({ ...ramadan, name: '  ' }))).toContain(
      availabilityMessages.periodNameRequired,
    );
    expect(issues(periodInputSchema.safeParse({ ...ramadan, to: '2031-01-19' }))).toContain(
      availabilityMessages.periodOrder,
    );
    expect(issues(periodInputSchema.safeParse({ ...ramadan, to: '2032-01-21' }))).toContain(
      availabilityMessages.periodTooLong,
    );
    expect(issues(periodInputSchema.safeParse({ ...ramadan, hours: undefined }))).toContain(
      availabilityMessages.periodHoursRequired,
    );
    expect(issues(periodInputSchema.safeParse({ ...ramadan, closed: true }))).toContain(
      availabilityMessages.periodClosedWithHours,
    );
    expect(issues(periodInputSchema.safeParse({ ...ramadan, from: '2031-02-30' }))).toContain(
      availabilityMessages.dateInvalid,
    );
  });

  it('finds the period a new one would share a date with, ignoring the one edited', () => {
    const periods = [
      { id: 'a', name: 'رمضان', from: '2031-01-20', to: '2031-02-18' },
      { id: 'b', name: 'الصيف', from: '2031-07-01', to: '2031-08-31' },
    ];
    expect(overlappingPeriod(periods, { from: '2031-02-18', to: '2031-02-25' })?.name).toBe(
      'رمضان',
    );
    expect(overlappingPeriod(periods, { from: '2031-06-01', to: '2031-09-30' })?.name).toBe(
      'الصيف',
    );
    expect(overlappingPeriod(periods, { from: '2031-02-19', to: '2031-06-30' })).toBeUndefined();
    expect(
      overlappingPeriod(periods, { id: 'a', from: '2031-01-10', to: '2031-02-20' }),
    ).toBeUndefined();
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

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const fromMinutes = (m: number) =>
  m === 1440
    ? '24:00'
    : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Up to four ranges of one day, not overlapping (sorted cut points of the day, paired). */
const rangesArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 1440 }), { maxLength: 8 })
  .map((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const ranges: TimeRange[] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) {
      const from = sorted[i] as number;
      const to = sorted[i + 1] as number;
      if (from < 1440) ranges.push({ from: fromMinutes(from), to: fromMinutes(to) });
    }
    return ranges;
  });
const slotMinutesArb = fc.constantFrom(...SLOT_MINUTES);
const hoursArb = fc.tuple(fc.tuple(...WEEKDAYS.map(() => rangesArb)), slotMinutesArb).map(
  ([days, slotMinutes]): Hours => ({
    ranges: Object.fromEntries(WEEKDAYS.map((k, i) => [k, days[i]])) as Hours['ranges'],
    slotMinutes,
  }),
);

describe('slots derived from the hours', () => {
  it('reads a week of slot lists (design §3a) as hours that offer exactly those slots', () => {
    const startsArb = fc
      .uniqueArray(fc.integer({ min: 0, max: 95 }), { maxLength: 6 })
      .map((quarters) => quarters.sort((a, b) => a - b).map((q) => q * 15));
    fc.assert(
      fc.property(fc.array(startsArb, { minLength: 7, maxLength: 7 }), (days) => {
        const week = Object.fromEntries(
          WEEKDAYS.map((key, i) => [key, (days[i] as number[]).map(fromMinutes)]),
        ) as typeof DEFAULT_WEEK;
        const { hours } = putWeekSchema.parse({ week });
        for (const key of WEEKDAYS) {
          expect(slotsFromRanges(hours.ranges[key], hours.slotMinutes)).toEqual(week[key]);
        }
      }),
    );
    const spec = putWeekSchema.parse({ week: DEFAULT_WEEK });
    expect(spec.hours.slotMinutes).toBe(60);
    expect(spec.hours.ranges['0']).toEqual([
      { from: '09:00', to: '12:00' },
      { from: '14:00', to: '17:00' },
    ]);
    const tooClose = putWeekSchema.safeParse({
      week: { ...DEFAULT_WEEK, '1': ['09:00', '09:05'] },
    });
    expect(tooClose.error?.issues.map((issue) => issue.message)).toEqual([
      availabilityMessages.weekNotHours,
    ]);
    const badTime = putWeekSchema.safeParse({ week: { ...DEFAULT_WEEK, '1': ['9'] } });
    expect(badTime.error?.issues[0]?.path).toEqual(['week', '1', 0]);
  });

  it('puts every slot wholly inside a range, and every slot that fits is offered', () => {
    fc.assert(
      fc.property(rangesArb, slotMinutesArb, (ranges, length) => {
        const slots = slotsFromRanges(ranges, length);
        expect([...slots].sort()).toEqual(slots);
        expect(new Set(slots).size).toBe(slots.length);
        for (const slot of slots) {
          const start = toMinutes(slot);
          expect(
            ranges.some(
              (r) =>
                toMinutes(r.from) <= start &&
                start + length <= toMinutes(r.to) &&
                (start - toMinutes(r.from)) % length === 0,
            ),
          ).toBe(true);
        }
        const fitting = ranges.reduce(
          (n, r) => n + Math.floor((toMinutes(r.to) - toMinutes(r.from)) / length),
          0,
        );
        expect(slots).toHaveLength(fitting);
      }),
    );
  });

  it('gives 09:00–13:00 and 16:00–18:00 in half hours, and the default hours the spec’s six slots', () => {
    expect(
      slotsFromRanges(
        [
          { from: '09:00', to: '13:00' },
          { from: '16:00', to: '18:00' },
        ],
        30,
      ),
    ).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
    ]);
    // A 45-minute slot from 09:00 to 10:00: one; the next would end at 10:30.
    expect(slotsFromRanges([{ from: '09:00', to: '10:00' }], 45)).toEqual(['09:00']);
    expect(slotsFromRanges([{ from: '23:00', to: '24:00' }], 60)).toEqual(['23:00']);
    for (const key of WEEKDAYS) {
      expect(DEFAULT_WEEK[key]).toEqual(Number(key) <= 4 ? [...TIME_SLOTS] : []);
    }
    expect(hoursSchema.safeParse(DEFAULT_HOURS).success).toBe(true);
  });

  it('accepts every generated week of hours whose ranges fit a slot', () => {
    fc.assert(
      fc.property(hoursArb, (hours) => {
        const fits = WEEKDAYS.every((k) =>
          hours.ranges[k].every((r) => toMinutes(r.to) - toMinutes(r.from) >= hours.slotMinutes),
        );
        expect(hoursSchema.safeParse(hours).success).toBe(fits);
      }),
    );
  });
});

describe('precedence: date exception > period > week', () => {
  const periodArb = fc
    .tuple(dayArb, fc.integer({ min: 0, max: 60 }), fc.boolean(), hoursArb)
    .map(([from, days, closed, hours]): HoursPeriod => {
      const to = new Date(Date.parse(from) + days * 86_400_000).toISOString().slice(0, 10);
      return { id: 'p', name: 'رمضان', from, to, closed, ...(closed ? {} : { hours }) };
    });

  it('a period overrides the week on its days only, and never offers a slot outside its hours', () => {
    fc.assert(
      fc.property(hoursArb, periodArb, dayArb, (week, period, day) => {
        const availability: Availability = {
          week: weekFromHours(week),
          hours: week,
          periods: [period],
          exceptions: [],
        };
        const offered = slotsForDay(availability, day);
        const key = String(weekdayOf(day)) as '0';
        if (day < period.from || day > period.to) {
          expect(offered.slots).toEqual(weekFromHours(week)[key]);
          expect(offered.period).toBeUndefined();
          return;
        }
        expect(offered.period?.id).toBe('p');
        if (!period.hours) {
          expect(offered).toMatchObject({ closed: true, slots: [] });
          return;
        }
        const { ranges, slotMinutes } = period.hours;
        expect(offered.slots).toEqual(slotsFromRanges(ranges[key], slotMinutes));
        for (const slot of offered.slots) {
          expect(
            ranges[key].some(
              (r) =>
                toMinutes(r.from) <= toMinutes(slot) &&
                toMinutes(slot) + slotMinutes <= toMinutes(r.to),
            ),
          ).toBe(true);
          expect(slotProblem(slotStart(day, slot), longAgo, undefined, availability)).toBe(
            undefined,
          );
        }
      }),
    );
  });

  it('a date exception overrides the period covering it', () => {
    fc.assert(
      fc.property(hoursArb, periodArb, exceptionArb, (week, period, exception) => {
        const inside = { ...exception, date: period.from };
        const availability: Availability = {
          week: weekFromHours(week),
          periods: [period],
          exceptions: [inside],
        };
        const offered = slotsForDay(availability, inside.date);
        expect(offered.exception?.date).toBe(inside.date);
        expect(offered.period).toBeUndefined();
        expect(offered.slots).toEqual(inside.closed ? [] : inside.slots);
      }),
    );
  });
});
