import { INVOICE_TAX_TYPES, type InvoiceTaxType } from '@ssc/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateUbl } from './testing';
import { sampleCredit, sampleInvoice } from './testing/samples';
import { all, parseUbl, text } from './testing/ubl-dom';
import { splitTotal } from './totals';
import { buildInvoiceXml, jofotaraTypeCode, type UblInvoiceInput } from './ubl';

const trickyNames = {
  seller: 'مكتب "العدل" & شركاه <ذ.م.م>',
  buyer: 'عبد الله O\'Brien & <سارة> "الأردن"',
  description: 'استشارة ]]> & <b>حضورية</b>',
};
const general = sampleInvoice();
const income = sampleInvoice({ taxType: 'income' });

const valid: Record<string, string> = {
  'general sales invoice': buildInvoiceXml(general),
  'income invoice': buildInvoiceXml(income),
  'general sales credit invoice': buildInvoiceXml(
    sampleCredit(general, { line: { ...general.line, totalMinor: 12_345 } }),
  ),
  'income credit invoice': buildInvoiceXml(sampleCredit(income)),
  'anonymous buyer (no national id, no phone)': buildInvoiceXml(
    sampleInvoice({ buyer: { name: 'زبون' } }),
  ),
  'Arabic names with & < > and quotes': buildInvoiceXml(
    sampleInvoice({
      seller: { ...general.seller, name: trickyNames.seller },
      buyer: { name: trickyNames.buyer, nationalId: '2000123456' },
      line: { description: trickyNames.description, totalMinor: 1 },
    }),
  ),
};
// Arbitrary text (control characters, lone surrogates, RTL marks…) in every free-text field.
const generated = fc.sample(
  fc.record({
    total: fc.integer({ min: 1, max: 10_000_000 }),
    taxType: fc.constantFrom(...INVOICE_TAX_TYPES),
    credit: fc.boolean(),
    name: fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
    description: fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
    reason: fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
      .filter((s) => s.trim() !== ''),
  }),
  { numRuns: 18, seed: 32 },
);
generated.forEach((sample, i) => {
  const invoice = sampleInvoice({
    taxType: sample.taxType,
    seller: { ...general.seller, name: sample.description },
    buyer: { name: sample.name, nationalId: sample.name, phone: sample.name },
    line: { description: sample.description, totalMinor: sample.total },
  });
  valid[`generated #${i + 1}`] = buildInvoiceXml(
    sample.credit ? sampleCredit(invoice, { reason: sample.reason }) : invoice,
  );
});

const base = valid['general sales invoice']!;
const broken: Record<string, [string, RegExp]> = {
  'IssueDate before UUID (out of XSD order)': [
    base.replace(
      /(\s*<cbc:UUID>[^<]*<\/cbc:UUID>)(\s*<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)/,
      '$2$1',
    ),
    /Element 'UUID': This element is not expected/,
  ],
  'TaxTotal after LegalMonetaryTotal': [
    base.replace(
      /(\s*<cac:TaxTotal>[\s\S]*?<\/cac:TaxTotal>)(\s*<cac:LegalMonetaryTotal>[\s\S]*?<\/cac:LegalMonetaryTotal>)/,
      '$2$1',
    ),
    /TaxTotal/,
  ],
  'no LegalMonetaryTotal': [
    base.replace(/\s*<cac:LegalMonetaryTotal>[\s\S]*?<\/cac:LegalMonetaryTotal>/, ''),
    /LegalMonetaryTotal/,
  ],
  'the guide text\u2019s dd-mm-yyyy date': [base.replace(/2026-11-03/, '03-11-2026'), /IssueDate/],
  'an amount with a comma': [base.replace('>30.000<', '>30,000<'), /'30,000' is not a valid value/],
  'not well-formed': [base.slice(0, -30), /./],
};

const results: Record<string, Awaited<ReturnType<typeof validateUbl>>> = {};
beforeAll(async () => {
  const all = {
    ...valid,
    ...Object.fromEntries(Object.entries(broken).map(([k, [xml]]) => [k, xml])),
  };
  // One Promise.all: validateUbl batches them into as few xmllint runs as it can.
  const outcomes = await Promise.all(Object.values(all).map((xml) => validateUbl(xml)));
  Object.keys(all).forEach((name, i) => {
    results[name] = outcomes[i]!;
  });
}, 60_000);

describe('buildInvoiceXml against the UBL 2.1 XSD', () => {
  it.each(Object.keys(valid))('%s validates', (name) => {
    expect(results[name]).toEqual({ valid: true, errors: [] });
  });

  it.each(Object.keys(broken))('%s does not', (name) => {
    const outcome = results[name]!;
    expect(outcome.valid).toBe(false);
    expect(outcome.errors.join('\n')).toMatch(broken[name]![1]);
  });
});

