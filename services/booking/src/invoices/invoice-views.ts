import type { Invoice, InvoicePdf, InvoiceState } from '@ssc/contracts';
import type { InvoiceSettings } from './invoice-settings';
import type { InvoiceRow } from './issue-invoice';

/** Where an invoice stands for «الفواتير»: a credited one says so unless JoFotara refused it. */
export function invoiceState(row: InvoiceRow): InvoiceState {
  if (row.state !== 'rejected' && row.creditedMinor > 0) return 'credited';
  return row.state;
}

/** One row of `GET /api/invoices`. */
export function toInvoice(row: InvoiceRow, originalNumber: string | null): Invoice {
  const accepted = row.state === 'sent';
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    taxType: row.taxType,
    amountMinor: row.totalMinor,
    taxMinor: row.taxMinor,
    state: invoiceState(row),
    reference: row.reference,
    issuedAt: row.issuedAt.toISOString(),
    clientName: row.clientName,
    serviceName: row.serviceName,
    originalNumber,
    reason: row.reason,
    jofotara: accepted
      ? { number: row.jofotaraNumber, uuid: row.jofotaraUuid, hasQr: Boolean(row.jofotaraQr) }
      : null,
    errors: row.state === 'rejected' ? row.jofotaraErrors : [],
    lastError: accepted ? null : row.lastError,
    attempts: row.attempts,
  };
}

/**
 * What the invoice's PDF prints. The seller is the office as configured now (its name and tax
 * number); JoFotara's QR code once it accepted the invoice.
 */
export function toInvoicePdf(
  row: InvoiceRow,
  seller: InvoiceSettings['seller'],
  originalNumber: string | null,
): InvoicePdf {
  return {
    number: row.number,
    type: row.type,
    taxType: row.taxType,
    issuedAt: row.issuedAt.toISOString(),
    seller: { name: seller.name, tin: seller.tin },
    buyer: {
      name: row.clientName,
      ...(row.clientNationalId ? { nationalId: row.clientNationalId } : {}),
    },
    reference: row.reference,
    serviceName: row.serviceName,
    ...(row.startsAt ? { startsAt: row.startsAt.toISOString() } : {}),
    netMinor: row.netMinor,
    taxMinor: row.taxMinor,
    taxPercent: row.taxPercent,
    totalMinor: row.totalMinor,
    ...(row.paymentMethod ? { method: row.paymentMethod } : {}),
    ...(row.paymentReference ? { paymentReference: row.paymentReference } : {}),
    ...(row.paidAt ? { paidAt: row.paidAt.toISOString() } : {}),
    ...(row.state === 'sent' && row.jofotaraQr ? { qr: row.jofotaraQr } : {}),
    ...(row.state === 'sent' && row.jofotaraUuid ? { jofotaraUuid: row.jofotaraUuid } : {}),
    ...(originalNumber ? { original: { number: originalNumber } } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
  };
}
