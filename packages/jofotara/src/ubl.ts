import type { InvoiceTaxType } from '@ssc/contracts';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { formatFils, type InvoiceTotals, splitTotal } from './totals';
import { AMOUNT_CURRENCY_ID, DOCUMENT_CURRENCY, UBL_NS } from './ubl-namespaces';

/**
 * One invoice (or credit invoice) as JoFotara's integration guide v1.4 lays it out: a single line,
 * paid in cash, amounts in fils. The element order is the UBL 2.1 XSD's sequence.
 */
export interface UblInvoiceInput {
  kind: 'invoice' | 'credit';
  /** INV-2026-000123 → cbc:ID */
  number: string;
  /** Our UUID v4 → cbc:UUID */
  uuid: string;
  /** YYYY-MM-DD, the Amman calendar day. */
  issueDate: string;
  /** The ICV: JoFotara's invoice counter, a positive integer. */
  counter: number;
  taxType: InvoiceTaxType;
  seller: { tin: string; name: string; incomeSource: string };
  buyer: { name: string; nationalId?: string; phone?: string };
  /** Tax included. */
  line: { description: string; totalMinor: number };
  /** Required when kind === 'credit'. */
  original?: { number: string; uuid: string; totalMinor: number };
  /** Required when kind === 'credit'. */
  reason?: string;
}

/**
 * InvoiceTypeCode's `name` (the guide's "payment method"): we only issue cash invoices, as the
 * client has paid by the time the invoice exists; 021/022 would be receivables.
 */
export function jofotaraTypeCode(taxType: InvoiceTaxType): '011' | '012' {
  if (taxType === 'income') return '011';
  if (taxType === 'general_sales') return '012';
  throw new RangeError(`Unknown invoice tax type: ${String(taxType)}`);
}

const INVOICE_TYPE = { invoice: '388', credit: '381' } as const;

export function buildInvoiceXml(input: UblInvoiceInput): string {
  checkInput(input);
  const totals = splitTotal(input.line.totalMinor, input.taxType);
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const invoice = doc.ele(UBL_NS.invoice, 'Invoice', {
    'xmlns:cac': UBL_NS.cac,
    'xmlns:cbc': UBL_NS.cbc,
    'xmlns:ext': UBL_NS.ext,
  });
  addHeader(invoice, input);
  addSupplier(invoice, input.seller);
  addCustomer(invoice, input);
  cbc(
    cac(cac(cac(invoice, 'SellerSupplierParty'), 'Party'), 'PartyIdentification'),
    'ID',
    input.seller.incomeSource,
  );
  if (input.kind === 'credit') {
    const means = cac(invoice, 'PaymentMeans');
    cbc(means, 'PaymentMeansCode', '10', { listID: 'UN/ECE 4461' });
    cbc(means, 'InstructionNote', input.reason ?? '');
  }
  addDiscount(invoice, 'discount');
  addTotals(invoice, input, totals);
  addLine(invoice, input, totals);
  return doc.end({ prettyPrint: true });
}

function addHeader(invoice: XMLBuilder, input: UblInvoiceInput): void {
  cbc(invoice, 'ProfileID', 'reporting:1.0');
  cbc(invoice, 'ID', input.number);
  cbc(invoice, 'UUID', input.uuid);
  cbc(invoice, 'IssueDate', input.issueDate);
  cbc(invoice, 'InvoiceTypeCode', INVOICE_TYPE[input.kind], {
    name: jofotaraTypeCode(input.taxType),
  });
  cbc(invoice, 'DocumentCurrencyCode', DOCUMENT_CURRENCY);
  cbc(invoice, 'TaxCurrencyCode', DOCUMENT_CURRENCY);
  if (input.kind === 'credit' && input.original) {
    const ref = cac(cac(invoice, 'BillingReference'), 'InvoiceDocumentReference');
    cbc(ref, 'ID', input.original.number);
    cbc(ref, 'UUID', input.original.uuid);
    cbc(ref, 'DocumentDescription', formatFils(input.original.totalMinor));
  }
  const icv = cac(invoice, 'AdditionalDocumentReference');
  cbc(icv, 'ID', 'ICV');
  cbc(icv, 'UUID', String(input.counter));
}

function addSupplier(invoice: XMLBuilder, seller: UblInvoiceInput['seller']): void {
  const party = cac(cac(invoice, 'AccountingSupplierParty'), 'Party');
  cbc(cac(cac(party, 'PostalAddress'), 'Country'), 'IdentificationCode', 'JO');
  const taxScheme = cac(party, 'PartyTaxScheme');
  cbc(taxScheme, 'CompanyID', seller.tin);
  cbc(cac(taxScheme, 'TaxScheme'), 'ID', 'VAT');
  cbc(cac(party, 'PartyLegalEntity'), 'RegistrationName', seller.name);
}

function addCustomer(invoice: XMLBuilder, input: UblInvoiceInput): void {
  const customer = cac(invoice, 'AccountingCustomerParty');
  const party = cac(customer, 'Party');
  // The guide's credit invoice carries a fixed, empty buyer: JoFotara takes the buyer from the
  // original invoice and does not let a credit invoice change it.
  const credit = input.kind === 'credit';
  if (!credit) {
    // An anonymous buyer keeps the element with an empty NIN, as the PHP SDK's
    // setupAnonymousCustomer does.
    const id = input.buyer.nationalId?.trim() ?? '';
    cbc(cac(party, 'PartyIdentification'), 'ID', id, { schemeID: 'NIN' });
  }
  cbc(cac(cac(party, 'PostalAddress'), 'Country'), 'IdentificationCode', 'JO');
  cbc(cac(cac(party, 'PartyTaxScheme'), 'TaxScheme'), 'ID', 'VAT');
  const legal = cac(party, 'PartyLegalEntity');
  if (credit) return;
  cbc(legal, 'RegistrationName', input.buyer.name);
  const phone = input.buyer.phone?.trim();
  if (phone) cbc(cac(customer, 'AccountingContact'), 'Telephone', phone);
}

