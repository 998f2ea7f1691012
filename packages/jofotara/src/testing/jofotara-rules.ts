import { formatFils } from '../totals';
import { AMOUNT_CURRENCY_ID, DOCUMENT_CURRENCY } from '../ubl-namespaces';
import { all, descendants, first, text, type UblElement } from './ubl-dom';

/**
 * JoFotara's own rules on top of the XSD, as its integration guide v1.4 states them, limited to
 * what our invoices use: cash income (011) and general sales (012) invoices and their credits.
 */
export interface RuleError {
  code: string;
  category: string;
  message: string;
}

export interface InvoiceFacts {
  number: string;
  uuid: string;
  typeCode: string;
  issueDate: string;
  sellerName: string;
  sellerTin: string;
  payable: string;
  tax: string;
}

export function checkJofotaraRules(root: UblElement): { errors: RuleError[]; facts: InvoiceFacts } {
  const errors: RuleError[] = [];
  const fail = (code: string, category: string, message: string) => {
    errors.push({ code, category, message });
  };
  checkHeader(root, fail);
  checkParties(root, fail);
  const totals = checkTotals(root, fail);
  return {
    errors,
    facts: {
      number: text(root, 'cbc:ID') ?? '',
      uuid: text(root, 'cbc:UUID') ?? '',
      typeCode: text(root, 'cbc:InvoiceTypeCode') ?? '',
      issueDate: text(root, 'cbc:IssueDate') ?? '',
      sellerName:
        text(
          root,
          'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
        ) ?? '',
      sellerTin:
        text(root, 'cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID') ?? '',
      payable: text(root, 'cac:LegalMonetaryTotal/cbc:PayableAmount') ?? '',
      tax: formatFils(totals.taxMinor),
    },
  };
}

type Fail = (code: string, category: string, message: string) => void;

function checkHeader(root: UblElement, fail: Fail): void {
  if (!text(root, 'cbc:ID'))
    fail('MISSING_INVOICE_ID', 'Invoice', 'cbc:ID (invoice number) is empty');
  if (!text(root, 'cbc:UUID')) fail('MISSING_UUID', 'Invoice', 'cbc:UUID is empty');
  for (const field of ['DocumentCurrencyCode', 'TaxCurrencyCode']) {
    const value = text(root, `cbc:${field}`);
    if (value !== DOCUMENT_CURRENCY) {
      fail(
        'INVALID_CURRENCY',
        'Currency',
        `cbc:${field} must be ${DOCUMENT_CURRENCY}, got ${value ?? 'nothing'}`,
      );
    }
  }
  for (const element of descendants(root)) {
    const currency = element.getAttribute('currencyID');
    if (currency !== null && currency !== AMOUNT_CURRENCY_ID) {
      fail(
        'INVALID_CURRENCY',
        'Currency',
        `${element.localName} currencyID must be "${AMOUNT_CURRENCY_ID}", got "${currency}"`,
      );
    }
  }
  const typeCode = first(root, 'cbc:InvoiceTypeCode');
  const code = typeCode?.textContent?.trim();
  const method = typeCode?.getAttribute('name');
  if ((code !== '388' && code !== '381') || (method !== '011' && method !== '012')) {
    fail(
      'INVALID_INVOICE_TYPE',
      'Invoice type',
      `InvoiceTypeCode must be 388 or 381 with name 011 or 012, got ${code ?? 'nothing'} name=${method ?? 'nothing'}`,
    );
  }
  const icv = all(root, 'cac:AdditionalDocumentReference').find(
    (ref) => text(ref, 'cbc:ID') === 'ICV',
  );
  if (!icv || !/^[1-9]\d*$/.test(text(icv, 'cbc:UUID') ?? '')) {
    fail(
      'INVALID_ICV',
      'Invoice counter',
      'AdditionalDocumentReference ICV needs a positive counter in cbc:UUID',
    );
  }
  if (code === '381') {
    const ref = first(root, 'cac:BillingReference/cac:InvoiceDocumentReference');
    if (!ref || !text(ref, 'cbc:ID') || !text(ref, 'cbc:UUID')) {
      fail(
        'MISSING_BILLING_REFERENCE',
        'Credit invoice',
        'A credit invoice needs the original invoice ID and UUID',
      );
    } else if (toFils(text(ref, 'cbc:DocumentDescription')) === null) {
      fail(
        'MISSING_BILLING_REFERENCE',
        'Credit invoice',
        "DocumentDescription must be the original invoice's total",
      );
    }
    if (!text(root, 'cac:PaymentMeans/cbc:InstructionNote')) {
      fail(
        'MISSING_RETURN_REASON',
        'Credit invoice',
        'A credit invoice needs a reason in PaymentMeans/InstructionNote',
      );
    }
  }
}

