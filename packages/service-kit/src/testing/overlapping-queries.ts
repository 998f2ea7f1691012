import pg from 'pg';

export interface OverlapWatch {
  /** Stops watching; what the first query sent on a busy connection was, if one was. */
  stop(): string | undefined;
}

/** The SQL of a `query` call's first argument (text or config), shortened. */
function sqlOf(query: unknown): string {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return String(text ?? '(no text)')
    .replace(/\s+/g, ' ')
    .slice(0, 160);
}

/**
 * Watches every pg connection of this process for a query sent while the same connection still
 * runs another, as a `Promise.all` inside a transaction does: pg 8 queues it (and warns only from
 * the third), pg 9 refuses it. The report names both statements: the driver's stack is async and
 * seldom reaches the code that sent them.
 */
export function watchOverlappingQueries(): OverlapWatch {
  const prototype = pg.Client.prototype as unknown as {
    query: (this: pg.Client, ...args: unknown[]) => unknown;
  };
  const original = prototype.query;
  const running = new WeakMap<pg.Client, string[]>();
  let first: string | undefined;
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const busy = running.get(this) ?? [];
    const sql = sqlOf(args[0]);
    if (busy.length > 0) first ??= `sent «${sql}» while «${busy[0]}» still ran on its connection`;
    const result = original.apply(this, args);
    // Only promise-style calls are followed (the driver's own callback calls are one at a time).
    if (result instanceof Promise) {
      busy.push(sql);
      running.set(this, busy);
      const done = () => busy.splice(busy.indexOf(sql), 1);
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
