import pg from 'pg';

export interface OverlapWatch {
  /** Stops watching; the stack of the first query sent on a busy connection, if any was. */
  stop(): string | undefined;
}

/**
 * Watches every pg connection of this process for a query sent while the same connection still
 * runs another, as a `Promise.all` inside a transaction does: pg 8 queues it (and warns only from
 * the third), pg 9 refuses it.
 */
export function watchOverlappingQueries(): OverlapWatch {
  const prototype = pg.Client.prototype as unknown as {
    query: (this: pg.Client, ...args: unknown[]) => unknown;
  };
  const original = prototype.query;
  const running = new WeakMap<pg.Client, number>();
  let first: string | undefined;
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const busy = running.get(this) ?? 0;
    if (busy > 0 && first === undefined) {
      // Deep enough to get past the driver and drizzle to the code that sent it.
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 40;
      first = new Error('a query was sent on a connection running another').stack;
      Error.stackTraceLimit = limit;
    }
    const result = original.apply(this, args);
    // Only promise-style calls are followed (the driver's own callback calls are one at a time).
    if (result instanceof Promise) {
      running.set(this, busy + 1);
      const done = () => running.set(this, (running.get(this) ?? 1) - 1);
      result.then(done, done);
    }
    return result;
  };
  return {
    stop() {
      prototype.query = original;
      return first;
    },
  };
}
