import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import type { FontName } from './fonts';

/**
 * Lines of Arabic (and mixed) text drawn right to left with pdfkit.
 *
 * pdfkit lays text out through fontkit, which shapes Arabic with the font's OpenType features
 * (init/medi/fina, rlig…) but does no bidi: fontkit picks one direction for a whole string from
 * its first character of a real script (Arabic → right to left, reversing the glyphs; anything
 * else left to right), and pdfkit, unless `features` is given, even lays out each space-separated
 * word on its own and puts the words down in typing order (so an Arabic sentence comes out with its
 * words backwards). Its `features` option only switches OpenType features (`rtla` is a glyph
 * substitution that Cairo does not even have); it orders nothing.
 *
 * So each line goes through the Unicode Bidirectional Algorithm (bidi-js): embedding levels for
 * the paragraph, then, per line, the visual order of its characters, grouped into runs of one
 * direction. Every run is handed to pdfkit whole (`features: []`, so it is shaped as one string)
 * in a form fontkit draws in the run's direction, left to right across the page.
 */
const bidi = bidiFactory();

export type Direction = 'rtl' | 'ltr';

/** Left-to-right isolate: a phone number, a code or an email kept whole and in order. */
export function ltr(value: string): string {
  return `\u2066${value}\u2069`;
}
/** First-strong isolate: a value whose direction is its own (a name, a provider's reference). */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

/** Bidi controls: they steer the algorithm and are not drawn (Cairo has no glyphs for them). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Scripts fontkit lays out right to left (its `RTL` table, for the scripts Unicode knows). */
const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u;
/** A character with a script of its own (not Common, Inherited or unassigned). */
const SCRIPT_CHAR = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;

/** One piece of a line, in the order the pieces stand from left to right on the page. */
export interface VisualRun {
  /** Its characters in reading order, mirrored where right to left ("(" → ")"), no controls. */
  text: string;
  /** Read right to left (an odd embedding level). */
  rtl: boolean;
}

/** The paragraph's embedding levels (the base direction is the layout's, not guessed). */
export function embeddingLevels(text: string, base: Direction): EmbeddingLevels {
  return bidi.getEmbeddingLevels(text, base);
}

/**
 * The runs of `text[start..end]` (inclusive; one line of the paragraph whose levels are given),
 * from left to right.
 */
export function lineRuns(
  text: string,
  levels: EmbeddingLevels,
  start = 0,
  end = text.length - 1,
): VisualRun[] {
  if (end < start) return [];
  // bidi-js reorders the line's slice of an array of every index of the text.
  const order = bidi.getReorderedIndices(text, levels, start, end).slice(start, end + 1);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end);
  const groups: { level: number; indices: number[] }[] = [];
  for (const i of order) {
    const level = levels.levels[i] ?? 0;
    const last = groups.at(-1);
    const previous = last?.indices.at(-1);
    // One run: the same level, and the next character in reading order (backwards when RTL).
    if (last && last.level === level && previous === (level % 2 ? i + 1 : i - 1)) {
      last.indices.push(i);
    } else {
      groups.push({ level, indices: [i] });
    }
  }
  const runs: VisualRun[] = [];
  for (const { level, indices } of groups) {
    const rtl = level % 2 === 1;
    const logical = rtl ? [...indices].reverse() : indices;
    const runText = logical
      .map((i) => mirrored.get(i) ?? text[i])
      .join('')
      .replace(BIDI_CONTROLS, '');
    if (runText) runs.push({ text: runText, rtl });
  }
  return runs;
}

/** The runs of a one-line text in a paragraph of direction `base`, from left to right. */
export function visualRuns(line: string, base: Direction = 'rtl'): VisualRun[] {
  return lineRuns(line, embeddingLevels(line, base));
}

const reversed = (text: string): string => Array.from(text).reverse().join('');

/**
 * The strings to hand pdfkit for one run, from left to right, each written so that fontkit's own
 * choice of direction puts its glyphs in the run's order. A run is cut where its characters
 * switch between right-to-left scripts and others (an Arabic word is never cut: in a run it is
 * next only to Common characters such as spaces and punctuation, which join the piece they follow).
 * A piece fontkit would lay out the other way round is given reversed: in practice Arabic-Indic
 * digits inside a left-to-right number, and a right-to-left run of punctuation only; neither
 * joins, so nothing is lost to shaping.
 */
export function fontkitPieces(run: VisualRun): string[] {
  const pieces: { text: string; rtlScript: boolean | undefined }[] = [];
  for (const char of run.text) {
    const rtlScript = SCRIPT_CHAR.test(char) ? RTL_SCRIPT.test(char) : undefined;
    const last = pieces.at(-1);
    if (
      last &&
      (rtlScript === undefined || last.rtlScript === undefined || last.rtlScript === rtlScript)
    ) {
      last.text += char;
      last.rtlScript ??= rtlScript;
    } else {
      pieces.push({ text: char, rtlScript });
    }
  }
  const drawn = pieces.map(({ text, rtlScript }) =>
    (rtlScript ?? false) === run.rtl ? text : reversed(text),
  );
  return run.rtl ? drawn.reverse() : drawn;
}

/** How a text is set: font, size, colour. */
export interface TextStyle {
  font: FontName;
  size: number;
  color?: string;
}

/** Every string is laid out whole: one fontkit call, shaped as one string (see above). */
const WHOLE: PDFKit.Mixins.TextOptions = { lineBreak: false, features: [] };

function applyStyle(doc: PDFKit.PDFDocument, style: TextStyle): void {
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.color ?? '#222222');
}

/** A string handed to pdfkit, with its width. */
interface Piece {
  text: string;
  width: number;
}

