import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far outside the viewport an element counts as near: about half a phone screen. */
const NEAR_MARGIN = '400px 0px';

/**
 * Whether the element has come within `NEAR_MARGIN` of the viewport (stays true once it has).
 * Without IntersectionObserver it is near at once.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = ref.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
