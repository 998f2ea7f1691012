import {
  APPOINTMENT_STATUS_LABELS,
  CONSULTATION_MODE_LABELS,
  JOD_MINOR_UNITS,
  PAYMENT_STATUS_LABELS,
  toMinorUnits,
} from '@ssc/contracts';
import { ammanParts } from '@ssc/contracts/slots';
import { type Stringifier, stringify } from 'csv-stringify';
import type { AppointmentRow } from './appointment-store';

/** What the export needs of a service: its Arabic name and its price (JOD). */
export interface ExportService {
  nameAr: string;
  price: number;
}

/** The export's columns, in order, with the Arabic header the accountant reads. */
const COLUMNS = [
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

export type CsvRecord = Record<(typeof COLUMNS)[number]['key'], string>;

/** The header row, as the file's first line has it (tests read it). */
export const CSV_HEADER = COLUMNS.map((column) => column.header);

/** `2026-03-01 09:30` in Amman: what a person reads, and what Excel takes for a date and time. */
function ammanDateTime(instant: Date): string {
  const { day, hours, minutes } = ammanParts(instant);
  return `${day} ${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Fils as dinars with their three decimals (`25.000`): a number for the spreadsheet. */
function dinars(minor: number): string {
  return (minor / JOD_MINOR_UNITS).toFixed(3);
}

/**
 * One appointment as a line of the export. The amount is what was paid once paid (the stored
 * amount, or the price for a payment older than it), else what the service costs; the service
 * the catalogue no longer knows is named by its id.
 */
export function csvRecord(row: AppointmentRow, service: ExportService | undefined): CsvRecord {
  const paid = row.paymentStatus === 'paid' ? row.paidAmountMinor : null;
  const price = service ? toMinorUnits(service.price) : null;
  const amount = paid ?? price;
  return {
    reference: row.reference,
    name: row.contactName,
    email: row.contactEmail,
    phone: row.contactPhone,
    service: service?.nameAr ?? row.serviceId,
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

/**
 * A stream that turns CsvRecords into the file: a UTF-8 BOM first (Excel then reads the Arabic as
 * UTF-8), the header, RFC 4180 quoting (quotes doubled; a field with a comma, quote, CR or LF
 * quoted) and CRLF line ends. A cell that starts with = + - @ tab or CR gets a leading apostrophe,
 * so a client who names themselves `=HYPERLINK(…)` does not run a formula on the accountant's
 * computer (CSV injection).
 */
export function csvStringifier(): Stringifier {
  return stringify({
    bom: true,
    header: true,
    columns: COLUMNS.map(({ key, header }) => ({ key, header })),
    record_delimiter: 'windows',
    // Set with record_delimiter, the library would otherwise quote only fields holding CRLF, not
    // a lone LF or CR.
    quote_record_delimiter: true,
    escape_formulas: true,
  });
}

/** `appointments-2026-03-01.csv`: the day in Amman the file was made. */
export function exportFileName(now: Date): string {
  return `appointments-${ammanParts(now).day}.csv`;
}
