import { type RefObject, useLayoutEffect } from 'react';

/**
 * Moves the build-time markup held by `source` into `target`'s element while mounted, and back
 * when unmounted (the same nodes: no second copy, focus and scroll kept). A layout effect: they
 * are in place before the browser paints, after React's first render emptied the document's root.
 */
export function useBorrowedNodes(
  target: RefObject<Element | null>,
  source: Element | undefined,
): void {
  useLayoutEffect(() => {
    const into = target.current;
    if (!into || !source) return;
    into.replaceChildren(...source.childNodes);
    return () => source.replaceChildren(...into.childNodes);
  }, [target, source]);
}