function checkParties(root: UblElement, fail: Fail): void {
  const seller = 'cac:AccountingSupplierParty/cac:Party';
  if (!text(root, `${seller}/cac:PartyTaxScheme/cbc:CompanyID`)) {
    fail('MISSING_SELLER_TIN', 'Seller', "The seller's TIN (PartyTaxScheme/CompanyID) is empty");
  }
  if (!text(root, `${seller}/cac:PartyLegalEntity/cbc:RegistrationName`)) {
    fail('MISSING_SELLER_NAME', 'Seller', "The seller's RegistrationName is empty");
  }
  if (!text(root, 'cac:SellerSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID')) {
    fail(
      'MISSING_INCOME_SOURCE',
      'Seller',
      'SellerSupplierParty needs the sequence of the income source',
    );
  }
}

function checkTotals(root: UblElement, fail: Fail): { taxMinor: number } {
  const bad = (message: string) => fail('TOTALS_MISMATCH', 'Invoice totals', message);
  const income = first(root, 'cbc:InvoiceTypeCode')?.getAttribute('name') === '011';
  let lineNet = 0;
  let lineTax = 0;
  let lineDiscount = 0;
  for (const line of all(root, 'cac:InvoiceLine')) {
    const label = `InvoiceLine ${text(line, 'cbc:ID') ?? '?'}`;
    const net = amount(line, 'cbc:LineExtensionAmount', label, bad);
    const discount = sum(all(line, 'cac:Price/cac:AllowanceCharge/cbc:Amount'), label, bad);
    const price = amount(line, 'cac:Price/cbc:PriceAmount', label, bad);
    const quantity = Number(text(line, 'cbc:InvoicedQuantity'));
    if (!Number.isFinite(quantity) || quantity <= 0)
      bad(`${label}: InvoicedQuantity is not a quantity`);
    else if (Math.abs(price * quantity - discount - net) > 1) {
      bad(`${label}: PriceAmount × InvoicedQuantity − discount ≠ LineExtensionAmount`);
    }
    const tax = checkLineTax(line, label, net, income, fail);
    lineNet += net;
    lineTax += tax;
    lineDiscount += discount;
  }
  const total = 'cac:LegalMonetaryTotal';
  const exclusive = amount(root, `${total}/cbc:TaxExclusiveAmount`, 'LegalMonetaryTotal', bad);
  const inclusive = amount(root, `${total}/cbc:TaxInclusiveAmount`, 'LegalMonetaryTotal', bad);
  const allowance = amount(root, `${total}/cbc:AllowanceTotalAmount`, 'LegalMonetaryTotal', bad, 0);
  const prepaid = amount(root, `${total}/cbc:PrepaidAmount`, 'LegalMonetaryTotal', bad, 0);
  const payable = amount(root, `${total}/cbc:PayableAmount`, 'LegalMonetaryTotal', bad);
  const documentTax = sum(all(root, 'cac:TaxTotal/cbc:TaxAmount'), 'TaxTotal', bad);
  if (income && documentTax !== 0)
    bad('An income invoice carries no sales tax (TaxTotal must be 0)');
  if (documentTax !== lineTax)
    bad(`TaxTotal ${formatFils(documentTax)} ≠ the lines' tax ${formatFils(lineTax)}`);
  if (allowance !== lineDiscount) bad("AllowanceTotalAmount ≠ the lines' discounts");
  if (exclusive !== lineNet + lineDiscount) {
    bad(
      `TaxExclusiveAmount ${formatFils(exclusive)} ≠ the lines' amounts ${formatFils(lineNet + lineDiscount)}`,
    );
  }
  if (inclusive !== exclusive - allowance + documentTax) {
    bad(`TaxInclusiveAmount ${formatFils(inclusive)} ≠ TaxExclusiveAmount − discount + tax`);
  }
  if (payable !== inclusive - prepaid)
    bad(`PayableAmount ${formatFils(payable)} ≠ TaxInclusiveAmount`);
  if (payable <= 0) bad('PayableAmount must be positive');
  return { taxMinor: documentTax };
}