/** We never discount, but the guide's templates always carry the (zero) allowance. */
function addDiscount(parent: XMLBuilder, reason: string): void {
  const allowance = cac(parent, 'AllowanceCharge');
  cbc(allowance, 'ChargeIndicator', 'false');
  cbc(allowance, 'AllowanceChargeReason', reason);
  amount(allowance, 'Amount', 0);
}

function addTotals(invoice: XMLBuilder, input: UblInvoiceInput, totals: InvoiceTotals): void {
  const credit = input.kind === 'credit';
  // Income invoices carry no sales tax, and the guide's income templates have no TaxTotal.
  if (input.taxType === 'general_sales') {
    const taxTotal = cac(invoice, 'TaxTotal');
    amount(taxTotal, 'TaxAmount', totals.taxMinor);
    // Only the guide's general-sales credit invoice breaks the tax down at document level.
    if (credit) addTaxSubtotal(taxTotal, totals, true);
  }
  const monetary = cac(invoice, 'LegalMonetaryTotal');
  amount(monetary, 'TaxExclusiveAmount', totals.netMinor);
  amount(monetary, 'TaxInclusiveAmount', totals.totalMinor);
  amount(monetary, 'AllowanceTotalAmount', 0);
  if (credit && input.taxType === 'general_sales') amount(monetary, 'PrepaidAmount', 0);
  amount(monetary, 'PayableAmount', totals.totalMinor);
}

function addLine(invoice: XMLBuilder, input: UblInvoiceInput, totals: InvoiceTotals): void {
  const credit = input.kind === 'credit';
  const general = input.taxType === 'general_sales';
  const line = cac(invoice, 'InvoiceLine');
  cbc(line, 'ID', '1');
  cbc(line, 'InvoicedQuantity', '1', { unitCode: 'PCE' });
  amount(line, 'LineExtensionAmount', totals.netMinor);
  if (general) {
    const taxTotal = cac(line, 'TaxTotal');
    amount(taxTotal, 'TaxAmount', totals.taxMinor);
    amount(taxTotal, 'RoundingAmount', totals.totalMinor);
    addTaxSubtotal(taxTotal, totals, credit);
  }
  cbc(cac(line, 'Item'), 'Name', input.line.description);
  const price = cac(line, 'Price');
  amount(price, 'PriceAmount', totals.netMinor);
  if (credit && general) cbc(price, 'BaseQuantity', '1', { unitCode: 'C62' });
  addDiscount(price, 'DISCOUNT');
}

function addTaxSubtotal(taxTotal: XMLBuilder, totals: InvoiceTotals, withBase: boolean): void {
  const subtotal = cac(taxTotal, 'TaxSubtotal');
  if (withBase) amount(subtotal, 'TaxableAmount', totals.netMinor);
  amount(subtotal, 'TaxAmount', totals.taxMinor);
  const category = cac(subtotal, 'TaxCategory');
  cbc(category, 'ID', 'S', { schemeAgencyID: '6', schemeID: 'UN/ECE 5305' });
  cbc(category, 'Percent', String(totals.taxPercent));
  cbc(cac(category, 'TaxScheme'), 'ID', 'VAT', { schemeAgencyID: '6', schemeID: 'UN/ECE 5153' });
}

function cac(parent: XMLBuilder, name: string): XMLBuilder {
  return parent.ele(UBL_NS.cac, `cac:${name}`);
}

function cbc(
  parent: XMLBuilder,
  name: string,
  text: string,
  attributes?: Record<string, string>,
): XMLBuilder {
  return parent.ele(UBL_NS.cbc, `cbc:${name}`, attributes).txt(xmlSafe(text)).up();
}

function amount(parent: XMLBuilder, name: string, minor: number): XMLBuilder {
  return cbc(parent, name, formatFils(minor), { currencyID: AMOUNT_CURRENCY_ID });
}

/**
 * xmlbuilder2 escapes markup but writes control characters as they are, which no XML parser
 * accepts; a stray one in a client's name must not make the invoice unreadable.
 */
function xmlSafe(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');
}

function checkInput(input: UblInvoiceInput): void {
  if (input.kind !== 'invoice' && input.kind !== 'credit') {
    throw new RangeError(`Unknown invoice kind: ${String(input.kind)}`);
  }
  requireText(input.number, 'number');
  requireText(input.uuid, 'uuid');
  if (!isCalendarDay(input.issueDate)) {
    throw new RangeError(`issueDate must be a YYYY-MM-DD day, got ${input.issueDate}`);
  }
  if (!Number.isSafeInteger(input.counter) || input.counter < 1) {
    throw new RangeError(`counter (ICV) must be a positive integer, got ${input.counter}`);
  }
  if (input.kind !== 'credit') return;
  const { original } = input;
  if (!original) throw new RangeError('A credit invoice needs the original invoice');
  requireText(original.number, 'original.number');
  requireText(original.uuid, 'original.uuid');
  if (!Number.isSafeInteger(original.totalMinor) || original.totalMinor <= 0) {
    throw new RangeError(`original.totalMinor must be positive fils, got ${original.totalMinor}`);
  }
  // JoFotara refuses to return more than the original invoice sold.
  if (input.line.totalMinor > original.totalMinor) {
    throw new RangeError('A credit invoice cannot exceed the invoice it credits');
  }
  requireText(input.reason, 'reason');
}

function requireText(value: string | undefined, field: string): void {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new RangeError(`${field} is required`);
  }
}

function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