/** The pieces of one line, from left to right, measured. */
function linePieces(
  doc: PDFKit.PDFDocument,
  text: string,
  levels: EmbeddingLevels,
  start: number,
  end: number,
): Piece[] {
  return lineRuns(text, levels, start, end).flatMap((run) =>
    fontkitPieces(run).map((piece) => ({ text: piece, width: doc.widthOfString(piece, WHOLE) })),
  );
}

const totalWidth = (pieces: Piece[]) => pieces.reduce((sum, piece) => sum + piece.width, 0);

/**
 * The paragraph cut into lines no wider than `width` (at spaces; a word wider than the line stands
 * alone), as `[start, end]` index pairs (inclusive) without the spaces at the cuts. Most fit on one
 * line; a longer one is filled word by word, each measured once (Arabic joins no letter across a
 * space, so a line is as wide as its words and spaces).
 */
function breakLines(
  doc: PDFKit.PDFDocument,
  text: string,
  levels: EmbeddingLevels,
  width: number,
): [number, number][] {
  const words: [number, number][] = [];
  // Cut at plain spaces only: a no-break space («9:00\u00A0ص») holds its neighbours together.
  for (const match of text.matchAll(/[^ ]+/g)) {
    words.push([match.index, match.index + match[0].length - 1]);
  }
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last) return [];
  if (totalWidth(linePieces(doc, text, levels, first[0], last[1])) <= width) {
    return [[first[0], last[1]]];
  }
  const space = doc.widthOfString(' ', WHOLE);
  const lines: [number, number][] = [];
  let current: [number, number] | undefined;
  let currentWidth = 0;
  const measured = words.flatMap((word) => {
    const wordWidth = totalWidth(linePieces(doc, text, levels, word[0], word[1]));
    return wordWidth <= width
      ? [{ word, wordWidth }]
      : cutWord(doc, text, levels, word, width).map((part) => ({
          word: part,
          wordWidth: totalWidth(linePieces(doc, text, levels, part[0], part[1])),
        }));
  });
  for (const { word, wordWidth } of measured) {
    const gap = current && word[0] > current[1] + 1 ? (word[0] - current[1] - 1) * space : 0;
    if (current && currentWidth + gap + wordWidth <= width) {
      current = [current[0], word[1]];
      currentWidth += gap + wordWidth;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    currentWidth = wordWidth;
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * A word wider than the line (a long provider reference, an email address) cut into parts that
 * fit, between characters: it stays whole, over several lines, rather than running off the page.
 */
function cutWord(
  doc: PDFKit.PDFDocument,
  text: string,
  levels: EmbeddingLevels,
  [start, end]: [number, number],
  width: number,
): [number, number][] {
  const parts: [number, number][] = [];
  let partStart = start;
  let partEnd = start + (text.codePointAt(start)! > 0xffff ? 1 : 0);
  for (let i = partEnd + 1; i <= end; i++) {
    const last = i + (text.codePointAt(i)! > 0xffff ? 1 : 0);
    if (totalWidth(linePieces(doc, text, levels, partStart, last)) > width) {
      parts.push([partStart, partEnd]);
      partStart = i;
    }
    partEnd = last;
    i = last;
  }
  parts.push([partStart, partEnd]);
  return parts;
}

export interface ParagraphOptions extends TextStyle {
  /** The box: left edge, top, width. */
  x: number;
  y: number;
  width: number;
  /** Where lines stand in the box: 'start' is the right edge in RTL (default), the left in LTR. */
  align?: 'start' | 'center' | 'end';
  /** The paragraph's direction (default 'rtl'). */
  direction?: Direction;
  /** Line height as a multiple of the font size (default 1.6: Arabic needs room for its marks). */
  lineHeight?: number;
}

/** A paragraph laid out for its box's width, ready to draw anywhere. */
export interface LaidOutParagraph {
  height: number;
  /** Draws it with its top-left corner at (x, y); returns the y below it. */
  draw(x: number, y: number): number;
}

/**
 * Lays a paragraph out: bidi order, shaping, lines wrapped to `width`. Wrap values that must stay
 * whole and left to right in `ltr()`: in an Arabic line the spaces of «06 565 4321» take the
 * line's direction and its groups come out backwards (UAX #9, rule N1).
 */
export function layoutParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  options: Omit<ParagraphOptions, 'x' | 'y'>,
): LaidOutParagraph {
  const direction = options.direction ?? 'rtl';
  const lineHeight = options.size * (options.lineHeight ?? 1.6);
  const align = options.align ?? 'start';
  applyStyle(doc, options);
  const clean = text.replace(/\u202F/g, '\u00A0').replace(/[\r\n\t]+/g, ' ');
  const levels = embeddingLevels(clean, direction);
  const lines = breakLines(doc, clean, levels, options.width).map(([start, end]) =>
    linePieces(doc, clean, levels, start, end),
  );
  // pdfkit puts the top of a line's glyph box at y: centre it in the line's height.
  const glyphTop = (lineHeight - doc.currentLineHeight()) / 2;
  return {
    height: lines.length * lineHeight,
    draw(left, top) {
      applyStyle(doc, options);
      let y = top;
      for (const pieces of lines) {
        const width = totalWidth(pieces);
        const rightAligned = (align === 'start') === (direction === 'rtl');
        let x =
          align === 'center'
            ? left + (options.width - width) / 2
            : rightAligned
              ? left + options.width - width
              : left;
        for (const piece of pieces) {
          doc.text(piece.text, x, y + glyphTop, WHOLE);
          x += piece.width;
        }
        y += lineHeight;
      }
      return y;
    },
  };
}

/** Draws a paragraph in its box (see layoutParagraph) and returns the y below it. */
export function drawParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  options: ParagraphOptions,
): number {
  return layoutParagraph(doc, text, options).draw(options.x, options.y);
}
