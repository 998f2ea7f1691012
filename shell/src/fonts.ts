// Self-hosted Cairo for the Arabic script in two weights, written into index.html by the build-time
// render (prerender.tsx), never imported by the browser bundle: an entry chunk with CSS carries
// rspack's CSS-loading runtime (0.4 KB gzip of every page). The theme's semibold (600) is drawn with
// the bold file. Latin letters and digits use the system font of the stack (Segoe UI, Roboto,
// Tahoma...): Cairo's Latin files would add two downloads (32 KB) before the first view on every
// visit, which Lighthouse's mobile run measures as ~0.4 s of LCP. woff2 only: every browser the
// build targets reads it (the woff files @fontsource also lists were never fetched).
import cairo400 from '@fontsource/cairo/files/cairo-arabic-400-normal.woff2';
import cairo700 from '@fontsource/cairo/files/cairo-arabic-700-normal.woff2';

/** `firstPaint.ts` waits for these weights. */
const CAIRO = [
  { weight: 400, url: cairo400 },
  { weight: 700, url: cairo700 },
];

/**
 * For the document's <head>: a preload of each font file, so that the first view paints in Cairo
 * without waiting for a stylesheet to name them, and their `@font-face` rules. `font-display:
 * fallback` instead of `swap`: text waits up to 100 ms for the preloaded font rather than showing
 * in another font and changing size when Cairo arrives (the page's text would then grow after the
 * first paint); on a slow link it shows in the fallback font after those 100 ms.
 */
export function fontHead(): string {
  const preloads = CAIRO.map(
    ({ url }) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`,
  );
  const faces = CAIRO.map(
    ({ weight, url }) =>
      `@font-face{font-family:Cairo;font-style:normal;font-display:fallback;font-weight:${weight};src:url(${url})format("woff2")}`,
  );
  return `${preloads.join('')}<style>${faces.join('')}</style>`;
}
