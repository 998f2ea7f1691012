import { LOCALE, TIME_ZONE } from './constants';

/**
 * Dates and times as the office's documents write them (the emails, the PDF receipt): Amman's
 * day and time, Arabic words, Latin digits (LOCALE).
 */

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

/** «الأحد، 6 كانون الثاني 2030»: the day in Amman. */
export function formatAmmanDate(instant: Date | string): string {
  return dateFormat.format(new Date(instant));
}

/** «9:00 ص»: the time in Amman. */
export function formatAmmanTime(instant: Date | string): string {
  return timeFormat.format(new Date(instant));
}

/** «الأحد، 15 آذار 2026 الساعة 10:30 ص»: the day and the time in Amman. */
export function formatAmmanDateTime(instant: Date | string): string {
  const date = new Date(instant);
  return `${dateFormat.format(date)} الساعة ${timeFormat.format(date)}`;
}
