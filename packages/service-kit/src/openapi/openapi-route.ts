import type { Middleware } from 'koa';

/**
 * `GET /openapi.json`: the service's own document. Internal like /ready (not under /api); the
 * gateway merges every service's into the public `/api/docs`.
 */
export function openApiRoute(document: () => object): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/openapi.json' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      return next();
    }
    ctx.set('cache-control', 'no-cache');
    ctx.body = document();
  };
}
