// When a deferred part's code is wanted: as soon as the visitor does anything with the page, or
// once the page has settled without them.

/**
 * Scrolling brings any part below the first screen nearer (an IntersectionObserver would fire at
 * once: the landing page's sections begin inside the first screen); a key, a pointer or a focus
 * move may head for one (Tab through the page, a screen reader moving to it).
 */
const CAPTURED_EVENTS = ['keydown', 'pointerdown', 'focusin'] as const;

/**
 * How long after the load event the page counts as settled: its own requests (session, catalogue,
 * carousel) are over by then, and the parts load without competing with them. A visitor who does
 * nothing (or assistive technology that sends no event) gets the live parts then.
 */
export const SETTLED_AFTER_LOAD_MS = 3000;

/** Calls `start` once, on the visitor's first engagement or when the page has settled. */
export function onEngagedOrSettled(start: () => void): () => void {
  // Scrolled before the scripts arrived: the visitor is already on the way down.
  if (window.scrollY > 0) {
    start();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const engaged = () => {
    stop();
    start();
  };
  const settle = () => {
    timer = setTimeout(() => {
      idle = window.requestIdleCallback?.(engaged, { timeout: 1000 });
      if (idle === undefined) engaged();
    }, SETTLED_AFTER_LOAD_MS);
  };
  function stop() {
    for (const type of CAPTURED_EVENTS) window.removeEventListener(type, engaged, true);
    window.removeEventListener('scroll', engaged);
    window.removeEventListener('load', settle);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback?.(idle);
  }
  for (const type of CAPTURED_EVENTS) {
    window.addEventListener(type, engaged, { capture: true, passive: true });
  }
  // Not captured: only the document's own scrolling (a carousel scrolling its slides is not it).
  window.addEventListener('scroll', engaged, { passive: true });
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return stop;
}
