// Runs in the entry chunk, before the async boundary: plain DOM only, no shared module.
import { FIRST_VIEW } from '@ssc/contracts/constants';

/** The block period of `font-display: fallback`: longer than this, text shows in another font. */
const FONT_WAIT_MS = 100;
/** Cairo's weights in the document (`fonts.ts` writes them into index.html at build time). */
const WEIGHTS = ['400', '700'];

/**
 * Calls `start` once the page's first view has been painted. The first view is the page; the
 * shell's scripts only take it over. Started earlier, they compete with that paint for the main
 * thread (on a fast connection they arrive before the fonts, and the text waits for them). Without
 * a first view there is nothing to wait for.
 */
export function afterFirstPaint(start: () => void): void {
  // A tab opened in the background paints nothing (and runs no animation frame) until shown.
  const nothingToWaitFor =
    !document.querySelector(`[${FIRST_VIEW.attribute}]`) ||
    !document.fonts ||
    document.visibilityState === 'hidden';
  if (nothingToWaitFor) {
    start();
    return;
  }
  const fontsLoaded = Promise.all(WEIGHTS.map((w) => document.fonts.load(`${w} 1em Cairo`, 'ع')));
  const fontWait = new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS));
  void Promise.race([fontsLoaded, fontWait])
    .catch(() => undefined)
    // An animation frame runs just before the browser paints; the timeout, just after it.
    .then(() => requestAnimationFrame(() => setTimeout(start, 0)));
}
