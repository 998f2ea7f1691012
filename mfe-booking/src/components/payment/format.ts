import { LOCALE, TIME_ZONE } from '@ssc/contracts';

/** A date and time of a payment in Amman time, in Arabic ("15 آذار 2026 في 10:30 ص"). */
export function formatPaymentDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(date);
}
