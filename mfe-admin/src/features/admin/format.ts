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
