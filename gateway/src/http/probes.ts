import { access } from 'node:fs/promises';
import type { Middleware } from 'koa';

const isFile = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * The gateway's own liveness and readiness (compose's healthcheck asks /ready), with the same
 * bodies as every service. Ready means it can serve the site: the shell is built. Whether the
 * services are up is /api/health's question, not this one's.
 */
export function probes(shellIndexPath: string): Middleware {
  return async (ctx, next) => {
    const isProbe = ctx.path === '/health' || ctx.path === '/ready';
    if (!isProbe || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.set('Cache-Control', 'no-store');
    if (ctx.path === '/health') {
      ctx.body = { status: 'ok' };
      return;
    }
    const built = await isFile(shellIndexPath);
    ctx.status = built ? 200 : 503;
    ctx.body = { status: built ? 'ready' : 'not-ready' };
  };
}
