/**
 * Jordan's religious holidays move with the Hijri calendar (issue 34.2): proposed from the
 * Umm al-Qura calendar that `Intl` carries, never from a hand-kept table. Jordan announces them
 * by moon sighting, so a proposal may be a day off: the admin moves it by a day before accepting.
 *
 * Import it as `@ssc/contracts/movable-holidays`.
 */
import { isCalendarDay, parseDay, utcDate } from './calendar-day';

type Day = string;

export interface MovableHolidayDefinition {
  key: 'eid-al-fitr' | 'eid-al-adha' | 'hijri-new-year' | 'mawlid';
  name: string;
  /** Hijri month (1 = Muharram … 12 = Dhu al-Hijjah). */
  month: number;
  /** The Hijri days of that month the office closes, each with the note its closed day carries. */
  days: readonly { day: number; note: string }[];
}

export const MOVABLE_HOLIDAYS: readonly MovableHolidayDefinition[] = [
  {
    key: 'eid-al-fitr',
    name: 'عيد الفطر',
    month: 10,
    days: [1, 2, 3].map((day) => ({ day, note: 'عيد الفطر' })),
  },
  {
    key: 'eid-al-adha',
    name: 'عيد الأضحى',
    month: 12,
    days: [
      { day: 9, note: 'وقفة عرفة' },
      ...[10, 11, 12].map((day) => ({ day, note: 'عيد الأضحى' })),
    ],
  },
  {
    key: 'hijri-new-year',
    name: 'رأس السنة الهجرية',
    month: 1,
    days: [{ day: 1, note: 'رأس السنة الهجرية' }],
  },
  { key: 'mawlid', name: 'المولد النبوي', month: 3, days: [{ day: 12, note: 'المولد النبوي' }] },
];

/** One holiday of one Hijri year, on the Gregorian days Umm al-Qura gives. */
export interface MovableHoliday {
  /** E.g. `eid-al-fitr-1447`: the same holiday of the same Hijri year, however moved. */
  id: string;
  name: string;
  hijriYear: number;
  /** Its closed days, ascending, each with its note (the holiday's name, or «وقفة عرفة»). */
  days: { date: Day; note: string }[];
}

// Latin digits and the islamic-umalqura calendar whatever the runtime's default locale; at UTC so
// a calendar day (midnight UTC) is read as itself.
const hijriFormat = new Intl.DateTimeFormat('en-u-nu-latn', {
  calendar: 'islamic-umalqura',
  timeZone: 'UTC',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/** The Umm al-Qura year, month and day of a Gregorian calendar day. */
export function hijriDateOf(day: Day): { year: number; month: number; day: number } {
  const [y, m, d] = parseDay(day);
  const parts = hijriFormat.formatToParts(utcDate(y, m, d));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** A calendar day `n` days after `day` (before when negative). */
export function shiftDay(day: Day, n: number): Day {
  const [y, m, d] = parseDay(day);
  return dayText(utcDate(y, m, d + n));
}

/**
 * The movable holidays that start in a Gregorian year, in date order. A holiday whose days run
 * over New Year (its first day in December) belongs to the year it starts in.
 */
export function proposeMovableHolidays(gregorianYear: number): MovableHoliday[] {
  const found = new Map<string, MovableHoliday>();
  // 1 January to 10 January of the next year: a holiday starting on 31 December is whole.
  // (utcDate carries a day past the month's end into the next month.)
  for (let n = 0; n < 375; n += 1) {
    const date = dayText(utcDate(gregorianYear, 1, 1 + n));
    const hijri = hijriDateOf(date);
    for (const holiday of MOVABLE_HOLIDAYS) {
      const match = holiday.days.find((d) => d.day === hijri.day);
      if (holiday.month !== hijri.month || !match) continue;
      const id = `${holiday.key}-${hijri.year}`;
      const entry = found.get(id);
      if (entry) entry.days.push({ date, note: match.note });
      else if (match === holiday.days[0] && date.startsWith(`${gregorianYear}-`)) {
        found.set(id, {
          id,
          name: holiday.name,
          hijriYear: hijri.year,
          days: [{ date, note: match.note }],
        });
      }
    }
  }
  return [...found.values()].sort((a, b) => firstDay(a).localeCompare(firstDay(b)));
}

const firstDay = (holiday: MovableHoliday) => holiday.days[0]?.date ?? '';

/**
 * The holidays the admin is offered on `today`: those of the coming twelve months, from one not
 * yet over (its last day today or later) to one that starts before the same day next year.
 */
export function upcomingMovableHolidays(today: Day): MovableHoliday[] {
  if (!isCalendarDay(today)) return [];
  const year = parseDay(today)[0];
  const yearLater = shiftDay(today, 365);
  return [...proposeMovableHolidays(year), ...proposeMovableHolidays(year + 1)].filter(
    (h) => (h.days.at(-1)?.date ?? '') >= today && firstDay(h) < yearLater,
  );
}

/** The holiday moved by `days` (−1 a day earlier, +1 a day later); its notes stay. */
export function moveHoliday(holiday: MovableHoliday, days: number): MovableHoliday {
  return { ...holiday, days: holiday.days.map((d) => ({ ...d, date: shiftDay(d.date, days) })) };
}

/** How far a proposal may be moved from what Umm al-Qura gives, either way. */
export const MAX_HOLIDAY_SHIFT = 2;

/**
 * Whether the office already closed for this holiday: the shift (0, or up to MAX_HOLIDAY_SHIFT
 * days either way) at which every one of its days is a closed day carrying its note; undefined
 * when it was not accepted.
 */
export function acceptedShift(
  holiday: MovableHoliday,
  exceptions: readonly { date: Day; closed: boolean; note?: string | undefined }[],
): number | undefined {
  const closedNotes = new Map(
    exceptions.filter((e) => e.closed).map((e) => [e.date, e.note ?? ''] as const),
  );
  const shifts = [0];
  for (let n = 1; n <= MAX_HOLIDAY_SHIFT; n += 1) shifts.push(-n, n);
  for (const shift of shifts) {
    if (moveHoliday(holiday, shift).days.every((d) => closedNotes.get(d.date) === d.note)) {
      return shift;
    }
  }
  return undefined;
}
