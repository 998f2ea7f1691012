import { registerFonts } from './fonts';
import { loadPdfKit } from './pdfkit';

/** A4 in points, and the margin every document keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
/** The content box: left edge and width between the margins. */
export const CONTENT = { x: PAGE.margin, width: PAGE.width - 2 * PAGE.margin } as const;

export interface DocumentInfo {
  title: string;
  author: string;
  subject?: string;
  /**
   * When the document was made (its CreationDate; default now). A document made from a record
   * gives the record's time: the same record then always makes the same bytes (pdfkit derives the
   * file's ID from this date), whether it is mailed or downloaded later.
   */
  createdAt?: Date;
}

/**
 * A new A4 Arabic document with the fonts registered; `end()` closes it and gives its bytes. The
 * document's language is Arabic (screen readers, text extraction).
 */
export async function createDocument(info: DocumentInfo): Promise<{
  doc: PDFKit.PDFDocument;
  end: () => Promise<Buffer>;
}> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: 'ar',
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject ?? info.title,
      Producer: info.author,
      Creator: info.author,
      CreationDate: info.createdAt ?? new Date(),
    },
  });
  registerFonts(PDFDocument, doc);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const end = () => {
    readRtlLigaturesBackwards(doc);
    doc.end();
    return bytes;
  };
  return { doc, end };
}

/** What this module reads of pdfkit's embedded fonts (internal to pdfkit 0.20). */
interface EmbeddedFontState {
  unicode?: number[][];
}

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * The text a reader copies, searches or reads aloud comes from each glyph's ToUnicode entry, and
 * pdfkit writes a ligature's characters in typing order (لا → «ل ا»). Right-to-left glyphs stand
 * in the file from left to right, so a reader (Poppler, pdf.js, Acrobat) takes the line backwards
 * and turns it around: a ligature's own characters come out swapped («للاستشارات» read as
 * «لالستشارات»). Arabic ligatures occur only in right-to-left runs, so their entries are written
 * in visual order, which the reader's turn puts right.
 */
function readRtlLigaturesBackwards(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as { _fontFamilies: Record<string, EmbeddedFontState> })
    ._fontFamilies;
  for (const font of new Set(Object.values(families))) {
    if (!Array.isArray(font.unicode)) continue;
    font.unicode = font.unicode.map((codePoints) =>
      codePoints.length > 1 && codePoints.some((c) => RTL_LETTER.test(String.fromCodePoint(c)))
        ? [...codePoints].reverse()
        : codePoints,
    );
  }
}
