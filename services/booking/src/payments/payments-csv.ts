import { PAYMENT_METHOD_LABELS, type PaymentMethod, toMinorUnits } from '@ssc/contracts';
import { REFUND_STATUS_LABELS, type RefundStatus } from '@ssc/contracts/lifecycle';
import { ammanDateTime, dinars, type ExportService } from '../http/csv-export';

/** One payment of the month: a paid appointment or a paid service request, as the query reads it. */
export interface PaymentRow {
  kind: 'appointment' | 'service-request';
  id: string;
  /** `SND-26-00042` or `REQ-26-00007`. */
  reference: string;
  name: string;
  serviceId: string;
  paidAt: Date;
  /** Fils: the appointment's `paid_amount_minor` (null for a payment older than it), the request's `amount_minor`. */
  amountMinor: number | null;
  paymentMethod: PaymentMethod | null;
  paymentReference: string | null;
  /** Appointments only: where the refund of a cancellation (or of a late payment) stands. */
  refundStatus: string | null;
  refundAmountMinor: number | null;
}

/**
 * The columns, in order, with the Arabic header the accountant reads. The file's format (BOM,
 * quoting, CRLF, formula escaping) is the appointments export's, shared in http/csv-export.ts.
 */
export const PAYMENTS_CSV_COLUMNS = [
  { key: 'paidAt', header: 'تاريخ الدفع' },
  { key: 'reference', header: 'المرجع' },
  { key: 'name', header: 'العميل' },
  { key: 'service', header: 'الخدمة' },
  { key: 'amount', header: 'المبلغ' },
  { key: 'method', header: 'طريقة الدفع' },
  { key: 'paymentReference', header: 'مرجع الدفع' },
  { key: 'refund', header: 'الاسترداد' },
] as const;

export type PaymentCsvRecord = Record<(typeof PAYMENTS_CSV_COLUMNS)[number]['key'], string>;

/** The header row, as the file's first line has it (tests read it). */
export const PAYMENTS_CSV_HEADER = PAYMENTS_CSV_COLUMNS.map((column) => column.header);

/**
 * «تم الاسترداد (15.000 د.أ)»: the refund's state and the amount it concerns; only the state when
 * there is no amount (`لا استرداد`), nothing for an appointment with no refund to speak of and for
 * a service request.
 */
function refundCell(row: PaymentRow): string {
  if (row.kind !== 'appointment' || !row.refundStatus) return '';
  const label = REFUND_STATUS_LABELS[row.refundStatus as RefundStatus] ?? row.refundStatus;
  return row.refundAmountMinor ? `${label} (${dinars(row.refundAmountMinor)} د.أ)` : label;
}

/**
 * One payment as a line of the file. The amount is the one stored with the payment, else (a
 * payment older than that column) the service's price; a service the catalogue cannot name is
 * written as its id.
 */
export function paymentCsvRecord(
  row: PaymentRow,
  service: ExportService | undefined,
): PaymentCsvRecord {
  const amount = row.amountMinor ?? (service ? toMinorUnits(service.price) : null);
  return {
    paidAt: ammanDateTime(row.paidAt),
    reference: row.reference,
    name: row.name,
    service: service?.nameAr ?? row.serviceId,
    amount: amount === null ? '' : dinars(amount),
    method: PAYMENT_METHOD_LABELS[row.paymentMethod ?? 'card'],
    paymentReference: row.paymentReference ?? '',
    refund: refundCell(row),
  };
}
