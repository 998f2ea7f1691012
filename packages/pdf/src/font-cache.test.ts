import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice';
import { renderReceiptPdf } from './receipt';
import { SAMPLE_INVOICE, SAMPLE_RECEIPT } from './sample';
import { readPdf } from './testing';

// A file of its own: the parsed fonts live as long as the module, and this needs them fresh.
describe('documents drawn one after another in one process (the fonts parsed once)', () => {
  // Three documents, the first also loading pdfkit and parsing both fonts: slow on a busy machine.
  it('read back whole: a glyph the shaping tables touched first keeps its characters', {
    timeout: 30_000,
  }, async () => {
    // Drawing the receipt makes Cairo Bold's medial «ح» without characters (shaping «اسم الدافع»
    // or subsetting asks for it bare); the invoice then draws «التحقق» in bold.
    await renderReceiptPdf(SAMPLE_RECEIPT, { siteName: 'سند للاستشارات' });
    const pdf = await readPdf(
      await renderInvoicePdf(SAMPLE_INVOICE, { siteName: 'سند للاستشارات' }),
    );
    expect(pdf.items).toContain('رمز التحقق من جوفوترة');
    expect(pdf.items.filter((item) => item.includes('?'))).toEqual([]);
    const again = await readPdf(
      await renderReceiptPdf(SAMPLE_RECEIPT, { siteName: 'سند للاستشارات' }),
    );
    expect(again.items.filter((item) => item.includes('?'))).toEqual([]);
  });
});
