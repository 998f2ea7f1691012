// Reading a PDF back in tests (pdfjs-dist, Mozilla's PDF reader; a dev dependency: import this
// module from tests only).
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One text-showing operation: its glyphs in the order they stand from left to right. */
export interface DrawnText {
  /** Each glyph's text (its ToUnicode entry), joined in drawing order. */
  text: string;
  glyphs: { text: string; code: number }[];
}

export interface PdfContent {
  pages: number;
  /** The first page's size in points. */
  size: { width: number; height: number };
  title: string | undefined;
  /** The text as pdf.js reads it (its own bidi turns right-to-left lines back), one item per line piece. */
  items: string[];
  /** Every text operation of the first page, as drawn. */
  drawn: DrawnText[];
}

interface Glyph {
  unicode: string;
  originalCharCode: number;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  // pdf.js takes over (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const page = await pdf.getPage(1);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    const text = await page.getTextContent();
    const operators = await page.getOperatorList();
    const drawn: DrawnText[] = [];
    operators.fnArray.forEach((fn, i) => {
      if (fn !== OPS.showText) return;
      const glyphs = (operators.argsArray[i][0] as (Glyph | number)[])
        .filter((g): g is Glyph => typeof g === 'object' && g !== null)
        .map((g) => ({ text: g.unicode, code: g.originalCharCode }));
      drawn.push({ text: glyphs.map((g) => g.text).join(''), glyphs });
    });
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    return {
      pages: pdf.numPages,
      size: { width: x1 - x0, height: y1 - y0 },
      title: info.Title,
      items: text.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : [])),
      drawn,
    };
  } finally {
    await pdf.destroy();
  }
}
