import { LOCALE, TIME_ZONE } from '@ssc/contracts/constants';

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const number = new Intl.NumberFormat(LOCALE);
const money = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3 });

/** An ISO date-time as Amman's date and time, e.g. "الأحد، 12 كانون الثاني 2025 في 10:00 ص". */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatNumber = (n: number) => number.format(n);
export const formatPrice = (jod: number) => `${money.format(jod)} د.أ`;

const slotTime = new Intl.DateTimeFormat(LOCALE, {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});
/** A slot's Amman wall-clock `HH:MM` as read: "9:00 ص", "2:00 م". */
export function formatSlot(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return slotTime.format(Date.UTC(2000, 0, 1, h, m));
}

const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
/** A calendar day `YYYY-MM-DD` as read: "الأحد، 15 آذار 2026". */
export function formatDay(day: string): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return dayFormat.format(Date.UTC(y, m - 1, d));
}
