import {
  formatAmmanDate,
  formatAmmanDateTime,
  fromMinorUnits,
  INVOICE_TAX_TYPE_LABELS,
  type InvoicePdf,
  LOCALE,
  PAYMENT_METHOD_LABELS,
} from '@ssc/contracts';
import type { Row } from './rows';
import { isolate, ltr } from './rtl';

/** The words of a credit invoice's title. */
export const CREDIT_INVOICE_TITLE = 'إشعار دائن';

/**
 * The title an invoice prints: «فاتورة ضريبية إلكترونية» (general sales), «فاتورة دخل» (income),
 * or «إشعار دائن» for a refund's credit invoice (its tax type's words then go under it).
 */
export function invoiceTitle(invoice: Pick<InvoicePdf, 'type' | 'taxType'>): string {
  return invoice.type === 'credit'
    ? CREDIT_INVOICE_TITLE
    : INVOICE_TAX_TYPE_LABELS[invoice.taxType];
}

const AMOUNT = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});

/**
 * «30.000 د.أ»: unlike the receipt's «30 ديناراً أردنياً», an invoice always writes the three fils
 * decimals, so that net, tax and total read as the columns of a tax document (25.862 + 4.138 =
 * 30.000). Latin digits (LOCALE).
 */
export function formatInvoiceAmount(minor: number): string {
  return `${AMOUNT.format(fromMinorUnits(minor))} د.أ`;
}

/**
 * A national number as an invoice prints it: only its last four characters, the rest starred
 * (******1234), so that a forwarded PDF does not give it away; one of four or fewer is all stars.
 */
export function maskNationalId(nationalId: string): string {
  const id = nationalId.replace(/\s+/g, '');
  const shown = id.length > 4 ? id.slice(-4) : '';
  return '*'.repeat(id.length - shown.length) + shown;
}

/** «الرقم الضريبي: 12345678» (or «—» until the office sets its number), under the letterhead. */
export function sellerLine(invoice: InvoicePdf, siteName: string): string {
  const tin = invoice.seller.tin.trim() ? ltr(invoice.seller.tin.trim()) : '—';
  // The registered seller's name, when it is not the brand the letterhead already shows.
  const name = invoice.seller.name === siteName ? '' : `${isolate(invoice.seller.name)} — `;
  return `${name}الرقم الضريبي: ${tin}`;
}

/** The document's facts, in the order the PDF lists them. */
export function invoiceRows(invoice: InvoicePdf): Row[] {
  const rows: Row[] = [
    { label: 'رقم الفاتورة', value: ltr(invoice.number) },
    { label: 'تاريخ الإصدار', value: formatAmmanDate(invoice.issuedAt) },
  ];
  if (invoice.type === 'credit') {
    if (invoice.original) {
      rows.push({ label: 'الفاتورة الأصلية', value: ltr(invoice.original.number) });
    }
    if (invoice.reason) rows.push({ label: 'سبب الإرجاع', value: invoice.reason });
  }
  rows.push({ label: 'العميل', value: isolate(invoice.buyer.name) });
  if (invoice.buyer.nationalId?.trim()) {
    rows.push({ label: 'الرقم الوطني', value: ltr(maskNationalId(invoice.buyer.nationalId)) });
  }
  rows.push(
    { label: 'المرجع', value: ltr(invoice.reference) },
    { label: 'الخدمة', value: invoice.serviceName },
  );
  if (invoice.startsAt) {
    rows.push({ label: 'موعد الاستشارة', value: formatAmmanDateTime(invoice.startsAt) });
  }
  if (invoice.method) {
    rows.push({ label: 'طريقة الدفع', value: PAYMENT_METHOD_LABELS[invoice.method] });
  }
  if (invoice.paymentReference) {
    rows.push({ label: 'مرجع الدفع', value: isolate(invoice.paymentReference) });
  }
  if (invoice.paidAt)
    rows.push({ label: 'تاريخ الدفع', value: formatAmmanDateTime(invoice.paidAt) });
  return rows;
}

/** Net, sales tax (a general sales invoice only: an income invoice carries none) and total. */
export function invoiceAmountRows(invoice: InvoicePdf): Row[] {
  const rows: Row[] = [
    { label: 'المبلغ قبل الضريبة', value: formatInvoiceAmount(invoice.netMinor) },
  ];
  if (invoice.taxType === 'general_sales') {
    rows.push({
      label: `ضريبة المبيعات (${invoice.taxPercent}%)`,
      value: formatInvoiceAmount(invoice.taxMinor),
    });
  }
  rows.push({ label: 'المجموع', value: formatInvoiceAmount(invoice.totalMinor), strong: true });
  return rows;
}
