import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at the top, as in a multi-page site. Not the first page: the browser has
 * placed it already (a reload restores the position, and a visitor may have scrolled the
 * build-time first view before the scripts arrived).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
