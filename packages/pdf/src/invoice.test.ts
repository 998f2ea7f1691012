import { type InvoicePdf, invoicePdfSchema } from '@ssc/contracts';
import { create } from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice';
import { formatInvoiceAmount, maskNationalId } from './invoice-rows';
import { QR_COLOR } from './qr';
import { SAMPLE_CREDIT_INVOICE, SAMPLE_INVOICE } from './sample';
import { type FilledRect, type PdfContent, readPdf } from './testing';

const SITE = 'سند للاستشارات';
const reversed = (text: string) => Array.from(text).reverse().join('');
const render = (invoice: InvoicePdf) =>
  renderInvoicePdf(invoicePdfSchema.parse(invoice), { siteName: SITE });

/**
 * The QR code as the page draws it, read back into a module matrix: the black squares' smallest
 * height is one module, the top-left finder pattern's corner the origin.
 */
function drawnModules(rects: FilledRect[], size: number): Uint8Array {
  const squares = rects.filter((r) => r.color === QR_COLOR);
  const module = Math.min(...squares.map((r) => r.height));
  const left = Math.min(...squares.map((r) => r.x));
  const top = Math.min(...squares.map((r) => r.y));
  const grid = new Uint8Array(size * size);
  for (const r of squares) {
    const row = Math.round((r.y - top) / module);
    const col = Math.round((r.x - left) / module);
    for (let c = 0; c < Math.round(r.width / module); c++) grid[row * size + col + c] = 1;
  }
  return grid;
}

describe('renderInvoicePdf: a general sales invoice accepted by JoFotara', () => {
  let bytes: Buffer;
  let pdf: PdfContent;
  beforeAll(async () => {
    bytes = await render(SAMPLE_INVOICE);
    pdf = await readPdf(bytes);
  });

  it('is a one-page A4 PDF titled with its type and number', () => {
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.pages).toBe(1);
    expect(pdf.size.width).toBeCloseTo(595.28, 1);
    expect(pdf.size.height).toBeCloseTo(841.89, 1);
    expect(pdf.title).toBe('فاتورة ضريبية إلكترونية INV-2026-000123');
    expect(pdf.items).toContain('فاتورة ضريبية إلكترونية');
    // Right to left: the title's glyphs stand last to first in the file (in more than one text
    // operation: pdfkit starts another where Cairo raises a glyph, as «ض» before «ر»).
    const file = pdf.drawn.map((d) => d.text).join('');
    expect(file).toContain(reversed('فاتورة ضريبية إلكترونية'));
    expect(file).not.toContain('فاتورة ضريبية إلكترونية');
  });

  it('is the same file every time for the same invoice', async () => {
    expect((await render(SAMPLE_INVOICE)).equals(bytes)).toBe(true);
  });

  it('names the seller and its tax number, the buyer, the number, the reference and the service', () => {
    expect(pdf.items).toEqual(
      expect.arrayContaining([
        SITE,
        'الرقم الضريبي: 12345678',
        'رقم الفاتورة',
        'INV-2026-000123',
        'تاريخ الإصدار',
        'الثلاثاء، 10 آذار 2026',
        'العميل',
        'محمد أحمد العلي',
        'المرجع',
        'SND-26-00042',
        'استشارة في التقاعد المبكر',
        // 07:30Z is 10:30 in Amman.
        'الأحد، 15 آذار 2026 الساعة 10:30 ص',
        'بطاقة دفع',
        'pi_3QxY7Z2eZvKYlo2C1aB9cD4e',
      ]),
    );
    expect(pdf.items).not.toContain('الفاتورة الأصلية');
    expect(pdf.items).not.toContain('سبب الإرجاع');
  });

  it('draws numbers and Latin codes left to right, each whole, inside the Arabic lines', () => {
    const drawn = pdf.drawn.map((d) => d.text);
    expect(drawn).toEqual(
      expect.arrayContaining([
        'INV-2026-000123',
        'SND-26-00042',
        '12345678',
        '25.862',
        '4.138',
        '30.000',
        // «16%» after Arabic words is an Arabic number (UBA W2): the sign stands on its left, as
        // an Arabic reader writes it and a browser shows the email; the digits stay in order.
        '16',
        '******2345',
        '3f2b8c1e-7d4a-4e9b-a6c5-1f0e2d3c4b5a',
      ]),
    );
  });

  it('prints net, sales tax at its rate and total in JOD with three decimals', () => {
    expect(pdf.items).toEqual(
      expect.arrayContaining([
        'المبلغ قبل الضريبة',
        '25.862 د.أ',
        '4.138 د.أ',
        'المجموع',
        '30.000 د.أ',
      ]),
    );
    // pdf.js reads the label's parentheses backwards; the drawn «16%» above is in order.
    expect(pdf.items.some((item) => item.startsWith('ضريبة المبيعات') && item.includes('16'))).toBe(
      true,
    );
  });

  it('prints the national number masked to its last four digits', () => {
    expect(pdf.items).toContain('الرقم الوطني');
    expect(pdf.items).toContain('******2345');
    expect(pdf.items.join('\n')).not.toContain('98610');
  });

  it("draws JoFotara's QR code in vector squares that read back as the QR of its text", () => {
    const symbol = create(SAMPLE_INVOICE.qr ?? '', { errorCorrectionLevel: 'M' });
    const { size, data } = symbol.modules;
    expect(Array.from(drawnModules(pdf.rects, size))).toEqual(Array.from(data));
    expect(pdf.items).toContain('رمز التحقق من جوفوترة');
    expect(pdf.items).toContain('3f2b8c1e-7d4a-4e9b-a6c5-1f0e2d3c4b5a');
  });
});