/** Returns the line's tax in fils after checking it against its rate (within a fil). */
function checkLineTax(
  line: UblElement,
  label: string,
  net: number,
  income: boolean,
  fail: Fail,
): number {
  const bad = (message: string) =>
    fail('LINE_TAX_MISMATCH', 'Invoice line tax', `${label}: ${message}`);
  const taxTotals = all(line, 'cac:TaxTotal');
  if (taxTotals.length === 0) {
    if (!income) bad('a general sales invoice line needs its TaxTotal');
    return 0;
  }
  let tax = 0;
  for (const taxTotal of taxTotals) {
    const lineTax = amount(taxTotal, 'cbc:TaxAmount', label, bad);
    let subtotals = 0;
    for (const subtotal of all(taxTotal, 'cac:TaxSubtotal')) {
      const subTax = amount(subtotal, 'cbc:TaxAmount', label, bad);
      subtotals += subTax;
      const percent = Number(text(subtotal, 'cac:TaxCategory/cbc:Percent') ?? '0');
      if (!Number.isFinite(percent) || percent < 0) bad('TaxCategory Percent is not a rate');
      else if (Math.abs(subTax - (net * percent) / 100) > 1 + 1e-9) {
        bad(`tax ${formatFils(subTax)} is not ${percent}% of ${formatFils(net)} (within 1 fil)`);
      }
      if (income && (percent !== 0 || subTax !== 0)) bad('an income invoice carries no sales tax');
    }
    if (subtotals !== lineTax) bad('TaxAmount ≠ the sum of its TaxSubtotals');
    const rounding = text(taxTotal, 'cbc:RoundingAmount');
    if (rounding !== undefined && toFils(rounding) !== net + lineTax) {
      bad('RoundingAmount ≠ LineExtensionAmount + TaxAmount');
    }
    tax += lineTax;
  }
  return tax;
}

function amount(
  from: UblElement,
  path: string,
  label: string,
  bad: (message: string) => void,
  fallback?: number,
): number {
  const value = text(from, path);
  if (value === undefined && fallback !== undefined) return fallback;
  const fils = toFils(value);
  if (fils === null) {
    bad(`${label}: ${path.split('/').pop()} "${value ?? ''}" is not an amount in JOD`);
    return 0;
  }
  return fils;
}

function sum(elements: UblElement[], label: string, bad: (message: string) => void): number {
  let total = 0;
  for (const element of elements) {
    const fils = toFils(element.textContent?.trim());
    if (fils === null) bad(`${label}: ${element.localName} is not an amount in JOD`);
    else total += fils;
  }
  return total;
}

/** "30.5" → 30500; null when it is not a number or has a non-zero fraction of a fil. */
function toFils(value: string | undefined): number | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value ?? '');
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(3))) return null;
  const fils = Number(whole) * 1000 + Number(fraction.slice(0, 3).padEnd(3, '0'));
  return sign ? -fils : fils;
}
