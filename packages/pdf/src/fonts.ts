import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PdfKit } from './pdfkit';

/**
 * The embedded typeface: Cairo (SIL Open Font License), the site's own font, as the TrueType files
 * of `@expo-google-fonts/cairo` (full Arabic and Latin coverage in one file, OpenType shaping
 * tables included; the site's `@fontsource/cairo` files are split into an Arabic and a Latin
 * WOFF subset). pdfkit embeds only the glyphs a document uses.
 *
 * The files are found through Node's module resolution from this file, so they are read from
 * node_modules wherever this package's code ends up (tsx, the worker's esbuild bundle).
 */
export const FONTS = {
  regular: 'Cairo-Regular',
  bold: 'Cairo-Bold',
} as const;
export type FontName = (typeof FONTS)[keyof typeof FONTS];

const FILES: Record<FontName, string> = {
  'Cairo-Regular': '@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf',
  'Cairo-Bold': '@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf',
};

const resolver = createRequire(import.meta.url);
const cache = new Map<FontName, Buffer>();

/** The font file's bytes, read once per process. */
export function fontData(name: FontName): Buffer {
  let data = cache.get(name);
  if (!data) {
    data = readFileSync(resolver.resolve(FILES[name]));
    cache.set(name, data);
  }
  return data;
}

/** A font as fontkit parsed it (pdfkit accepts one in place of the file). */
type ParsedFont = {
  layout: (...args: never[]) => unknown;
  getGlyph: (id: number, codePoints?: number[]) => { codePoints: number[] } | null;
};

/**
 * fontkit keeps one glyph object per glyph id for the life of a parsed font, holding the
 * characters of whichever call asked for it first; its shaping tables and subsetting (the parts of
 * a compound glyph) ask with none. pdfkit writes a glyph's characters into the document's
 * ToUnicode map, so a glyph first met that way reads back as nothing — pdf.js gave «رمز الت?قق»
 * in an invoice drawn after a receipt — in every later document of the process, the font being
 * parsed once. A glyph asked for again with its characters takes them.
 */
function keepCharacters(font: ParsedFont): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) {
      glyph.codePoints = codePoints;
    }
    return glyph;
  };
}
const parsed = new Map<FontName, ParsedFont>();

/**
 * The font parsed once per process. Given the file's bytes, pdfkit parses it anew for every
 * document, and fontkit then decodes the substitution and positioning tables again on the first
 * line: most of a receipt's CPU time. pdfkit 0.20 takes an already parsed font instead (anything
 * with `layout`), but parses only through a document: one throwaway document does it once.
 */
function parsedFont(PDFDocument: PdfKit, name: FontName): ParsedFont {
  let font = parsed.get(name);
  if (!font) {
    const probe = new PDFDocument({ autoFirstPage: false });
    probe.registerFont(name, fontData(name)).font(name);
    font = (probe as unknown as { _font: { font: ParsedFont } })._font.font;
    if (typeof font?.layout !== 'function') throw new Error(`pdfkit did not parse ${name}`);
    keepCharacters(font);
    parsed.set(name, font);
  }
  return font;
}

/** Registers every font of FONTS with a document (made by `PDFDocument`), under its FONTS name. */
export function registerFonts(PDFDocument: PdfKit, doc: PDFKit.PDFDocument): void {
  for (const name of Object.values(FONTS)) {
    doc.registerFont(name, parsedFont(PDFDocument, name) as unknown as Buffer);
  }
}
