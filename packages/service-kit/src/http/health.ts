import type { Middleware } from 'koa';

export interface ReadinessReport {
  ready: boolean;
  /** Each dependency asked: `{ database: 'up', redis: 'down' }` (names only, never URLs). */
  checks?: Record<string, string>;
  /** Extra fields for the /ready body. */
  details?: Record<string, string>;
}

/** `GET /health` (process alive) and `GET /ready` (can serve), as in the runtime contract. */
export function healthRoutes(
  readiness: () => ReadinessReport | Promise<ReadinessReport>,
): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/health') {
      ctx.set('cache-control', 'no-store');
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path === '/ready') {
      const { ready, checks, details } = await readiness();
      ctx.set('cache-control', 'no-store');
      ctx.status = ready ? 200 : 503;
      ctx.body = {
        status: ready ? 'ready' : 'not-ready',
        ...(checks ? { checks } : {}),
        ...details,
      };
      return;
    }
    return next();
  };
}
