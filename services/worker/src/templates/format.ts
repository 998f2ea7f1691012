/** The calendar event of a consultation (spec §9: standard session 60 minutes). */
export const SESSION_MINUTES = 60;

// The days and times in Amman (formatAmmanDate, formatAmmanTime, formatAmmanDateTime) are
// @ssc/contracts', shared with the PDF receipt.

/**
 * A phone number or an address kept left to right inside an Arabic line (Unicode isolates:
 * `+442071234567` would otherwise read `442071234567+`); invisible in both parts.
 */
export function ltr(value: string): string {
  return `\u2066${value}\u2069`;
}
