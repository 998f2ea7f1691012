import { z } from 'zod';
import { pageQuerySchema } from './pagination';
import { PAYMENT_METHODS } from './payments';
import { MONTH_PATTERN } from './payments-export';

/**
 * JoFotara e-invoices (issue 32): every payment gets an invoice with a yearly sequential number
 * (`INV-2026-000123`), every refund a credit invoice against it; both are UBL 2.1 documents sent
 * to the tax department's JoFotara API through the booking service's outbox when
 * `JOFOTARA_MODE=live`.
 */

/** `JOFOTARA_MODE`: `off` numbers and issues invoices as PDF and sends nothing; `live` sends them. */
export const JOFOTARA_MODES = ['off', 'live'] as const;
export type JofotaraMode = (typeof JOFOTARA_MODES)[number];

/**
 * `JOFOTARA_INVOICE_TYPE`: `income` for an office not registered for sales tax (no tax on the
 * invoice), `general_sales` for one that is (16 % included in the price paid).
 */
export const INVOICE_TAX_TYPES = ['income', 'general_sales'] as const;
export type InvoiceTaxType = (typeof INVOICE_TAX_TYPES)[number];

/** The general sales tax rate in Jordan, in percent, on a `general_sales` invoice. */
export const GENERAL_SALES_TAX_PERCENT = 16;

