import { INVOICE_STATE_LABELS, INVOICE_TAX_TYPE_LABELS } from '@ssc/contracts';
import { zipSync } from 'fflate';
import { ammanDateTime, type CsvColumn, csvStringifier, dinars } from '../http/csv-export';
import { invoiceState } from './invoice-views';
import type { InvoiceRow } from './issue-invoice';

/** The accountant's columns, in Arabic. */
export const INVOICE_CSV_COLUMNS: readonly CsvColumn[] = [
  { key: 'number', header: 'رقم الفاتورة' },
  { key: 'type', header: 'النوع' },
  { key: 'issuedAt', header: 'تاريخ الإصدار' },
  { key: 'reference', header: 'المرجع' },
  { key: 'client', header: 'العميل' },
  { key: 'service', header: 'الخدمة' },
  { key: 'net', header: 'المبلغ قبل الضريبة (د.أ)' },
  { key: 'tax', header: 'الضريبة (د.أ)' },
  { key: 'total', header: 'المجموع (د.أ)' },
  { key: 'state', header: 'الحالة' },
  { key: 'jofotaraNumber', header: 'رقم جوفوترة' },
  { key: 'original', header: 'الفاتورة الأصلية' },
  { key: 'reason', header: 'السبب' },
];

/** A credit invoice's amounts are negative in the accountant's sums. */
function signed(row: InvoiceRow, minor: number): string {
  return row.type === 'credit' ? `-${dinars(minor)}` : dinars(minor);
}

export function invoiceCsvRecord(row: InvoiceRow, originalOf: (row: InvoiceRow) => string | null) {
  return {
    number: row.number,
    type: `${row.type === 'credit' ? 'إشعار دائن' : 'فاتورة'} — ${INVOICE_TAX_TYPE_LABELS[row.taxType]}`,
    issuedAt: ammanDateTime(row.issuedAt),
    reference: row.reference,
    client: row.clientName,
    service: row.serviceName,
    net: signed(row, row.netMinor),
    tax: signed(row, row.taxMinor),
    total: signed(row, row.totalMinor),
    state: INVOICE_STATE_LABELS[invoiceState(row)],
    jofotaraNumber: row.jofotaraNumber ?? '',
    original: originalOf(row) ?? '',
    reason: row.reason ?? '',
  };
}

/** The month's invoices as one CSV text (BOM, Arabic headers, formulas escaped). */
export async function invoicesCsv(
  rows: InvoiceRow[],
  originalOf: (row: InvoiceRow) => string | null,
) {
  const csv = csvStringifier(INVOICE_CSV_COLUMNS);
  const chunks: Buffer[] = [];
  csv.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    csv.on('end', resolve);
    csv.on('error', reject);
  });
  for (const row of rows) csv.write(invoiceCsvRecord(row, originalOf));
  csv.end();
  await done;
  return Buffer.concat(chunks);
}

/** The month's UBL documents, one `<number>.xml` each, as a ZIP. */
export function invoicesZip(rows: InvoiceRow[]): Buffer {
  const files = Object.fromEntries(
    rows.map((row) => [`${row.number}.xml`, new TextEncoder().encode(row.xml)] as const),
  );
  return Buffer.from(zipSync(files, { level: 6 }));
}
