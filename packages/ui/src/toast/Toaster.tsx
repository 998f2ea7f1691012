import { lazy, Suspense, useEffect, useState } from 'react';
import { useToastStore } from './toastStore';

// Radix Toast and its styles are 11 KB gzip that no first page view needs: the region is
// fetched with the first toast and then stays mounted, so later toasts and F8 work at once.
const loadToastRegion = () => import('./ToastRegion');
const ToastRegion = lazy(loadToastRegion);

/** Resolves once the toast region's code is loaded, i.e. a toast shown now reaches the screen. */
export function toastRegionReady(): Promise<void> {
  return loadToastRegion().then(() => undefined);
}

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
