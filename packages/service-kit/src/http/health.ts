import type { Middleware } from 'koa';

export interface ReadinessReport {
  ready: boolean;
  /** Extra fields for the /ready body, e.g. `{ redis: 'connected' }`. */
  details?: Record<string, string>;
}

/** `GET /health` (process alive) and `GET /ready` (can serve), as in the runtime contract. */
export function healthRoutes(readiness: () => ReadinessReport): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/health') {
      ctx.set('cache-control', 'no-store');
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path === '/ready') {
      const { ready, details } = readiness();
      ctx.set('cache-control', 'no-store');
      ctx.status = ready ? 200 : 503;
      ctx.body = { status: ready ? 'ready' : 'not-ready', ...details };
      return;
    }
    return next();
  };
}
