/**
 * Calendar days written YYYY-MM-DD, with no time zone involved: the one parser the slot rules
 * and the office's availability share.
 */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1–12) and day of a YYYY-MM-DD text; throws on any other shape. */
export function parseDay(day: string): [number, number, number] {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Midnight UTC of a day (years below 100 stay themselves). */
export function utcDate(y: number, m: number, d: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date;
}

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const [y, m, d] = parseDay(day);
  const date = utcDate(y, m, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Weekday (0 = Sunday … 6 = Saturday) of a calendar day. */
export function weekdayOf(day: string): number {
  const [y, m, d] = parseDay(day);
  return utcDate(y, m, d).getUTCDay();
}
