export {
  JOFOTARA_API_URL,
  type SubmitInvoiceOptions,
  type SubmitResult,
  submitInvoice,
} from './client';
export { formatFils, type InvoiceTotals, splitTotal } from './totals';
export { buildInvoiceXml, jofotaraTypeCode, type UblInvoiceInput } from './ubl';
