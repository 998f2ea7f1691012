import { CONTACT_DETAILS } from '@ssc/contracts';
import { CONTENT } from './document';
import { FONTS } from './fonts';
import { drawParagraph, ltr } from './rtl';

/** The office's colour (the site's red) and the grey of secondary lines. */
export const BRAND = '#b71c1c';
export const MUTED = '#555555';

/**
 * The top of every document the office issues: its name, address, phones and email, any `extra`
 * lines (an invoice's tax number), then a red rule. Returns the y below it, where the title goes.
 */
export function drawLetterhead(
  doc: PDFKit.PDFDocument,
  siteName: string,
  extra: string[] = [],
): number {
  const { x, width } = CONTENT;
  const small = { font: FONTS.regular, size: 10, color: MUTED, x, width } as const;
  let y = drawParagraph(doc, siteName, {
    font: FONTS.bold,
    size: 20,
    color: BRAND,
    x,
    y: doc.page.margins.top,
    width,
  });
  y = drawParagraph(doc, CONTACT_DETAILS.addressAr, { ...small, y });
  // The office's numbers as the site's footer and contact page name them (docs/glossary.md):
  // «الهاتف» the landline, «الجوال» the mobiles (never «الخلوي»).
  const mobiles = CONTACT_DETAILS.mobiles.map((m) => ltr(m.display)).join('، ');
  y = drawParagraph(
    doc,
    `الهاتف: ${ltr(CONTACT_DETAILS.landline.display)}   الجوال: ${mobiles}   البريد الإلكتروني: ${ltr(CONTACT_DETAILS.emails[0])}`,
    { ...small, y },
  );
  for (const line of extra) y = drawParagraph(doc, line, { ...small, y });
  y += 8;
  doc
    .lineWidth(2)
    .strokeColor(BRAND)
    .moveTo(x, y)
    .lineTo(x + width, y)
    .stroke();
  return y + 24;
}