describe('buildInvoiceXml', () => {
  it('writes what JoFotara reads, in fils with three decimals', () => {
    const root = parseUbl(valid['general sales invoice']!);
    expect(text(root, 'cbc:ProfileID')).toBe('reporting:1.0');
    expect(text(root, 'cbc:ID')).toBe('INV-2026-000123');
    expect(text(root, 'cbc:UUID')).toBe(general.uuid);
    expect(text(root, 'cbc:IssueDate')).toBe('2026-11-03');
    expect(all(root, 'cbc:InvoiceTypeCode')[0]?.getAttribute('name')).toBe('012');
    expect(text(root, 'cbc:InvoiceTypeCode')).toBe('388');
    expect(text(root, 'cbc:DocumentCurrencyCode')).toBe('JOD');
    expect(text(root, 'cbc:TaxCurrencyCode')).toBe('JOD');
    expect(text(root, 'cac:AdditionalDocumentReference/cbc:ID')).toBe('ICV');
    expect(text(root, 'cac:AdditionalDocumentReference/cbc:UUID')).toBe('123');
    const seller = 'cac:AccountingSupplierParty/cac:Party';
    expect(text(root, `${seller}/cac:PartyTaxScheme/cbc:CompanyID`)).toBe('12345678');
    expect(text(root, `${seller}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`)).toBe('JO');
    expect(text(root, 'cac:SellerSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID')).toBe(
      '9932895',
    );
    const buyer = 'cac:AccountingCustomerParty';
    const id = all(root, `${buyer}/cac:Party/cac:PartyIdentification/cbc:ID`)[0];
    expect([id?.getAttribute('schemeID'), id?.textContent]).toEqual(['NIN', '9981234567']);
    expect(text(root, `${buyer}/cac:AccountingContact/cbc:Telephone`)).toBe('+962791234567');
    expect(text(root, 'cac:TaxTotal/cbc:TaxAmount')).toBe('4.138');
    expect(text(root, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe('30.000');
    expect(text(root, 'cac:InvoiceLine/cbc:LineExtensionAmount')).toBe('25.862');
    expect(text(root, 'cac:InvoiceLine/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID')).toBe(
      'S',
    );
    expect(
      text(root, 'cac:InvoiceLine/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent'),
    ).toBe('16');
    expect(valid['general sales invoice']).toContain('currencyID="JO"');
    expect(valid['general sales invoice']).not.toMatch(/currencyID="(?!JO")/);
  });

  it('carries no sales tax on an income invoice', () => {
    const root = parseUbl(valid['income invoice']!);
    expect(all(root, 'cbc:InvoiceTypeCode')[0]?.getAttribute('name')).toBe('011');
    expect(all(root, 'cac:TaxTotal')).toHaveLength(0);
    expect(all(root, 'cac:InvoiceLine/cac:TaxTotal')).toHaveLength(0);
    expect(text(root, 'cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount')).toBe('30.000');
    expect(text(root, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe('30.000');
  });

  it('gives an anonymous buyer an empty NIN and no phone', () => {
    const root = parseUbl(valid['anonymous buyer (no national id, no phone)']!);
    const id = all(root, 'cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID')[0];
    expect([id?.getAttribute('schemeID'), id?.textContent]).toEqual(['NIN', '']);
    expect(all(root, 'cac:AccountingCustomerParty/cac:AccountingContact')).toHaveLength(0);
    expect(
      text(root, 'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName'),
    ).toBe('زبون');
  });

  it('makes a credit invoice (381) point at the original, with the reason and a fixed buyer', () => {
    const credit = sampleCredit(general, { line: { ...general.line, totalMinor: 12_345 } });
    const root = parseUbl(buildInvoiceXml(credit));
    expect(text(root, 'cbc:InvoiceTypeCode')).toBe('381');
    expect(all(root, 'cbc:InvoiceTypeCode')[0]?.getAttribute('name')).toBe('012');
    const ref = 'cac:BillingReference/cac:InvoiceDocumentReference';
    expect(text(root, `${ref}/cbc:ID`)).toBe('INV-2026-000123');
    expect(text(root, `${ref}/cbc:UUID`)).toBe(general.uuid);
    expect(text(root, `${ref}/cbc:DocumentDescription`)).toBe('30.000');
    expect(text(root, 'cac:PaymentMeans/cbc:PaymentMeansCode')).toBe('10');
    expect(text(root, 'cac:PaymentMeans/cbc:InstructionNote')).toBe('إلغاء الموعد من المكتب');
    expect(text(root, 'cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe('12.345');
    // The guide: a credit invoice's buyer is the original's and cannot be changed in it.
    expect(all(root, 'cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification')).toHaveLength(
      0,
    );
    expect(text(root, 'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity')).toBe('');
  });

  it('keeps names exactly, escaped, and drops characters XML cannot carry', () => {
    const root = parseUbl(valid['Arabic names with & < > and quotes']!);
    const party = (side: string) =>
      `cac:Accounting${side}Party/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName`;
    expect(text(root, party('Supplier'))).toBe(trickyNames.seller);
    expect(text(root, party('Customer'))).toBe(trickyNames.buyer);
    expect(text(root, 'cac:InvoiceLine/cac:Item/cbc:Name')).toBe(trickyNames.description);
    const xml = buildInvoiceXml(
      sampleInvoice({ buyer: { name: 'سارة\u0000\u0007\uFFFE\uD800 ✓' } }),
    );
    expect(text(parseUbl(xml), party('Customer'))).toBe('سارة ✓');
  });

  it('maps the tax type to the cash payment-method code', () => {
    expect(jofotaraTypeCode('income')).toBe('011');
    expect(jofotaraTypeCode('general_sales')).toBe('012');
    expect(() => jofotaraTypeCode('special_sales' as InvoiceTaxType)).toThrow();
  });

  it.each<[string, Partial<UblInvoiceInput>, RegExp]>([
    ['a zero counter', { counter: 0 }, /counter/],
    ['a fractional counter', { counter: 1.5 }, /counter/],
    ['a day that does not exist', { issueDate: '2026-02-30' }, /issueDate/],
    ['the guide text’s dd-mm-yyyy', { issueDate: '03-11-2026' }, /issueDate/],
    ['an empty number', { number: ' ' }, /number/],
    ['an empty uuid', { uuid: '' }, /uuid/],
    ['a zero total', { line: { description: 'x', totalMinor: 0 } }, /total/],
    ['a credit without the original', { kind: 'credit', reason: 'x' }, /original/],
  ])('refuses %s', (_name, overrides, message) => {
    expect(() => buildInvoiceXml(sampleInvoice(overrides))).toThrow(message);
  });

  it('refuses a credit invoice without a reason, or above the original', () => {
    expect(() => buildInvoiceXml(sampleCredit(general, { reason: '  ' }))).toThrow(/reason/);
    expect(() =>
      buildInvoiceXml(sampleCredit(general, { line: { description: 'x', totalMinor: 30_001 } })),
    ).toThrow(/exceed/);
  });
});

/** The monetary totals as written, back in fils. */
function readTotals(xml: string) {
  const fils = (value: string | undefined) => {
    const match = /^(\d+)\.(\d{3})$/.exec(value ?? '');
    if (!match) throw new Error(`not a 3-decimal amount: ${value}`);
    return Number(match[1]) * 1000 + Number(match[2]);
  };
  const amounts = (name: string) =>
    Array.from(
      xml.matchAll(new RegExp(`<cbc:${name} currencyID="JO">([^<]*)</cbc:${name}>`, 'g')),
      (m) => fils(m[1]),
    );
  const one = (name: string) => {
    const found = amounts(name);
    if (found.length !== 1) throw new Error(`${name} ×${found.length}`);
    return found[0]!;
  };
  return {
    lineExtension: one('LineExtensionAmount'),
    price: one('PriceAmount'),
    taxExclusive: one('TaxExclusiveAmount'),
    taxInclusive: one('TaxInclusiveAmount'),
    payable: one('PayableAmount'),
    allowance: one('AllowanceTotalAmount'),
    taxAmounts: amounts('TaxAmount'),
    rounding: amounts('RoundingAmount'),
  };
}

describe('the XML totals (property)', () => {
  it('add up to the same fils as splitTotal, for any total and tax type', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom(...INVOICE_TAX_TYPES),
        fc.boolean(),
        (totalMinor, taxType, credit) => {
          const invoice = sampleInvoice({ taxType, line: { description: 'x', totalMinor } });
          const xml = buildInvoiceXml(credit ? sampleCredit(invoice) : invoice);
          const { netMinor, taxMinor } = splitTotal(totalMinor, taxType);
          const t = readTotals(xml);
          expect(t.lineExtension).toBe(netMinor);
          expect(t.price).toBe(netMinor);
          expect(t.taxExclusive).toBe(netMinor);
          expect(t.allowance).toBe(0);
          expect(t.taxInclusive).toBe(totalMinor);
          expect(t.payable).toBe(totalMinor);
          expect(t.lineExtension + (t.taxAmounts[0] ?? 0)).toBe(t.taxInclusive);
          if (taxType === 'income') {
            expect(t.taxAmounts).toEqual([]);
          } else {
            // Document TaxTotal, (credit: its subtotal), line TaxTotal, line subtotal: one tax.
            expect(new Set(t.taxAmounts)).toEqual(new Set([taxMinor]));
            expect(t.rounding).toEqual([totalMinor]);
            expect(Math.abs(taxMinor - (t.lineExtension * 16) / 100)).toBeLessThanOrEqual(1);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
