import { type Receipt, receiptSchema } from '@ssc/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderReceiptPdf } from './receipt';
import { SAMPLE_RECEIPT } from './sample';
import { type PdfContent, readPdf, unmarked } from './testing';

const SITE = 'سند للاستشارات';
const reversed = (text: string) => Array.from(text).reverse().join('');

const receipt: Receipt = receiptSchema.parse({
  ...SAMPLE_RECEIPT,
  amountMinor: 12_500,
  paymentReference: '8ac7a4a1-93c2f0e1',
});

describe('renderReceiptPdf', () => {
  let bytes: Buffer;
  let pdf: PdfContent;
  beforeAll(async () => {
    bytes = await renderReceiptPdf(receipt, { siteName: SITE });
    pdf = await readPdf(bytes);
  });

  it('is a one-page A4 PDF titled with the reference', () => {
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.pages).toBe(1);
    expect(pdf.size.width).toBeCloseTo(595.28, 1);
    expect(pdf.size.height).toBeCloseTo(841.89, 1);
    expect(pdf.title).toBe('إيصال دفع SND-26-00042');
  });

  it('is the same file every time for the same payment', async () => {
    expect((await renderReceiptPdf(receipt, { siteName: SITE })).equals(bytes)).toBe(true);
  });

  it('carries the reference, the amount and the payment reference intact', () => {
    expect(pdf.items).toContain('SND-26-00042');
    expect(pdf.items).toContain('8ac7a4a1-93c2f0e1');
    expect(pdf.items.join('\n')).toContain('12.500');
    // Left-to-right runs are drawn in reading order, each whole (the phone's groups too).
    const drawn = pdf.drawn.map((d) => d.text);
    expect(drawn).toEqual(expect.arrayContaining(['SND-26-00042', '12.500', '06 565 4321']));
    expect(drawn).toEqual(expect.arrayContaining(['8ac7a4a1-93c2f0e1', 'info@sanad-consult.jo']));
  });

  it('writes Arabic right to left: the glyphs of a line stand backwards, and read back as typed', () => {
    // A PDF places glyphs from left to right, so a right-to-left line correctly drawn holds its
    // letters last to first: the title «إيصال دفع» must be one text operation whose glyphs, in
    // file order, are the reversed word. A line put down in typing order (the bug this package
    // prevents) would hold «إيصال دفع» itself and fail here. pdf.js, reading it back, turns a
    // right-to-left line around again, so what a reader copies is the title as typed.
    const drawn = pdf.drawn.map((d) => d.text);
    expect(drawn).toContain(reversed('إيصال دفع'));
    expect(drawn).not.toContain('إيصال دفع');
    expect(pdf.items).toEqual(
      expect.arrayContaining(['إيصال دفع', 'رقم المرجع', 'المبلغ المدفوع', 'اسم الدافع', SITE]),
    );
    expect(pdf.items).toContain('استشارة في التقاعد المبكر');
    expect(pdf.items).toContain('12.500 دينار أردني');
  });

  it('joins Arabic letters: one letter takes a different glyph at the start, middle and end', () => {
    // Text extraction cannot tell shaped from unshaped: a joined letter maps back to the same
    // character as the isolated one. The glyphs can: shaped, «م» is drawn with its initial form in
    // «موعد», medial in «المبلغ», final in «رقم» — three glyphs for one character. Unshaped, every
    // «م» would be the one isolated glyph; so would every «ع» («عمّان», «موعد», «دفع»).
    const glyphsOf = (char: string) =>
      new Set(pdf.drawn.flatMap((d) => d.glyphs.filter((g) => g.text === char).map((g) => g.code)));
    expect(glyphsOf('م').size).toBeGreaterThanOrEqual(3);
    expect(glyphsOf('ع').size).toBeGreaterThanOrEqual(3);
    expect(glyphsOf('ه').size).toBeGreaterThanOrEqual(2);
  });

  it('writes a whole amount as grammatical Arabic, joined, its tanween kept (issue 33.5)', async () => {
    const whole = await readPdf(
      await renderReceiptPdf({ ...receipt, amountMinor: 30_000 }, { siteName: SITE }),
    );
    // pdf.js reads a positioned mark back apart from its letter («دينارا ً»): compare without it.
    expect(whole.items.map(unmarked)).toContain(unmarked('30 ديناراً أردنياً'));
    const drawn = whole.drawn.map((d) => d.text);
    expect(drawn).toContain('30');
    // Both tanweens are drawn, each a glyph of its own placed over its alif by the font.
    expect(drawn.filter((text) => text === '\u064B')).toHaveLength(2);
    // «دينارا»: shaped as one string, so its first alif (after «ن») takes the final form and the
    // last (after «ر», which never joins forward) the isolated one: two glyphs for one letter.
    const word = whole.drawn.find((d) => d.text === reversed(' دينارا'));
    expect(new Set(word?.glyphs.filter((g) => g.text === 'ا').map((g) => g.code)).size).toBe(2);
  });

  it("names the office phones as the site's footer does: «الهاتف» and «الجوال» (docs/glossary.md)", () => {
    const line = pdf.items.join(' ');
    expect(line).toContain('الهاتف');
    expect(line).toContain('الجوال');
    expect(line).not.toContain('الخلوي');
  });

  it('names the appointment time in Amman, and the method', () => {
    // 07:30Z is 10:30 in Amman (UTC+3).
    expect(pdf.items).toContain('موعد الاستشارة');
    expect(pdf.items.join('\n')).toContain('10:30');
    expect(pdf.items).toContain('بطاقة دفع');
  });

  it('has no appointment row for a service request; a CliQ transfer keeps its Latin name', async () => {
    const request = await readPdf(
      await renderReceiptPdf(
        {
          ...receipt,
          kind: 'service-request',
          reference: 'SR-2026-0007',
          startsAt: undefined,
          method: 'cliq',
          name: 'Sarah Haddad',
        },
        { siteName: SITE },
      ),
    );
    expect(request.items).not.toContain('موعد الاستشارة');
    expect(request.items).toContain('SR-2026-0007');
    expect(request.items).toContain('Sarah Haddad');
    const drawn = request.drawn.map((d) => d.text);
    expect(drawn).toEqual(expect.arrayContaining(['CliQ', reversed('تحويل فوري عبر ')]));
  });

  it('cuts a reference too long for its cell over lines, every character kept in order', async () => {
    const paymentReference = `${'8ac7a4a193c2f0e1'.repeat(7)}-END`;
    const long = await readPdf(
      await renderReceiptPdf({ ...receipt, paymentReference }, { siteName: SITE }),
    );
    const start = long.items.findIndex((item) => item.startsWith('8ac7a4a1'));
    const lines = long.items.slice(start, start + 3).filter((item) => /^[0-9a-fEND-]+$/.test(item));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(paymentReference);
  });

  it('wraps a long service name inside its cell, every word kept', async () => {
    const serviceName = Array.from({ length: 12 }, (_, i) => `خدمة${i + 1}`).join(' ');
    const long = await readPdf(
      await renderReceiptPdf({ ...receipt, serviceName }, { siteName: SITE }),
    );
    const words = long.items.join(' ').split(/\s+/);
    // Each word once (each line drawn once), and the words in order within each line.
    for (let i = 1; i <= 12; i++) expect(words.filter((w) => w === `خدمة${i}`)).toHaveLength(1);
    const lines = long.items.filter((item) => item.startsWith('خدمة'));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(serviceName);
    expect(long.pages).toBe(1);
  });
});
