import { INVOICE_TAX_TYPE_LABELS, type InvoicePdf } from '@ssc/contracts';
import { CONTENT, createDocument, PAGE } from './document';
import { FONTS } from './fonts';
import { invoiceAmountRows, invoiceRows, invoiceTitle, sellerLine } from './invoice-rows';
import { drawLetterhead, MUTED } from './letterhead';
import { drawQrSymbol, qrDrawSize, qrSymbol } from './qr';
import { drawRows, layoutRows } from './rows';
import { drawParagraph, layoutParagraph, ltr } from './rtl';

/** The caption under JoFotara's QR code. */
export const QR_CAPTION = 'رمز التحقق من جوفوترة';

/** The QR block on the left of the totals: wide enough for the UUID under the code. */
const QR_BLOCK_WIDTH = 190;
const GAP = 24;

/**
 * An invoice or a refund's credit invoice (issue 32) as an A4 PDF, right to left: the office's
 * letterhead with its tax number, the title by type, the facts (number, dates, buyer, reference,
 * service, payment; a credit invoice's original and reason), the totals and, once JoFotara has
 * accepted it, JoFotara's QR code with its UUID. The same invoice is the same file (created at its
 * issue time), mailed or downloaded.
 */
export async function renderInvoicePdf(
  invoice: InvoicePdf,
  options: { siteName: string },
): Promise<Buffer> {
  const title = invoiceTitle(invoice);
  const { doc, end } = await createDocument({
    title: `${title} ${invoice.number}`,
    author: options.siteName,
    createdAt: new Date(invoice.issuedAt),
  });
  const { x, width } = CONTENT;
  let y = drawLetterhead(doc, options.siteName, [sellerLine(invoice, options.siteName)]);

  y = drawParagraph(doc, title, { font: FONTS.bold, size: 22, x, y, width, align: 'center' });
  if (invoice.type === 'credit') {
    // Which kind of invoice it credits, as JoFotara files it.
    const kind = INVOICE_TAX_TYPE_LABELS[invoice.taxType];
    y = drawParagraph(doc, kind, {
      font: FONTS.regular,
      size: 12,
      color: MUTED,
      x,
      y,
      width,
      align: 'center',
    });
  }
  y += 12;
  y = drawRows(doc, invoiceRows(invoice), { x, y, width, labelWidth: 150, size: 10 });
  y += 20;

  // The totals on the right; JoFotara's code, when there is one, on the left beside them.
  const totalsWidth = width - QR_BLOCK_WIDTH - GAP;
  const totals = layoutRows(doc, invoiceAmountRows(invoice), {
    x: x + width - totalsWidth,
    width: totalsWidth,
    labelWidth: 150,
    size: 11,
  });
  const qr = invoice.qr ? await qrBlock(doc, invoice.qr, invoice.jofotaraUuid) : undefined;
  if (y + Math.max(totals.height, qr?.height ?? 0) > PAGE.height - PAGE.margin) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  const below = Math.max(totals.draw(y), qr ? qr.draw(x, y) : y);

  const closing =
    invoice.type === 'credit'
      ? `صدر هذا الإشعار إلكترونيا عن ${options.siteName}، ولا يحتاج إلى توقيع.`
      : `صدرت هذه الفاتورة إلكترونيا عن ${options.siteName}، ولا تحتاج إلى توقيع.`;
  const footer = layoutParagraph(doc, closing, {
    font: FONTS.regular,
    size: 9,
    color: MUTED,
    width,
  });
  let footerTop = below + 16;
  if (footerTop + footer.height > PAGE.height - PAGE.margin) {
    doc.addPage();
    footerTop = doc.page.margins.top;
  }
  footer.draw(x, footerTop);
  return end();
}

/** JoFotara's code, centred in its block, the caption and the UUID under it. */
async function qrBlock(doc: PDFKit.PDFDocument, text: string, uuid: string | undefined) {
  const symbol = await qrSymbol(text);
  const size = qrDrawSize(symbol.modules.size);
  const caption = layoutParagraph(doc, QR_CAPTION, {
    font: FONTS.bold,
    size: 9,
    width: QR_BLOCK_WIDTH,
    align: 'center',
  });
  const id = uuid
    ? layoutParagraph(doc, ltr(uuid), {
        font: FONTS.regular,
        size: 7.5,
        color: MUTED,
        width: QR_BLOCK_WIDTH,
        align: 'center',
      })
    : undefined;
  return {
    height: size + 6 + caption.height + (id?.height ?? 0),
    draw(left: number, top: number): number {
      const bottom = drawQrSymbol(doc, symbol, {
        x: left + (QR_BLOCK_WIDTH - size) / 2,
        y: top,
        size,
      });
      const after = caption.draw(left, bottom + 6);
      return id ? id.draw(left, after) : after;
    },
  };
}
