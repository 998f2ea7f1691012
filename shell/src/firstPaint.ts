// Runs in the entry chunk, before the async boundary: plain DOM only, no shared module.
import { FIRST_VIEW } from '@ssc/contracts/constants';

/** The block period of `font-display: fallback`: longer than this, text shows in another font. */
const FONT_WAIT_MS = 100;
const WEIGHTS = ['400', '700'];

/**
 * Calls `start` once the page's first view has been painted. The first view is the page; the
 * shell's scripts only take it over. Started earlier, they compete with that paint for the main
 * thread (on a fast connection they arrive before the fonts, and the text waits for them). Without
 * a first view there is nothing to wait for.
 */
export function afterFirstPaint(start: () => void): void {
  if (!document.querySelector(`[${FIRST_VIEW.attribute}]`) || !document.fonts) {
    start();
    return;
  }
  const fontsLoaded = Promise.all(WEIGHTS.map((w) => document.fonts.load(`${w} 1em Cairo`, 'ع')));
  const fontWait = new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS));
  void Promise.race([fontsLoaded, fontWait])
    .catch(() => undefined)
    // The frame after the next one: the next is the first view's own paint.
    .then(() => requestAnimationFrame(() => setTimeout(start, 0)));
}
