import type { Logger } from '@ssc/service-kit';

export interface PeriodicSweep {
  close(): Promise<void>;
}

/**
 * Runs `sweep` every `intervalMs` (and once at start), one run at a time; a failed run (database
 * briefly away) is logged and tried again at the next tick. What a sweep does lives in the
 * database (rows it locks with SKIP LOCKED), so every replica may run one.
 */
export function startPeriodicSweep<T>(options: {
  name: string;
  intervalMs: number;
  logger: Logger;
  sweep(): Promise<T[]>;
  /** Called after a run that did something (e.g. queued emails in the outbox). */
  done(items: T[]): void;
}): PeriodicSweep {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = options
      .sweep()
      .then(
        (items) => {
          if (items.length > 0) options.done(items);
        },
        (error: unknown) => {
          options.logger.warn(
            { err: error, sweep: options.name },
            'sweep failed; retried next time',
          );
        },
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  run();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