describe('renderInvoicePdf: the other kinds', () => {
  it('an income invoice: «فاتورة دخل», no sales tax line, «—» without a tax number', async () => {
    const pdf = await readPdf(
      await render({
        ...SAMPLE_INVOICE,
        taxType: 'income',
        netMinor: 30_000,
        taxMinor: 0,
        taxPercent: 0,
        seller: { name: SITE, tin: '' },
      }),
    );
    expect(pdf.title).toBe('فاتورة دخل INV-2026-000123');
    expect(pdf.items).toContain('فاتورة دخل');
    expect(pdf.items).not.toContain('فاتورة ضريبية إلكترونية');
    expect(pdf.items.some((item) => item.includes('ضريبة المبيعات'))).toBe(false);
    expect(pdf.items).toContain('الرقم الضريبي: —');
    expect(pdf.items.filter((item) => item === '30.000 د.أ')).toHaveLength(2);
  });

  it('a credit invoice: «إشعار دائن» over its tax type, the original invoice and the reason', async () => {
    const pdf = await readPdf(await render(SAMPLE_CREDIT_INVOICE));
    expect(pdf.title).toBe('إشعار دائن INV-2026-000131');
    const title = pdf.items.indexOf('إشعار دائن');
    expect(title).toBeGreaterThan(-1);
    expect(pdf.items[title + 1]).toBe('فاتورة ضريبية إلكترونية');
    expect(pdf.items).toEqual(
      expect.arrayContaining([
        'INV-2026-000131',
        'الفاتورة الأصلية',
        'INV-2026-000123',
        'سبب الإرجاع',
        'إلغاء الموعد قبل 24 ساعة',
        '30.000 د.أ',
      ]),
    );
  });

  it('without a QR text: no squares, no caption, no UUID, no empty box in their place', async () => {
    const pdf = await readPdf(await render({ ...SAMPLE_INVOICE, qr: undefined }));
    expect(pdf.rects.filter((r) => r.color === QR_COLOR)).toEqual([]);
    expect(pdf.items).not.toContain('رمز التحقق من جوفوترة');
    expect(pdf.items.join('\n')).not.toContain('3f2b8c1e');
    // The table bands are all there is: light grey, one per row.
    expect(new Set(pdf.rects.map((r) => r.color))).toEqual(new Set(['#f6f6f6']));
  });

  it('keeps a QR text as long as JoFotara gives within one symbol, its squares read back', async () => {
    const qr = 'Q'.repeat(900);
    const pdf = await readPdf(await render({ ...SAMPLE_INVOICE, qr }));
    const { size, data } = create(qr, { errorCorrectionLevel: 'M' }).modules;
    expect(Array.from(drawnModules(pdf.rects, size))).toEqual(Array.from(data));
  });

  it('moves the totals and the code to a second page when a long reason fills the first', async () => {
    const reason = Array.from({ length: 60 }, (_, i) => `سبب${i + 1}`).join(' ');
    const bytes = await render({ ...SAMPLE_CREDIT_INVOICE, reason, qr: SAMPLE_INVOICE.qr });
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBe(2);
    // Every word of the reason is on the first page, and no QR square is cut off there.
    for (let i = 1; i <= 60; i++) expect(pdf.items.join(' ').split(/\s+/)).toContain(`سبب${i}`);
    expect(pdf.rects.filter((r) => r.color === QR_COLOR)).toEqual([]);
    expect(pdf.items).not.toContain('المجموع');
  });
});

describe('the invoice formats', () => {
  it('writes JOD with three decimals and grouped thousands', () => {
    expect(formatInvoiceAmount(30_000)).toBe('30.000 د.أ');
    expect(formatInvoiceAmount(4_138)).toBe('4.138 د.أ');
    expect(formatInvoiceAmount(1_234_500)).toBe('1,234.500 د.أ');
    expect(formatInvoiceAmount(0)).toBe('0.000 د.أ');
  });

  it('masks a national number to its last four characters', () => {
    expect(maskNationalId('9861012345')).toBe('******2345');
    expect(maskNationalId(' 98 6101 2345 ')).toBe('******2345');
    expect(maskNationalId('1234')).toBe('****');
    expect(maskNationalId('')).toBe('');
  });
});
