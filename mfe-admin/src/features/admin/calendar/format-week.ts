import { LOCALE } from '@ssc/contracts/constants';

// A calendar day is a date without a time zone: formatted at UTC midnight in UTC, so the
// visitor's own zone never moves it to the day before.
const atMidnight = (day: string) => {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};

const weekday = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'long' });
const dayMonth = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
});
const fullDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "الأحد". */
export const weekdayName = (day: string) => weekday.format(atMidnight(day));
/** "15 آذار". */
export const shortDate = (day: string) => dayMonth.format(atMidnight(day));
/** "15–21 آذار 2026" (months and years written once when shared). */
export const weekRange = (from: string, to: string) =>
  fullDate.formatRange(atMidnight(from), atMidnight(to));
