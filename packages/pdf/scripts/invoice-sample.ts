// Writes a sample invoice (general sales, with JoFotara's QR code) and its credit invoice:
// `npm run sample:invoice -w @ssc/pdf [-- <dir>]` (default <tmp>) and prints their paths. See them
// as pictures with `pdftoppm -png -r 80 -singlefile <file.pdf> invoice` (poppler-utils).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SITE_NAME } from '@ssc/contracts';
import { renderInvoicePdf } from '../src/index';
import { SAMPLE_CREDIT_INVOICE, SAMPLE_INVOICE } from '../src/sample';

const dir = path.resolve(process.argv[2] ?? tmpdir());
for (const [name, invoice] of [
  ['invoice-sample.pdf', SAMPLE_INVOICE],
  ['credit-invoice-sample.pdf', SAMPLE_CREDIT_INVOICE],
] as const) {
  const file = path.join(dir, name);
  writeFileSync(file, await renderInvoicePdf(invoice, { siteName: DEFAULT_SITE_NAME }));
  console.info(file);
}
