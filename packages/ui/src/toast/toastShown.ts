/**
 * Lets code wait until a toast is really on screen (rendered by the lazily loaded region), not
 * merely queued: the spec's "toast, then redirect after 500 ms" must give the visitor 500 ms to read.
 */
const waiters = new Map<number, Set<() => void>>();

/** Called by the toast region after it rendered these toasts. */
export function notifyToastsShown(ids: readonly number[]): void {
  for (const id of ids) {
    const pending = waiters.get(id);
    if (!pending) continue;
    waiters.delete(id);
    for (const resolve of pending) resolve();
  }
}

/**
 * Resolves once toast `id` is on screen, or after `fallbackMs` in any case (no region mounted, or
 * the toast is still queued behind another) so that whatever waits on it still happens.
 */
export function whenToastShown(id: number, fallbackMs = 3_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, fallbackMs);
    function done() {
      clearTimeout(timer);
      waiters.get(id)?.delete(done);
      resolve();
    }
    const set = waiters.get(id) ?? new Set();
    set.add(done);
    waiters.set(id, set);
  });
}
