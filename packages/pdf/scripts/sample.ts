// Writes a sample receipt: `npm run sample -w @ssc/pdf [-- <file.pdf>]` (default
// <tmp>/receipt-sample.pdf) and prints its path. See it as a picture with
// `pdftoppm -png -r 80 <file.pdf> receipt` (poppler-utils).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SITE_NAME } from '@ssc/contracts';
import { renderReceiptPdf } from '../src/index';
import { SAMPLE_RECEIPT } from '../src/sample';

const file = path.resolve(process.argv[2] ?? path.join(tmpdir(), 'receipt-sample.pdf'));
writeFileSync(file, await renderReceiptPdf(SAMPLE_RECEIPT, { siteName: DEFAULT_SITE_NAME }));
console.info(file);
