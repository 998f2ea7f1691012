import type PDFDocument from 'pdfkit';

export type PdfKit = typeof PDFDocument;

let loading: Promise<PdfKit> | undefined;

/**
 * pdfkit, loaded with the first document rather than with whatever imports this package: it and
 * fontkit under it take ~30 MB and ~0.3 s to load, and the worker that imports this package sends
 * many emails that have no PDF (its idle memory counts toward the product's budget).
 */
export function loadPdfKit(): Promise<PdfKit> {
  loading ??= import('pdfkit').then((module) => module.default);
  return loading;
}
