import type { Logger } from '@ssc/service-kit';

/**
 * While Redis is down every reconnect attempt fails; one warning per attempt would flood the
 * log. This warns at once, then at most every `intervalMs` with the number of failures since.
 */
export function throttledWarning(logger: Logger, message: string, intervalMs = 30_000) {
  let lastWarnedAt: number | undefined;
  let suppressed = 0;
  return {
    report(error: unknown) {
      const now = Date.now();
      if (lastWarnedAt !== undefined && now - lastWarnedAt < intervalMs) {
        suppressed += 1;
        return;
      }
      logger.warn({ err: error, failuresSinceLastWarning: suppressed }, message);
      lastWarnedAt = now;
      suppressed = 0;
    },
    reset() {
      lastWarnedAt = undefined;
      suppressed = 0;
    },
  };
}
