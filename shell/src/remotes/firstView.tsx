import { FIRST_VIEW } from '@ssc/contracts/constants';
import { useBorrowedNodes } from '@ssc/ui';
import { useRef } from 'react';

/**
 * The page markup the gateway put into the document (the page's build-time first view), kept to
 * stand in for that page while its code loads. React's first render empties #root; the same nodes
 * are moved into the fallback before the browser paints again, so the visitor sees no blink, keeps
 * focus and scroll, and the browser sees no new content to measure.
 */
let firstView: { module: string; holder: Element } | undefined;

/** Takes note of the document's first view; call before React renders into #root. */
export function captureFirstView(root: ParentNode = document): void {
  const holder = root.querySelector(`[${FIRST_VIEW.attribute}]`);
  const module = holder?.getAttribute(FIRST_VIEW.attribute);
  firstView = holder && module ? { module, holder } : undefined;
}

/** Whether a page has a first view to stand in for it while its code loads. */
export function hasFirstView(module: string): boolean {
  return firstView?.module === module;
}

/** The captured first view of a page (render only when `hasFirstView(module)`). */
export function FirstView({ module }: { module: string }) {
  const container = useRef<HTMLDivElement>(null);
  // Back into the holder when the page has arrived, or a retry after a failed load shows it again.
  useBorrowedNodes(container, firstView?.module === module ? firstView.holder : undefined);
  return (
    <div ref={container} {...{ [FIRST_VIEW.attribute]: module }} style={{ display: 'contents' }} />
  );
}
