import { LOCALE, PAYMENT_CURRENCY, TIME_ZONE } from '@ssc/contracts';

/** Minor units of the dinar: three decimals (1 JOD = 1000 fils). */
const JOD_DECIMALS = 3;

/**
 * An amount in Jordanian dinars as Arabic text ("30 دينار أردني", "12.500 دينار أردني"): Latin
 * digits (LOCALE), the currency named in full, and the three fils decimals only when there are fils.
 */
export function formatJod(amount: number): string {
  const whole = Number.isInteger(Math.round(amount * 1000) / 1000);
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: PAYMENT_CURRENCY,
    currencyDisplay: 'name',
    minimumFractionDigits: whole ? 0 : JOD_DECIMALS,
    maximumFractionDigits: JOD_DECIMALS,
  }).format(amount);
}

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
