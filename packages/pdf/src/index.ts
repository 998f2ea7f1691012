// The receipt (and later the JoFotara invoice) as PDF. `document`, `fonts`, `rtl` and `rows` are
// the small layer any Arabic document is drawn with; `receipt` is one document's layout.
export { CONTENT, createDocument, type DocumentInfo, PAGE } from './document';
export { FONTS, type FontName, registerFonts } from './fonts';
export { loadPdfKit, type PdfKit } from './pdfkit';
export { RECEIPT_CLOSING, receiptRows, renderReceiptPdf } from './receipt';
export { drawRows, type Row, type RowsOptions } from './rows';
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
