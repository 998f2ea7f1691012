// The receipt and the JoFotara invoice as PDF. `document`, `fonts`, `rtl`, `rows`, `letterhead`
// and `qr` are the small layer any Arabic document is drawn with; `receipt` and `invoice` are
// documents' layouts.
export { CONTENT, createDocument, type DocumentInfo, PAGE } from './document';
export { FONTS, type FontName, registerFonts } from './fonts';
export { QR_CAPTION, renderInvoicePdf } from './invoice';
export {
  CREDIT_INVOICE_TITLE,
  formatInvoiceAmount,
  invoiceAmountRows,
  invoiceRows,
  invoiceTitle,
  maskNationalId,
} from './invoice-rows';
export { BRAND, drawLetterhead, MUTED } from './letterhead';
export { loadPdfKit, type PdfKit } from './pdfkit';
export { drawQrSymbol, qrSymbol } from './qr';
export { RECEIPT_CLOSING, receiptRows, renderReceiptPdf } from './receipt';
export { drawRows, type LaidOutRows, layoutRows, type Row, type RowsOptions } from './rows';
export {
  type Direction,
  drawParagraph,
  fontkitPieces,
  isolate,
  type LaidOutParagraph,
  layoutParagraph,
  ltr,
  type ParagraphOptions,
  type TextStyle,
  type VisualRun,
  visualRuns,
} from './rtl';
