import { describe, expect, it } from 'vitest';
import {
  acceptedShift,
  hijriDateOf,
  moveHoliday,
  proposeMovableHolidays,
  upcomingMovableHolidays,
} from './movable-holidays';

const dates = (holiday: { days: { date: string }[] } | undefined) =>
  holiday?.days.map((d) => d.date);

describe('Jordan’s movable holidays from the Umm al-Qura calendar', () => {
  it('reads a Gregorian day’s Hijri date', () => {
    expect(hijriDateOf('2026-03-20')).toEqual({ year: 1447, month: 10, day: 1 });
    expect(hijriDateOf('2026-03-19')).toEqual({ year: 1447, month: 9, day: 30 });
  });

  it('proposes the two Eids, the Hijri new year and the Prophet’s birthday of 2026', () => {
    const holidays = proposeMovableHolidays(2026);
    const byId = new Map(holidays.map((h) => [h.id, h]));
    expect(holidays.map((h) => h.id)).toEqual([
      'eid-al-fitr-1447',
      'eid-al-adha-1447',
      'hijri-new-year-1448',
      'mawlid-1448',
    ]);
    expect(dates(byId.get('eid-al-fitr-1447'))).toEqual(['2026-03-20', '2026-03-21', '2026-03-22']);
    expect(byId.get('eid-al-adha-1447')?.days).toEqual([
      { date: '2026-05-26', note: 'وقفة عرفة' },
      { date: '2026-05-27', note: 'عيد الأضحى' },
      { date: '2026-05-28', note: 'عيد الأضحى' },
      { date: '2026-05-29', note: 'عيد الأضحى' },
    ]);
    expect(dates(byId.get('hijri-new-year-1448'))).toEqual(['2026-06-16']);
    expect(dates(byId.get('mawlid-1448'))).toEqual(['2026-08-25']);
    expect(byId.get('eid-al-fitr-1447')?.name).toBe('عيد الفطر');
  });

  it('offers the coming twelve months, a holiday still running included', () => {
    // 21 March 2026 is Eid al-Fitr's second day: it is still offered, and next year's too.
    const upcoming = upcomingMovableHolidays('2026-03-21');
    expect(upcoming.map((h) => h.id)).toEqual([
      'eid-al-fitr-1447',
      'eid-al-adha-1447',
      'hijri-new-year-1448',
      'mawlid-1448',
      'eid-al-fitr-1448',
    ]);
    // On 23 March the Eid is over; Eid al-Adha 1448 (May 2027) is more than a year away.
    expect(upcomingMovableHolidays('2026-03-23').map((h) => h.id)[0]).toBe('eid-al-adha-1447');
    expect(upcomingMovableHolidays('2026-03-23').map((h) => h.id)).not.toContain(
      'eid-al-adha-1448',
    );
    expect(dates(upcomingMovableHolidays('2026-04-01').at(-1))?.[0]).toBe('2027-03-09');
  });

  it('moves a proposal by a day and recognises it accepted, moved or not', () => {
    const fitr = proposeMovableHolidays(2026)[0];
    if (!fitr) throw new Error('no Eid al-Fitr in 2026');
    const later = moveHoliday(fitr, 1);
    expect(dates(later)).toEqual(['2026-03-21', '2026-03-22', '2026-03-23']);
    const closed = (holiday: typeof fitr) =>
      holiday.days.map((d) => ({ date: d.date, closed: true, note: d.note }));
    expect(acceptedShift(fitr, closed(fitr))).toBe(0);
    expect(acceptedShift(fitr, closed(later))).toBe(1);
    expect(acceptedShift(fitr, [])).toBeUndefined();
    // One day missing, or another note: not accepted.
    expect(acceptedShift(fitr, closed(fitr).slice(1))).toBeUndefined();
    expect(
      acceptedShift(
        fitr,
        closed(fitr).map((e) => ({ ...e, note: 'غياب' })),
      ),
    ).toBeUndefined();
  });
});
