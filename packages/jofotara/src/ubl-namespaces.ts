/** The UBL 2.1 namespaces JoFotara's guide declares on the root element (prefixes cac/cbc/ext). */
export const UBL_NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;

/**
 * The guide (v1.4, every example) writes amounts as `currencyID="JO"` while the document
 * currency is `JOD`; the PHP SDK does the same. We follow the guide.
 */
export const AMOUNT_CURRENCY_ID = 'JO';
export const DOCUMENT_CURRENCY = 'JOD';
