import { LOCALE, TIME_ZONE } from '@ssc/contracts';

/** The calendar event of a consultation (spec §9: standard session 60 minutes). */
export const SESSION_MINUTES = 60;

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

/** «الأحد، 6 كانون الثاني 2030»: the day in Amman, Arabic words, Latin digits. */
export function formatAmmanDate(date: Date): string {
  return dateFormat.format(date);
}

/** «9:00 ص»: the time in Amman. */
export function formatAmmanTime(date: Date): string {
  return timeFormat.format(date);
}

/**
 * A phone number or an address kept left to right inside an Arabic line (Unicode isolates:
 * `+442071234567` would otherwise read `442071234567+`); invisible in both parts.
 */
export function ltr(value: string): string {
  return `\u2066${value}\u2069`;
}
