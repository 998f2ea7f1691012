import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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

const require = createRequire(import.meta.url);
const cache = new Map<FontName, Buffer>();

/** The font file's bytes, read once per process. */
export function fontData(name: FontName): Buffer {
  let data = cache.get(name);
  if (!data) {
    data = readFileSync(require.resolve(FILES[name]));
    cache.set(name, data);
  }
  return data;
}

/** Registers every font of FONTS with a document, under its FONTS name. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const name of Object.values(FONTS)) doc.registerFont(name, fontData(name));
}
