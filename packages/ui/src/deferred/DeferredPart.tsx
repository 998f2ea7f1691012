// Parts of a page below its first screen (the footer, the landing page's sections) whose code is
// not part of the page's initial JS (issue 17.5). Their build-time markup (the first view) stands
// in for them until their code has loaded and rendered, so nothing a visitor already sees vanishes.
import {
  type ComponentType,
  type MouseEvent,
  type RefCallback,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { onEngagedOrSettled } from './engagement';
import { useBorrowedNodes } from './useBorrowedNodes';

/** Marks a part's box in the first view, and scopes the part's build-time CSS (`prerender`). */
export const DEFERRED_PART_ATTRIBUTE = 'data-deferred-part';

export type PartModule = { default: ComponentType };

/** Each part's build-time markup found in the document, by name. */
const firstViews = new Map<string, Element>();
/** Parts whose code has loaded: shown at once when they mount again (another page, a return). */
const loadedParts = new Map<string, ComponentType>();

/** Takes note of the parts' build-time markup; call before React first renders into the page. */
export function captureDeferredParts(root: ParentNode = document): void {
  for (const element of root.querySelectorAll(`[${DEFERRED_PART_ATTRIBUTE}]`)) {
    const name = element.getAttribute(DEFERRED_PART_ATTRIBUTE);
    if (name && element.hasChildNodes()) firstViews.set(name, element);
  }
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Which focusable element of `container` has focus (the stand-in and the part list them alike). */
function focusedIndex(container: Element): number {
  const focused = document.activeElement;
  if (!focused || !container.contains(focused)) return -1;
  return [...container.querySelectorAll(FOCUSABLE)].indexOf(focused);
}

/**
 * A stand-in's link is the build-time markup's plain `<a href>`: followed inside the app, as the
 * part's own `Link` would, instead of loading the whole site again.
 */
function useFollowInApp() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
}

/**
 * A part loaded when the visitor first engages with the page (scrolls, presses a key, points,
 * moves focus) or, failing that, once the page has settled (`engagement.ts`); until then its
 * build-time markup stands in, moved into place before the browser paints (no blink, no shift).
 * Without a first view (a page reached inside the app, a remote's own dev page) it loads at once.
 */
export function DeferredPart({ name, load }: { name: string; load: () => Promise<PartModule> }) {
  const [Part, setPart] = useState(() => loadedParts.get(name));
  const standIn = useRef<HTMLDivElement | null>(null);
  const focusToRestore = useRef(-1);
  const followInApp = useFollowInApp();

  // Back when the part replaces the stand-in, or a later visit of the page shows it again.
  useBorrowedNodes(standIn, Part ? undefined : firstViews.get(name));

  useEffect(() => {
    if (Part) return;
    let active = true;
    const start = () =>
      load().then(
        ({ default: Loaded }) => {
          loadedParts.set(name, Loaded);
          if (active) setPart(() => Loaded);
        },
        // The stand-in stays (its links work); the next visit of a page tries again.
        () => undefined,
      );
    if (!firstViews.has(name)) {
      start();
      return () => {
        active = false;
      };
    }
    const stop = onEngagedOrSettled(start);
    return () => {
      active = false;
      stop();
    };
  }, [name, load, Part]);

  const live = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const index = focusToRestore.current;
    focusToRestore.current = -1;
    if (!Part || index < 0) return;
    const target = live.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[index];
    target?.focus({ preventScroll: true });
  }, [Part]);

  // Called while the stand-in is still in the document, just before React removes it: the last
  // moment its focused link can be known.
  const trackStandIn = useCallback<RefCallback<HTMLDivElement>>((element) => {
    standIn.current = element;
    if (!element) return;
    return () => {
      focusToRestore.current = focusedIndex(element);
      standIn.current = null;
    };
  }, []);

  // `display: contents`: the wrapper takes no box, the part lays out as if it were not there.
  const attributes = { [DEFERRED_PART_ATTRIBUTE]: name, style: { display: 'contents' } };
  if (Part) {
    return (
      <div key="live" ref={live} {...attributes}>
        <Part />
      </div>
    );
  }
  // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: only a click on one of its links is handled, which the keyboard's Enter also sends.
  return <div key="stand-in" ref={trackStandIn} onClick={followInApp} {...attributes} />;
}
