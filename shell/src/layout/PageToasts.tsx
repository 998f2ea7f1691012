import { dismissPageToasts } from '@ssc/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A page's own toasts (raised with `page: true`, e.g. a failed sign-in) close when the visitor
 * moves to another page (issue 33.4), so they do not follow them there; the others (a welcome, a
 * "booked" with its details) are kept to be read on the next page.
 */
export function PageToasts() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    dismissPageToasts();
  }, [pathname]);
  return null;
}
