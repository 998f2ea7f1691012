import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at the top, as in a multi-page site. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a path change is the trigger, not an input.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
