// Reading a PDF back in tests (pdfjs-dist, Mozilla's PDF reader; a dev dependency: import this
// module from tests only).
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One text-showing operation: its glyphs in the order they stand from left to right. */
export interface DrawnText {
  /** Each glyph's text (its ToUnicode entry), joined in drawing order. */
  text: string;
  glyphs: { text: string; code: number }[];
}

/** A filled rectangle of the first page, in pdfkit's coordinates (points, y down from the top). */
export interface FilledRect {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The fill colour as pdf.js reports it (#rrggbb). */
  color: string;
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
  /** Every filled rectangle of the first page (table bands, a QR code's squares). */
  rects: FilledRect[];
}

interface Glyph {
  unicode: string;
  originalCharCode: number;
}

/**
 * A text without its Arabic marks (tanween, harakat) and the space pdf.js puts before one: a mark
 * is drawn as its own glyph, placed over its letter by the font, and pdf.js reads it back as an
 * item of its own or apart from its letter («30 ديناراً أردنياً» comes back «30 دينارا ً أردنيا»).
 * Compare an item and the expected text both through it.
 */
export function unmarked(text: string): string {
  return text.replace(/\s*[\u064B-\u0652]/g, '');
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
    const rects: FilledRect[] = [];
    const colors = ['#000000'];
    operators.fnArray.forEach((fn, i) => {
      const args = operators.argsArray[i];
      if (fn === OPS.save) colors.push(colors.at(-1) ?? '#000000');
      if (fn === OPS.restore && colors.length > 1) colors.pop();
      if (fn === OPS.setFillRGBColor) colors[colors.length - 1] = String(args[0]);
      if (fn === OPS.constructPath && args[0] === OPS.fill) {
        rects.push(...pathRects(args[1][0], colors.at(-1) ?? '#000000'));
      }
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
      rects,
    };
  } finally {
    await pdf.destroy();
  }
}

/** pdf.js's path commands (its internal `DrawOPS`, not exported): what a constructPath holds. */
const MOVE_TO = 0;
const LINE_TO = 1;
const CLOSE_PATH = 4;

/**
 * The rectangles of one filled path: pdfkit's `rect` reaches pdf.js as a move, three lines and a
 * close (x y, x+w y, x+w y+h, x y+h). A subpath of any other shape is left out.
 */
function pathRects(path: ArrayLike<number> | undefined, color: string): FilledRect[] {
  const rects: FilledRect[] = [];
  if (!path) return rects;
  let i = 0;
  while (i < path.length) {
    const op = path[i];
    const p = Array.from({ length: 13 }, (_, k) => path[i + k] ?? Number.NaN);
    const isRect =
      op === MOVE_TO &&
      p[3] === LINE_TO &&
      p[6] === LINE_TO &&
      p[9] === LINE_TO &&
      p[12] === CLOSE_PATH;
    if (isRect) {
      const xs = [p[1], p[4], p[7], p[10]] as number[];
      const ys = [p[2], p[5], p[8], p[11]] as number[];
      const x = Math.min(...xs);
      const y = Math.min(...ys);
      rects.push({ x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y, color });
      i += 13;
      continue;
    }
    // Step over one command and its coordinates.
    i += op === MOVE_TO || op === LINE_TO ? 3 : op === 2 ? 7 : op === 3 ? 5 : 1;
  }
  return rects;
}
