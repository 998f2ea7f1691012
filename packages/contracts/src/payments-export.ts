import { z } from 'zod';

/**
 * The accountant's monthly payments export (issue 31.5): `GET /api/payments-export?month=YYYY-MM`
 * (admin), every payment of appointments and service requests whose time of payment falls in
 * that month in Amman, as CSV.
 */
export const paymentsExportMessages = {
  monthInvalid: 'الشهر غير صحيح، مثال: 2026-11',
} as const;

/** `2026-11`: a month of the years 1000–2999 (what `<input type="month">` gives). */
export const MONTH_PATTERN = /^[12]\d{3}-(0[1-9]|1[0-2])$/;

/** `GET /api/payments-export`: the month, required; anything else is a 400 in Arabic. */
export const paymentsExportQuerySchema = z.object({
  month: z
    .string({ error: paymentsExportMessages.monthInvalid })
    .regex(MONTH_PATTERN, paymentsExportMessages.monthInvalid)
    .describe('الشهر بتوقيت عمّان، YYYY-MM'),
});
export type PaymentsExportQuery = z.infer<typeof paymentsExportQuerySchema>;

/** `payments-2026-11.csv`: the name the downloaded file is given. */
export function paymentsExportFileName(month: string): string {
  return `payments-${month}.csv`;
}
