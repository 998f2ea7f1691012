import { formatAmmanDateTime, formatJod, fromMinorUnits } from '@ssc/contracts';
import { MANUAL_REFUND_METHOD_LABELS } from '@ssc/contracts/lifecycle';

/** «لخالد العمري», «لـJohn Smith»: the preposition joins an Arabic name, a tatweel any other. */
export function forClient(name: string): string {
  return /^[\u0600-\u06FF]/.test(name) ? `ل${name}` : `لـ${name}`;
}

type Booking = { reference: string; contactName: string };
const MODE_NAMES: Record<string, string> = { zoom: 'Zoom', teams: 'Teams' };

const methodName = (method: string) =>
  Object.hasOwn(MANUAL_REFUND_METHOD_LABELS, method)
    ? MANUAL_REFUND_METHOD_LABELS[method as keyof typeof MANUAL_REFUND_METHOD_LABELS]
    : method;

/** The words of each change the office makes to an appointment. */
export const auditWords = {
  confirmed: (
    row: Booking & { consultationMode: string },
    serviceName: string,
    meetingUrl?: string,
  ) =>
    `أكّد الموعد ${row.reference} (${serviceName}) ${forClient(row.contactName)}` +
    (meetingUrl ? `، رابط ${MODE_NAMES[row.consultationMode] ?? 'الاجتماع'} ${meetingUrl}` : ''),
  completed: (row: Booking) => `سجّل اكتمال الموعد ${row.reference} ${forClient(row.contactName)}`,
  no_show: (row: Booking) => `سجّل غياب ${row.contactName} عن الموعد ${row.reference}`,
  cancelled: (row: Booking, reason: string | undefined, refundPercent: number | null) =>
    `ألغى الموعد ${row.reference} ${forClient(row.contactName)}` +
    (reason ? `، السبب: ${reason}` : '') +
    (refundPercent ? `، استرداد ${refundPercent}%` : ''),
  rescheduled: (row: Booking, from: Date, to: Date) =>
    `نقل الموعد ${row.reference} ${forClient(row.contactName)} من ${formatAmmanDateTime(from)} ` +
    `إلى ${formatAmmanDateTime(to)}`,
  appointmentNote: (row: Booking) =>
    `أضاف ملاحظة على الموعد ${row.reference} ${forClient(row.contactName)}`,
  refundRetried: (row: Booking, amountMinor: number) =>
    `أعاد طلب استرداد ${formatJod(fromMinorUnits(amountMinor))} للموعد ${row.reference} ` +
    forClient(row.contactName),
  refundRecorded: (row: Booking, amountMinor: number, method: string) =>
    `سجّل ردّ ${formatJod(fromMinorUnits(amountMinor))} للموعد ${row.reference} ` +
    `${forClient(row.contactName)} (${methodName(method)})`,
  bookingFile: (fileName: string, row: Booking) =>
    `نزّل الملف «${fileName}» من الموعد ${row.reference} ${forClient(row.contactName)}`,
  accountDocument: (fileName: string) => `نزّل المستند «${fileName}» من حساب عميل`,
  clientNote: (client: string) => `أضاف ملاحظة على العميل ${client}`,
  clientPage: (client: string) => `فتح صفحة العميل ${client}`,
} as const;
