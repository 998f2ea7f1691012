import {
  APPOINTMENT_STATUS_LABELS,
  CONSULTATION_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  toMinorUnits,
} from '@ssc/contracts';
import { ammanParts } from '@ssc/contracts/slots';
import { ammanDateTime, dinars, type ExportService, spreadsheetPhone } from '../http/csv-export';
import type { AppointmentRow } from './appointment-store';

/**
 * The export's columns, in order, with the Arabic header the accountant reads. The file's format
 * (BOM, quoting, CRLF, formula escaping) is the shared one of http/csv-export.ts.
 */
export const CSV_COLUMNS = [
  { key: 'reference', header: 'رقم الحجز' },
  { key: 'name', header: 'الاسم' },
  { key: 'email', header: 'البريد الإلكتروني' },
  { key: 'phone', header: 'الهاتف' },
  { key: 'service', header: 'الخدمة' },
  { key: 'startsAt', header: 'الموعد (بتوقيت عمّان)' },
  { key: 'mode', header: 'طريقة الاستشارة' },
  { key: 'status', header: 'الحالة' },
  { key: 'paymentStatus', header: 'حالة الدفع' },
  { key: 'amount', header: 'المبلغ (د.أ)' },
  { key: 'refund', header: 'مبلغ الاسترداد (د.أ)' },
  { key: 'cancelReason', header: 'سبب الإلغاء' },
  { key: 'bookedAt', header: 'تاريخ الحجز (بتوقيت عمّان)' },
] as const;

export type CsvRecord = Record<(typeof CSV_COLUMNS)[number]['key'], string>;

/** The header row, as the file's first line has it (tests read it). */
export const CSV_HEADER = CSV_COLUMNS.map((column) => column.header);

/**
 * One appointment as a line of the export. The amount is what was paid once paid (the stored
 * amount, or the price for a payment older than it), else the price it was booked at (issue
 * 34.3; the catalogue's for a booking older than that); a service known neither way is named by
 * its id.
 */
export function csvRecord(row: AppointmentRow, service: ExportService | undefined): CsvRecord {
  const paid = row.paymentStatus === 'paid' ? row.paidAmountMinor : null;
  const price = row.priceMinor ?? (service ? toMinorUnits(service.price) : null);
  const amount = paid ?? price;
  return {
    reference: row.reference,
    name: row.contactName,
    email: row.contactEmail,
    phone: spreadsheetPhone(row.contactPhone),
    service: row.serviceName ?? service?.nameAr ?? row.serviceId,
    startsAt: ammanDateTime(row.startsAt),
    mode: CONSULTATION_MODE_LABELS[row.consultationMode],
    status: APPOINTMENT_STATUS_LABELS[row.status],
    paymentStatus: PAYMENT_STATUS_LABELS[row.paymentStatus],
    amount: amount === null ? '' : dinars(amount),
    refund: row.refundAmountMinor ? dinars(row.refundAmountMinor) : '',
    cancelReason: row.cancelReason ?? '',
    bookedAt: ammanDateTime(row.createdAt),
  };
}

/** `appointments-2026-03-01.csv`: the day in Amman the file was made. */
export function exportFileName(now: Date): string {
  return `appointments-${ammanParts(now).day}.csv`;
}
