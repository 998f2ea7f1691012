import { tokens } from '@ssc/ui';
import { useSyncExternalStore } from 'react';

/** Below the md breakpoint: a phone, where seven columns of slots cannot be read. */
const NARROW = `(max-width: ${tokens.breakpoints.md - 0.02}px)`;

const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW)
    : undefined;

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is narrow, following its changes (a phone turned sideways). Only one of the
 * week's two layouts is mounted, so each appointment is one button in the page and its tab order.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
