import { lazy, Suspense, useEffect, useState } from 'react';
import { useToastStore } from './toastStore';

// Radix Toast and its styles are 11 KB gzip that no first page view needs: the region is
// fetched with the first toast and then stays mounted, so later toasts and F8 work at once.
const ToastRegion = lazy(() => import('./ToastRegion'));

export function Toaster() {
  const hasToast = useToastStore((s) => s.toasts.length > 0);
  const [needed, setNeeded] = useState(hasToast);
  useEffect(() => {
    if (hasToast) setNeeded(true);
  }, [hasToast]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
