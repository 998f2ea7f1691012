import { ammanDayKey } from '@ssc/contracts/slots';
import { buildInvoiceXml } from '@ssc/jofotara';
import type { invoices } from '../db/schema';
import type { InvoiceSettings } from './invoice-settings';

type InvoiceValues = Pick<
  typeof invoices.$inferSelect,
  | 'type'
  | 'number'
  | 'ublUuid'
  | 'issuedAt'
  | 'icv'
  | 'taxType'
  | 'clientName'
  | 'clientNationalId'
  | 'serviceName'
  | 'totalMinor'
  | 'reason'
>;
type Original = Pick<typeof invoices.$inferSelect, 'number' | 'ublUuid' | 'totalMinor'>;

/**
 * The UBL 2.1 document of an invoice, from its stored facts and the office's seller settings.
 * Built again on a resend, so a rejection fixed in the settings (a wrong tax number, say) goes out
 * corrected under the same number and UUID.
 */
export function invoiceXml(
  invoice: InvoiceValues,
  seller: InvoiceSettings['seller'],
  original: Original | undefined,
): string {
  return buildInvoiceXml({
    kind: invoice.type,
    number: invoice.number,
    uuid: invoice.ublUuid,
    issueDate: ammanDayKey(invoice.issuedAt),
    counter: invoice.icv,
    taxType: invoice.taxType,
    seller,
    buyer: {
      name: invoice.clientName,
      ...(invoice.clientNationalId ? { nationalId: invoice.clientNationalId } : {}),
    },
    line: { description: invoice.serviceName, totalMinor: invoice.totalMinor },
    ...(original
      ? {
          original: {
            number: original.number,
            uuid: original.ublUuid,
            totalMinor: original.totalMinor,
          },
          reason: invoice.reason ?? '',
        }
      : {}),
  });
}