/** An invoice for a payment, or a credit invoice (UBL type 381) for a refund of one. */
export const INVOICE_KINDS = ['invoice', 'credit'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * Where an invoice stands, as «الفواتير» shows it: `issued` (numbered, not accepted by JoFotara
 * yet: mode off, or waiting for it), `sent` (accepted, with its QR code), `rejected` (JoFotara's
 * validation messages kept), `credited` (a refund's credit invoice was issued against it).
 */
export const INVOICE_STATES = ['issued', 'sent', 'rejected', 'credited'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  issued: 'صادرة',
  sent: 'مرسلة إلى جوفوترة',
  rejected: 'مرفوضة',
  credited: 'مستردّة بإشعار دائن',
};

export const INVOICE_TAX_TYPE_LABELS: Record<InvoiceTaxType, string> = {
  income: 'فاتورة دخل',
  general_sales: 'فاتورة ضريبية إلكترونية',
};

export const invoiceMessages = {
  notFound: 'الفاتورة غير موجودة',
  monthInvalid: 'الشهر غير صحيح، مثال: 2026-11',
  stateInvalid: 'حالة الفاتورة غير صحيحة',
  referenceInvalid: 'المرجع غير صحيح',
  formatInvalid: 'صيغة التصدير غير صحيحة: csv أو zip',
  /** Resend asked for an invoice JoFotara has already accepted. */
  alreadySent: 'الفاتورة مرسلة إلى جوفوترة ومقبولة، لا حاجة لإعادة إرسالها',
  /** Resend asked while JOFOTARA_MODE=off. */
  modeOff: 'الربط مع جوفوترة غير مفعّل (JOFOTARA_MODE=off)',
  /** The payment exists but no invoice was issued for it (paid before invoices existed). */
  noInvoice: 'لا تتوفر فاتورة لهذه الدفعة',
} as const;

/** A validation message JoFotara answered with (kept for the admin, as it said it). */
export const jofotaraMessageSchema = z.object({
  code: z.string().max(200),
  category: z.string().max(200).optional(),
  message: z.string().max(2000),
});
export type JofotaraMessage = z.infer<typeof jofotaraMessageSchema>;

const instant = z.iso.datetime({ offset: true });
const minor = z.number().int().nonnegative();

/** One row of «الفواتير» (`GET /api/invoices`, admin). Amounts in fils (JOD × 1000). */
export const invoiceSchema = z.object({
  id: z.uuid(),
  /** INV-2026-000123 (a credit invoice draws from the same yearly sequence). */
  number: z.string(),
  type: z.enum(INVOICE_KINDS),
  taxType: z.enum(INVOICE_TAX_TYPES),
  /** The total paid (or, for a credit invoice, refunded), tax included. */
  amountMinor: minor,
  taxMinor: minor,
  state: z.enum(INVOICE_STATES),
  /** The booking's SND- or the service request's REQ- reference. */
  reference: z.string(),
  issuedAt: instant,
  clientName: z.string(),
  serviceName: z.string(),
  /** A credit invoice: the number of the invoice it credits. */
  originalNumber: z.string().nullable(),
  /** A credit invoice: why the money went back. */
  reason: z.string().nullable(),
  /** What JoFotara gave back once it accepted the invoice. */
  jofotara: z
    .object({ number: z.string().nullable(), uuid: z.string().nullable(), hasQr: z.boolean() })
    .nullable(),
  /** A rejected invoice: JoFotara's validation messages. */
  errors: z.array(jofotaraMessageSchema),
  /** The last attempt that did not reach JoFotara (down, timed out), for the admin. */
  lastError: z.string().nullable(),
  attempts: z.number().int().nonnegative(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

const month = z
  .string({ error: invoiceMessages.monthInvalid })
  .regex(MONTH_PATTERN, invoiceMessages.monthInvalid);

/** `GET /api/invoices`: by month (issue date in Amman), state and/or booking reference. */
export const invoicesQuerySchema = pageQuerySchema.extend({
  month: month.optional().describe('الشهر بتوقيت عمّان، YYYY-MM'),
  state: z.enum(INVOICE_STATES, { error: invoiceMessages.stateInvalid }).optional(),
  reference: z
    .string({ error: invoiceMessages.referenceInvalid })
    .trim()
    .regex(/^[A-Z]{3}-\d{2}-\d{5,}$/, invoiceMessages.referenceInvalid)
    .optional()
    .describe('SND-26-00042 أو REQ-26-00042'),
});
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

/** `GET /api/invoices/export`: the month's invoices as CSV (with BOM) or a ZIP of their XML. */
export const invoicesExportQuerySchema = z.object({
  month: month.describe('الشهر بتوقيت عمّان، YYYY-MM'),
  format: z.enum(['csv', 'zip'], { error: invoiceMessages.formatInvalid }).default('csv'),
});
export type InvoicesExportQuery = z.infer<typeof invoicesExportQuerySchema>;

/** `invoices-2026-11.csv` / `invoices-2026-11.zip`. */
export function invoicesExportFileName(month: string, format: 'csv' | 'zip'): string {
  return `invoices-${month}.${format}`;
}

/**
 * What an invoice PDF prints (the receipt email's attachment, the dashboard's and the admin's
 * download, the refund email's credit invoice): facts only, from the invoice row.
 */
export const invoicePdfSchema = z.object({
  number: z.string().min(1).max(40),
  type: z.enum(INVOICE_KINDS),
  taxType: z.enum(INVOICE_TAX_TYPES),
  issuedAt: instant,
  seller: z.object({
    name: z.string().min(1).max(200),
    /** The seller's tax number; empty until the office sets JOFOTARA_SELLER_TIN. */
    tin: z.string().max(30),
  }),
  buyer: z.object({
    name: z.string().trim().min(1).max(200),
    /** Printed masked (last four digits) when the client gave one. */
    nationalId: z.string().max(20).optional(),
  }),
  /** SND-26-00042 / REQ-26-00042. */
  reference: z.string().min(1).max(100),
  serviceName: z.string().min(1).max(200),
  /** An appointment's start. */
  startsAt: instant.optional(),
  netMinor: minor,
  taxMinor: minor,
  taxPercent: z.number().min(0).max(100),
  totalMinor: z.number().int().positive(),
  /** How it was paid (an invoice) and the provider's or office's reference. */
  method: z.enum(PAYMENT_METHODS).optional(),
  paymentReference: z.string().max(200).optional(),
  paidAt: instant.optional(),
  /** JoFotara's QR code text, once JoFotara accepted the invoice. */
  qr: z.string().max(4000).optional(),
  /** JoFotara's UUID of the invoice, once accepted. */
  jofotaraUuid: z.string().max(100).optional(),
  /** A credit invoice: the invoice it credits, and why. */
  original: z.object({ number: z.string().min(1).max(40) }).optional(),
  reason: z.string().max(500).optional(),
});
export type InvoicePdf = z.infer<typeof invoicePdfSchema>;

/** The name a downloaded or attached invoice PDF is given. */
export function invoicePdfFileName(number: string): string {
  return `invoice-${number}.pdf`;
}

// ---- internal (service to service) ----

/** The BullMQ queue the booking service's outbox feeds with invoices to send to JoFotara. */
export const JOFOTARA_SUBMISSIONS_QUEUE = 'jofotara-submissions';

/** One invoice to send (its row holds the XML); signed with the service key. */
export const jofotaraSubmissionSchema = z.object({ invoiceId: z.uuid() });
export type JofotaraSubmission = z.infer<typeof jofotaraSubmissionSchema>;
