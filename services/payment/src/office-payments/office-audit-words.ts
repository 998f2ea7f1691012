import { formatJod, fromMinorUnits } from '@ssc/contracts';

interface Paid {
  reference: string | null;
  payerName: string | null;
  amountMinor: number;
}

/** «SND-26-00012 لخالد العمري»: what a payment is for and whose it is, never its UUID. */
function whose(payment: Paid): string {
  const reference = payment.reference ?? 'دفعة دون مرجع';
  if (!payment.payerName) return reference;
  const name = payment.payerName;
  return `${reference} ${/^[\u0600-\u06FF]/.test(name) ? `ل${name}` : `لـ${name}`}`;
}

const amount = (payment: Paid) => formatJod(fromMinorUnits(payment.amountMinor));

/** The audit log's words for the office's payment decisions (issue 34.7). */
export const officePaymentAuditWords = {
  cash: (payment: Paid) => `سجّل دفع ${amount(payment)} نقداً في المكتب عن ${whose(payment)}`,
  confirmed: (payment: Paid, bankReference: string | undefined) =>
    `أكّد تحويل CliQ بقيمة ${amount(payment)} عن ${whose(payment)}` +
    (bankReference ? `، مرجع البنك ${bankReference}` : ''),
  rejected: (payment: Paid, reason: string) =>
    `رفض تحويل CliQ بقيمة ${amount(payment)} عن ${whose(payment)}، السبب: ${reason}`,
} as const;
